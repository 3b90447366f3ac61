import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

/** The repository's root (this file is scripts/docs/markdown.ts). */
export const repoRoot = path.resolve(__dirname, '../..');

const md = new MarkdownIt({ html: true });

/** The documentation: the front page and every Markdown file under docs/, as paths from the root. */
export function documentationFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return walk(relative);
      return entry.name.endsWith('.md') ? [relative] : [];
    });
  return ['README.md', ...walk('docs')];
}

function tokensOf(file: string): Token[] {
  return md.parse(readFileSync(path.join(repoRoot, file), 'utf8'), {});
}

function* walkTokens(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (token.children) yield* walkTokens(token.children);
  }
}

/** A heading's text as GitHub slugs it: its inline text and code, without the markup. */
function headingText(inline: Token): string {
  return (inline.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/** The anchors GitHub gives a file's headings (github-slugger, duplicates numbered as GitHub does). */
export function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const tokens = tokensOf(file);
  const anchors = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.type === 'heading_open') anchors.add(slugger.slug(headingText(tokens[i + 1])));
  });
  return anchors;
}

export interface Link {
  file: string;
  line: number;
  target: string;
}

/** Every link and image target of a file, with its line (1-based). */
export function linksOf(file: string): Link[] {
  const links: Link[] = [];
  for (const block of tokensOf(file)) {
    const line = (block.map?.[0] ?? 0) + 1;
    for (const token of walkTokens(block.children ?? [])) {
      const target =
        token.type === 'link_open' ? token.attrGet('href') : token.type === 'image' ? token.attrGet('src') : null;
      if (target !== null) links.push({ file, line, target });
    }
  }
  return links;
}

/** The text of every inline code span of a file (`LIKE_THIS`). */
export function inlineCodeOf(file: string): string[] {
  return [...walkTokens(tokensOf(file))].filter((t) => t.type === 'code_inline').map((t) => t.content);
}

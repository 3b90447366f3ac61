import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { anchorsOf, documentationFiles, linksOf, repoRoot, type Link } from './markdown';

/** Links that leave the repository (a scheme such as https: or mailto:) are not checked here. */
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** Why a relative link or anchor does not resolve, or null when it does. */
function problem(link: Link, anchorCache: Map<string, Set<string>>): string | null {
  const [rawPath, anchor] = link.target.split('#', 2) as [string, string | undefined];
  const targetFile =
    rawPath === ''
      ? link.file
      : path.posix.normalize(path.posix.join(path.posix.dirname(link.file), decodeURI(rawPath)));
  if (targetFile.startsWith('..')) return `leaves the repository (${targetFile})`;
  const absolute = path.join(repoRoot, targetFile);
  if (!existsSync(absolute)) return `no such file: ${targetFile}`;
  if (anchor === undefined || anchor === '') return null;
  if (statSync(absolute).isDirectory() || !targetFile.endsWith('.md'))
    return `an anchor into ${targetFile}, which is not a Markdown file`;
  let anchors = anchorCache.get(targetFile);
  if (!anchors) anchorCache.set(targetFile, (anchors = anchorsOf(targetFile)));
  return anchors.has(decodeURIComponent(anchor)) ? null : `no heading #${anchor} in ${targetFile}`;
}

describe('the documentation (README.md and docs/)', () => {
  const files = documentationFiles();

  it('is found: the front page, the index and the pages of every audience', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/README.md',
        'docs/operations/configuration.md',
        'docs/user/dashboard.md',
        'docs/development/architecture.md',
      ]),
    );
  });

  it('has every relative link, image and #anchor resolving', () => {
    const anchorCache = new Map<string, Set<string>>();
    const broken = files
      .flatMap(linksOf)
      .filter((link) => !EXTERNAL.test(link.target))
      .map((link) => ({ link, why: problem(link, anchorCache) }))
      .filter((r) => r.why !== null)
      .map(({ link, why }) => `${link.file}:${link.line} → ${link.target}: ${why}`);
    expect(broken).toEqual([]);
  });

  it('reaches every page from the index (docs/README.md), directly or through another page', () => {
    const seen = new Set<string>(['docs/README.md']);
    const queue = ['docs/README.md'];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const { target } of linksOf(file)) {
        if (EXTERNAL.test(target)) continue;
        const rawPath = target.split('#')[0];
        if (!rawPath.endsWith('.md')) continue;
        const next = path.posix.normalize(path.posix.join(path.posix.dirname(file), rawPath));
        if (next.startsWith('docs/') && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(files.filter((f) => f.startsWith('docs/') && !seen.has(f))).toEqual([]);
  });
});

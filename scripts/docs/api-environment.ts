import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from './markdown';

/** Where the API reads a variable. */
export interface EnvRead {
  name: string;
  at: string;
}

/** Variables of the system or of npm, not settings of the console. */
export const NOT_SETTINGS: Record<string, string> = {
  INIT_CWD: 'set by npm: the folder `npm run backup` was started in',
  PATH: "the system's search path (finding pg_dump)",
  HOME: "the user's home folder",
};

/**
 * Reads whose key is computed. Each is named by the expression of its key and resolved to
 * the variables it can read: the remotes' URLs are `REMOTE_URL_` + the folder name in capitals.
 */
function dynamicReads(keyText: string, source: ts.SourceFile): string[] | null {
  if (keyText !== 'remoteEnvName(name)') return null;
  let names: string[] | null = null;
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'REMOTE_NAMES' && node.initializer) {
      const list = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (ts.isArrayLiteralExpression(list)) {
        names = list.elements
          .filter(ts.isStringLiteral)
          .map((e) => `REMOTE_URL_${e.text.replace(/-/g, '_').toUpperCase()}`);
      }
    }
    node.forEachChild(visit);
  });
  return names;
}

function apiSourceFiles(dir = 'api/src'): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return apiSourceFiles(relative);
    return /\.ts$/.test(entry.name) && !/\.(spec|e2e-spec)\.ts$/.test(entry.name) ? [relative] : [];
  });
}

/** `env` or `process.env`: the objects the API reads its settings from. */
function isEnvObject(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return node.text === 'env';
  return ts.isPropertyAccessExpression(node) && node.name.text === 'env' && node.expression.getText() === 'process';
}

function isAssignedTo(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isBinaryExpression(parent) && parent.left === node && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken
  );
}

/** A key read through a helper's parameter (`env[name]` in `intFrom(env, name)`): its callers name it. */
function isParameterOfEnclosingFunction(key: ts.Identifier): boolean {
  for (let node: ts.Node | undefined = key.parent; node; node = node.parent) {
    if (ts.isFunctionLike(node)) return node.parameters.some((p) => p.name.getText() === key.text);
  }
  return false;
}

/**
 * Every environment variable the API's source reads: `process.env.X`, `env.X`, `env['X']`,
 * `const { X } = env`, and helpers called as `helper(env, 'X', …)`. A computed key the scan
 * cannot resolve is returned as `?<expression>` so that the test names it.
 */
export function apiEnvironmentReads(): EnvRead[] {
  const reads: EnvRead[] = [];
  for (const file of apiSourceFiles()) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(repoRoot, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const add = (name: string, node: ts.Node) =>
      reads.push({ name, at: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && isEnvObject(node.expression) && !isAssignedTo(node)) {
        if (node.name.text !== 'env') add(node.name.text, node);
      } else if (ts.isElementAccessExpression(node) && isEnvObject(node.expression) && !isAssignedTo(node)) {
        const key = node.argumentExpression;
        if (ts.isStringLiteralLike(key)) add(key.text, node);
        else if (!(ts.isIdentifier(key) && isParameterOfEnclosingFunction(key))) {
          const resolved = dynamicReads(key.getText(source), source);
          if (resolved) resolved.forEach((name) => add(name, node));
          else add(`?${key.getText(source)}`, node);
        }
      } else if (
        ts.isVariableDeclaration(node) &&
        ts.isObjectBindingPattern(node.name) &&
        node.initializer &&
        isEnvObject(node.initializer)
      ) {
        for (const element of node.name.elements) add((element.propertyName ?? element.name).getText(source), element);
      } else if (ts.isCallExpression(node) && node.arguments.length >= 2 && isEnvObject(node.arguments[0])) {
        const name = node.arguments[1];
        if (ts.isStringLiteralLike(name) && /^[A-Z][A-Z0-9_]*$/.test(name.text)) add(name.text, node);
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return reads;
}

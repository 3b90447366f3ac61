import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * hydrant-queries.ts is loaded by a bare node:http + pg server (bench/): at run time it and
 * what it imports may load only relative, plain modules (type-only imports are erased).
 */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const typeOnly = (clause: string) =>
    /^\{[^}]*\}$/s.test(clause) &&
    clause
      .slice(1, -1)
      .split(',')
      .filter((name) => name.trim())
      .every((name) => /^\s*type\s/.test(name));
  return [...source.matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)';/gms)]
    .filter(([, clause]) => !typeOnly(clause.trim()))
    .map(([, , specifier]) => specifier);
}

describe('hydrant-queries module', () => {
  it('pulls in no framework at run time (only relative plain modules)', () => {
    const seen = new Set<string>();
    const queue = [join(__dirname, 'hydrant-queries.ts')];
    const external: string[] = [];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of runtimeImports(file)) {
        if (!specifier.startsWith('.')) external.push(`${file}: ${specifier}`);
        else queue.push(join(dirname(file), specifier.replace(/\.js$/, '.ts')));
      }
    }
    expect(external).toEqual([]);
    expect([...seen].map((file) => file.slice(__dirname.length + 1)).sort()).toEqual([
      'hydrant-queries.ts',
      'hydrant-rows.ts',
      'hydrant.constants.ts',
      'photo-data-url.ts',
    ]);
  });
});

/**
 * Shared libraries provided by their used part only. A module shared through module
 * federation cannot be tree-shaken (any remote may ask for any export), so antd and
 * react-router, shared whole, cost the console ~1.4 MB of antd and ~190 KB of react-router
 * (decoded) before the dashboard shows, where a single bundle ships what it imports.
 *
 * Here each app provides such a library as a small module re-exporting only the names
 * listed below: still one copy in the browser (the shell's, a singleton), tree-shaken like
 * a single build. The list is the contract between the shell and the remotes: every build
 * checks that each name the front end (shell, remotes, libs) imports from these packages is
 * listed, and fails naming the missing ones otherwise; add it here, and every app is
 * rebuilt (this library is an input of every app's build).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const SHARED_EXPORTS: Record<string, string[]> = {
  antd: [
    'Alert',
    'App',
    'Button',
    'Card',
    'Checkbox',
    'Col',
    'ConfigProvider',
    'Descriptions',
    'Divider',
    'Drawer',
    'Empty',
    'Flex',
    'Form',
    'Grid',
    'Input',
    'InputNumber',
    'Modal',
    'Popconfirm',
    'Progress',
    'Radio',
    'Result',
    'Row',
    'Segmented',
    'Select',
    'Space',
    'Spin',
    'Switch',
    'Tag',
    'Tooltip',
    'Typography',
    'theme',
  ],
  'react-router': [
    'Link',
    'Navigate',
    'Outlet',
    'RouterProvider',
    'createBrowserRouter',
    'createMemoryRouter',
    'useInRouterContext',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ],
};

const ROOT = path.resolve(__dirname, '../..');

/** The antd components libs/antd-more provides (its export list), loaded when a screen first uses one. */
function antdMoreNames(): string[] {
  const text = readFileSync(path.join(ROOT, 'libs', 'antd-more', 'src', 'index.ts'), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}
/** Front-end sources: whatever imports from a shared library is found here (libs/api-client imports neither). */
const SOURCE_DIRS = [
  'shell',
  'mf-hydrants',
  'mf-maintenance',
  'mf-resources',
  'mf-reports',
  'libs/ui',
  'libs/map',
  'libs/offline',
];

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function packageJsonOf(pkg: string): string {
  return createRequire(path.join(ROOT, 'shell', 'package.json')).resolve(`${pkg}/package.json`);
}

/** The version of `pkg` installed in the workspace (what the subset module is built from). */
export function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(packageJsonOf(pkg), 'utf8')) as { version: string }).version;
}

const IMPORT = /\bimport\s+(type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g;

/** Names imported at run time from `pkg` across the front end, and the files importing it whole. */
export function importedNames(pkg: string): { names: Set<string>; whole: string[] } {
  const names = new Set<string>();
  const whole: string[] = [];
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir, 'src')))) {
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, clause, from] of text.matchAll(IMPORT)) {
      if (from !== pkg || typeOnly) continue;
      const named = /\{([^}]*)\}/.exec(clause);
      const rest = clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, '')
        .trim();
      if (rest) whole.push(path.relative(ROOT, file));
      for (const item of named?.[1].split(',') ?? []) {
        const name = item.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]);
      }
    }
  }
  return { names, whole };
}

/**
 * Writes node_modules/.cache/hydrant-shared/<pkg>-<entry>.mjs re-exporting the listed names from the
 * package's own ES module entry (by path, so that it is not itself a shared request), after
 * checking that the front end uses nothing else; returns its path.
 */
export function sharedSubset(pkg: string, esmEntry: string): string {
  const listed = SHARED_EXPORTS[pkg];
  const { names, whole } = importedNames(pkg);
  if (whole.length > 0)
    throw new Error(`${pkg} is shared by its used names: import it by name, not whole (${whole.join(', ')})`);
  const missing = [...names].filter((name) => !listed.includes(name)).sort();
  const elsewhere = pkg === 'antd' ? missing.filter((name) => antdMoreNames().includes(name)) : [];
  if (elsewhere.length > 0)
    throw new Error(
      `${pkg}: import ${elsewhere.join(', ')} from '@hydrant/antd-more' (libs/antd-more), not from '${pkg}': the shell loads them when a screen first uses them`,
    );
  if (missing.length > 0)
    throw new Error(
      `${pkg}: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} imported but not in SHARED_EXPORTS (libs/rspack-config/shared-exports.ts): add ${missing.length > 1 ? 'them' : 'it'} there`,
    );
  const entry = path.join(path.dirname(packageJsonOf(pkg)), esmEntry);
  const dir = path.join(ROOT, 'node_modules', '.cache', 'hydrant-shared');
  mkdirSync(dir, { recursive: true });
  // named after the entry too: a development server and a production build may run side by side
  const file = path.join(dir, `${`${pkg}-${esmEntry}`.replace(/[^a-z0-9]+/gi, '-')}.mjs`);
  // apps build in parallel: each writes its copy aside, then renames it over (atomic)
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(
    temp,
    `// Generated by libs/rspack-config/shared-exports.ts: ${pkg}, only what the console uses.\nexport { ${listed.join(', ')} } from ${JSON.stringify(entry)};\n`,
  );
  renameSync(temp, file);
  return file;
}

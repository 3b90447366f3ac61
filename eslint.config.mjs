// ESLint for the whole repository (flat config): `npm run lint`, and a gate of `npm test`.
// - every file: ESLint's recommended rules;
// - TypeScript: typescript-eslint's recommended type-aware rules, types from the tsconfig.json
//   nearest to each file (projectService);
// - the front end (shell, remotes, libs/ui, libs/map, libs/api-client): react-hooks' recommended
//   rules, and jsx-a11y's on TSX.
// Files are chosen by globs (never by exact names), so a config renamed to .mjs/.cjs or a
// workspace turned into an ES module package needs no change here.
// A rule is turned off only with its reason beside it.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];
const TESTS = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.e2e-spec.ts', '**/jest.setup.ts', '**/testing/**', 'api/test/**'];
const FRONT_END = ['shell/**', 'mf-*/**', 'libs/ui/**', 'libs/map/**', 'libs/api-client/**', 'libs/offline/**'];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/coverage/',
    '**/.nx/',
    '**/.data/',
    '**/.test-results/',
    '**/test-results/',
    '**/playwright-report/',
    'e2e/.artifacts/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,

  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: {
          // The apps' build configs sit outside their tsconfig.json (whose types are the
          // browser's); they get the build library's settings (Node types, JSON imports).
          allowDefaultProject: ['*/rspack.config.ts'],
          defaultProject: 'libs/rspack-config/tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },

  // Plain JavaScript: Node scripts and tool configs (CommonJS or ES modules).
  { files: JS, languageOptions: { globals: globals.node } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },

  // The front end runs in the browser.
  {
    files: FRONT_END.map((dir) => `${dir.slice(0, -3)}/src/**`),
    languageOptions: { globals: globals.browser },
  },
  {
    files: FRONT_END,
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: FRONT_END.map((dir) => `${dir}/*.tsx`),
    extends: [jsxA11y.flatConfigs.recommended],
  },

  {
    files: ['libs/api-client/src/generated/**'],
    rules: {
      // Written by @rtk-query/codegen-openapi from api/openapi.json (never by hand): routes
      // without a response schema (health) come out as `any`.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },

  // Tests.
  {
    files: TESTS,
    rules: {
      // `await act(async () => …)` lets React finish async work, and test doubles of fetch,
      // Response or Blob are async like the real ones, with nothing to await inside.
      '@typescript-eslint/require-await': 'off',
      // `expect(mock.method)` hands a jest mock (or a method for its metadata) to jest, never calls it unbound.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['api/**/*.spec.ts', 'api/**/*.e2e-spec.ts', 'api/test/**'],
    rules: {
      // supertest's `response.body` is `any`: the API tests read and assert its fields.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);

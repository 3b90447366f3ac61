/**
 * Jest for the API: TypeScript through @swc/jest (legacy decorators with
 * metadata, as tsc emits them). Every test file gets its own PostgreSQL
 * database (see test/test-app.ts), so files may run in parallel workers.
 */
import Module from 'node:module';

// globalSetup/globalTeardown run in this process through Node's own require (jest's
// moduleNameMapper below applies only inside test files): let './x.js' load x.ts here too.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveTsSource(request, ...rest) {
  try {
    return resolveFilename.call(this, request, ...rest);
  } catch (error) {
    if (!/^\.{1,2}\/.*\.js$/.test(request)) throw error;
    return resolveFilename.call(this, request.replace(/\.js$/, '.ts'), ...rest);
  }
};

/** Packages shipped only as ES modules: jest transforms them (all others stay untouched). */
const ESM_ONLY_PACKAGES = [
  '@nestjs',
  'stream-json',
  'stream-chain',
  'csv-parse',
  '@apidevtools/json-schema-ref-parser',
  // otplib, its base32 and crypto plugins
  '@otplib',
  '@scure',
  '@noble',
  // openid-client and what it brings
  'openid-client',
  'oauth4webapi',
  'jose',
];

/** @type {import('jest').Config} */
export default {
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.e2e-spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
        sourceMaps: 'inline',
      },
    ],
    // ESM-only packages (NestJS 12 and what it brings) become CommonJS for jest's module system.
    '^.+\\.m?js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022', keepClassNames: true }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // Relative imports name the emitted file ('./x.js', as Node's ESM resolver needs); jest loads the .ts.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The shared NFPA 291 library, from its source (node loads its build, dist/)
    '^@hydrant/hydraulics$': '<rootDir>/../libs/hydraulics/src/index.ts',
    '^@hydrant/password-policy$': '<rootDir>/../libs/password-policy/src/index.ts',
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: process.env.JEST_MAX_WORKERS || '50%',
  // Each test file starts a whole Nest app; a single process running them all (jest's in-band mode,
  // which it picks for one worker) grows by tens of MB a file until garbage collection takes most of
  // the run. With a limit, even one worker is a child process, replaced once it holds more than this.
  workerIdleMemoryLimit: '1GB',
};

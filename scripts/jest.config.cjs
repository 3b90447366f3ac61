/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  watchman: false,
  roots: ['<rootDir>/docs'],
  testMatch: ['**/*.spec.ts'],
  // github-slugger is published as an ES module only: swc turns it into CommonJS like our own files.
  transformIgnorePatterns: ['/node_modules/(?!github-slugger/)'],
  transform: {
    '^.+\\.(ts|js)$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};

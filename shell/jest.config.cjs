/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  watchman: false,
  // antd in jsdom is slow on a busy 2-CPU machine (Nx runs builds alongside)
  testTimeout: 30000,
  roots: ['<rootDir>/src', '<rootDir>/sw'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  setupFiles: ['<rootDir>/jest.setup.ts'],
  // @ant-design/icons 6's CommonJS build requires @ant-design/colors' ES build (es/generate); use its CommonJS twin
  moduleNameMapper: {
    // @hydrant/antd-more takes antd's ES build by path; tests run antd's CommonJS build
    '^antd/es/index\\.js$': 'antd',
    '\\.css$': '<rootDir>/jest.style-stub.cjs',
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    // The shared password rules, from their source (the app bundles their build, dist/)
    '^@hydrant/password-policy$': '<rootDir>/../libs/password-policy/src/index.ts',
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
};

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  watchman: false,
  // antd in jsdom is slow on a busy 2-CPU machine (Nx runs builds alongside)
  testTimeout: 30000,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  // @ant-design/icons 6's CommonJS build requires @ant-design/colors' ES build (es/generate); use its CommonJS twin
  moduleNameMapper: { '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1' },
  setupFiles: ['<rootDir>/testing/text-encoding.cjs', '<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
};

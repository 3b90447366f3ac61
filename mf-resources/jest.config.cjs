/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  watchman: false,
  // antd in jsdom is slow on a busy 2-CPU machine (Nx runs builds alongside)
  testTimeout: 30000,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  setupFiles: ['@hydrant/ui/testing/text-encoding', '<rootDir>/jest.setup.ts'],
  transformIgnorePatterns: ['/node_modules/(?!(dayjs)/)'],
  // @ant-design/icons 6's CommonJS build requires @ant-design/colors' ES build (es/generate); use its CommonJS twin
  moduleNameMapper: {
    // @hydrant/antd-more takes antd's ES build by path; tests run antd's CommonJS build
    '^antd/es/index\\.js$': 'antd',
    '\\.css$': '<rootDir>/jest.css-stub.cjs',
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
};

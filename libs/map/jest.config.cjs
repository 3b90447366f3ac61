/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  watchman: false,
  testTimeout: 30000,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  // OpenLayers and its helpers ship ES modules only: compile them too.
  transformIgnorePatterns: ['/node_modules/(?!(ol|rbush|quickselect|earcut|color-[a-z]+|pbf|topojson-client)/)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
};

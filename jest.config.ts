import type { Config } from 'jest'

const config: Config = {
  // jsdom plus Node's fetch, Request, Response and streams, which msw 2 needs.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest.setup.ts'],
  // findBy waits up to 5 s (jest.setup.ts); a test gets room for a few such waits on a busy machine.
  testTimeout: 15_000,
  // A worker on every core: jest's default leaves one to its own process, which only hands out files and reports,
  // so on CI's 2 cores the suites ran one at a time (90 s warm against 45 s with two workers).
  maxWorkers: '100%',
  transform: {
    '^.+\\.(m?js|jsx|tsx?)$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
  // msw 2 pulls ESM-only dependencies that jest must transform.
  transformIgnorePatterns: ['/node_modules/(?!(until-async|rettime)/).+\\.(c?js|json)$'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  clearMocks: true,
  restoreMocks: true,
}

export default config

import type { Config } from 'jest'

/** The local provider's tests: real HTTP against a real server on loopback, SQLite in a temp file or memory. */
const config: Config = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(m?js|ts)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  testMatch: ['<rootDir>/server/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  maxWorkers: 2,
}

export default config

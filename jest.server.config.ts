import type { Config } from 'jest'

/** The local provider's tests: real HTTP against a real server on loopback, SQLite in a temp file or memory. */
const config: Config = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(m?js|ts)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  // These packages (some nested in node_modules of others) are ESM-only; Jest on Node 20 cannot require(esm),
  // so swc compiles them to CommonJS like our own files. file-type and the packages it imports recognise uploads.
  transformIgnorePatterns: [
    '/node_modules/(?!(?:.*/node_modules/)?(?:fastify-openapi-glue|@seriousme/openapi-schema-validator|content-disposition|file-type|strtok3|token-types|@tokenizer/inflate|uint8array-extras|@borewit/text-codec)/)',
  ],
  testMatch: ['<rootDir>/server/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  maxWorkers: 2,
  // The demo data is seeded once per run; each test server copies that database instead of seeding again.
  globalSetup: '<rootDir>/server/testing/globalSetup.ts',
  globalTeardown: '<rootDir>/server/testing/globalTeardown.ts',
  // Each suite builds a real server; on a busy 2-core machine startup alone can pass jest's 5 s default.
  testTimeout: 15_000,
}

export default config

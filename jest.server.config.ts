import type { Config } from 'jest'

/**
 * Files that test SQLite itself, left out of the PostgreSQL run (ROOST_TEST_ENGINE=postgres, npm run
 * test:server:pg), which runs every other file: the SQLite file's pragmas and migrations run by hand, its online
 * backup (PostgreSQL's is pg_dump, docs/scale.md), and killing a server on a SQLite file mid-write.
 */
const SQLITE_ONLY = [
  '<rootDir>/server/db/database.test.ts',
  '<rootDir>/server/backup/',
  '<rootDir>/server/durability/',
]

/**
 * The local provider's tests: real HTTP against a real server on loopback, on SQLite (a temp file or memory) or,
 * with ROOST_TEST_ENGINE=postgres, each server on its own PostgreSQL database.
 */
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
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.ROOST_TEST_ENGINE === 'postgres' ? SQLITE_ONLY : []),
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  maxWorkers: 2,
  // The demo data is seeded once per run; each test server copies that database instead of seeding again.
  globalSetup: '<rootDir>/server/testing/globalSetup.ts',
  globalTeardown: '<rootDir>/server/testing/globalTeardown.ts',
  // Each suite builds a real server; on a busy 2-core machine startup alone can pass jest's 5 s default.
  // On PostgreSQL each request is a transaction over the network (about twice SQLite's time in process).
  testTimeout: process.env.ROOST_TEST_ENGINE === 'postgres' ? 30_000 : 15_000,
}

export default config

// The server for bench/synchronous.ts: the real app on an already seeded database, with SQLite's `synchronous`
// set from BENCH_SYNCHRONOUS (FULL or NORMAL) after it opens, so both settings run the same code.
import { sql } from 'kysely'
import { buildApp } from '../../server/app'
import { consoleOtpSender } from '../../server/auth/otpSender'

const SETTINGS = ['FULL', 'NORMAL'] as const

async function main() {
  const setting = SETTINGS.find((name) => name === process.env.BENCH_SYNCHRONOUS)
  if (!setting) throw new Error(`BENCH_SYNCHRONOUS must be one of ${SETTINGS.join(', ')}`)
  const app = await buildApp({
    databaseFile: process.env.DATABASE_FILE ?? '',
    otpSender: consoleOtpSender(),
    logger: false,
    precompileChecks: true,
    // The loads here are far past what a real operator makes, which the production limits answer with 429.
    rateLimit: false,
  })
  await sql.raw(`pragma synchronous = ${setting}`).execute(app.db)
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

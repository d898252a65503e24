import { appendFileSync } from 'node:fs'
import path from 'node:path'
import { buildApp } from './app'
import { formatPhone } from './auth/phone'
import { consoleOtpSender } from './auth/otpSender'
import { systemClock } from './clock'
import { DEMO_OPERATOR, SECOND_OPERATOR, seedDemoData } from './seed'

/** `npm run server`: migrate, seed what is missing, and serve the API and the app on one origin. */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080)
  // fastify binds `localhost` to both 127.0.0.1 and ::1, so http://localhost:8080 works either way.
  const host = process.env.HOST ?? 'localhost'
  const databaseFile = process.env.DATABASE_FILE ?? path.join('data', 'roost.sqlite')
  // DATABASE_URL=postgres://… serves from PostgreSQL instead (docs/scale.md); uploads and reports stay in data/.
  const databaseUrl = process.env.DATABASE_URL || undefined
  // RATE_LIMIT=off serves benchmarks and load tests that drive thousands of requests a second from one address.
  const rateLimit = process.env.RATE_LIMIT === 'off' ? false : undefined
  // PROVIDER_ORIGIN names a provider on another host that the app's config.js points at (the CSP allows it).
  const providerOrigin = process.env.PROVIDER_ORIGIN || undefined

  // OTP_LOG_FILE also appends each code to a file: the end-to-end tests read their codes from it.
  const otpLogFile = process.env.OTP_LOG_FILE
  const app = await buildApp({
    databaseFile,
    databaseUrl,
    otpSender: consoleOtpSender((line) => {
      process.stdout.write(`${line}\n`)
      if (otpLogFile) appendFileSync(otpLogFile, `${line}\n`)
    }),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    precompileChecks: true,
    reportWorkers: true,
    rateLimit,
    providerOrigin,
  })
  await seedDemoData(app.db, systemClock, app.files)
  await app.listen({ port, host })

  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  console.log(
    [
      '',
      `Roost is running at http://${shown}:${port}`,
      `Database: ${databaseUrl ? withoutPassword(databaseUrl) : databaseFile}`,
      '',
      `Sign in as the demo operator: ${formatPhone(DEMO_OPERATOR.phone)} (${DEMO_OPERATOR.name}, ${DEMO_OPERATOR.brand}).`,
      `A second operator, ${formatPhone(SECOND_OPERATOR.phone)} (${SECOND_OPERATOR.brand}), exists to show isolation.`,
      'There is no SMS gateway: each one-time code appears in this console as "OTP for <phone>: <code>".',
      '',
    ].join('\n'),
  )

  let closing = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
  }
}

/** The address with its password, if any, left out (for the console). */
function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

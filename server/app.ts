import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { version } from '../package.json'
import { otpService } from './auth/otp'
import type { OtpSender } from './auth/otpSender'
import { tokenStore } from './auth/tokens'
import { systemClock, type Clock } from './clock'
import { listOperations, loadContract } from './contract/loadContract'
import { enforceRequestBodies, refuseNulCharacters } from './contract/requestBodies'
import { forgetLocally, forgetTotals } from './collections/listTotals'
import { operationIdOf } from './contract/operationOf'
import { validateResponses } from './contract/responseValidation'
import { contractValidatorCompiler } from './contract/validatorCompiler'
import { listenForChanges, MEMORY, openDatabase, openPostgres, type Db } from './db/database'
import { engine } from './db/engine'
import { CHANGES_NO_FIGURE, registerRequestScopes } from './http/requestScopes'
import { migrateToLatest } from './db/migrate'
import { fileStore, type FileStore } from './files/fileStore'
import { serviceHandlers } from './handlers'
import { DIST_DIR, registerAppShell } from './http/appShell'
import { registerCompression } from './http/compression'
import { timeAnswers } from './http/serverTiming'
import { securityHandlers } from './http/authentication'
import { acceptContractMediaTypes } from './http/binaryBodies'
import { applyBodyLimits, SMALL_BODY_LIMIT } from './http/bodyLimits'
import { frameworkErrors, installErrorHandler } from './http/errorHandler'
import { registerMultipart } from './http/multipart'
import { PRODUCTION_RATE_LIMITS, registerRateLimits, type RateLimitSettings } from './http/rateLimits'
import { serializeAnswer } from './http/reusableAnswers'
import { registerSecurityHeaders } from './http/securityHeaders'
import { mailerFromEnvironment, type Mailer } from './mail'
import { recordingNotifier, type Notifier } from './notify/notifier'
import { reportRunner } from './reports/runner'
import { registerRuleSweep } from './rules/sweep'
import { reminderSweeper } from './settings/reminderSweep'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database, migrated to the latest version; closed with the app. */
    db: Db
    /** The app's uploaded and generated files (the seed writes its documents through it). */
    files: FileStore
    /** With `precompileChecks`: settles once every contract check is compiled, or with the first that fails to. */
    checksPrecompiled?: Promise<void>
  }
}

export type AppOptions = {
  /** A SQLite file (created with its folder when missing), or `:memory:`. */
  databaseFile: string
  /** With `:memory:`: a serialized database to start from (tests start from a seeded one). */
  databaseImage?: Buffer
  /**
   * A PostgreSQL database (`postgres://…`) to use instead of SQLite; `databaseFile` then only places the data
   * folder (uploads, report files, the mail outbox) beside where the file would be.
   */
  databaseUrl?: string
  otpSender: OtpSender
  now?: Clock
  logger?: FastifyServerOptions['logger']
  /** The app's production build; defaults to `dist/`. */
  distDir?: string
  /** Where uploads are kept; defaults to `uploads/` beside the database file (a temp folder for `:memory:`). */
  uploadsDir?: string
  /** Sends reminders and receipts to tenants; defaults to recording them without sending. */
  notifier?: Notifier
  /** Requests per token and per address; defaults to the production limits, `false` turns them off. */
  rateLimit?: RateLimitSettings | false
  /** A provider origin on another host that the app may call (the CSP's `connect-src`). */
  providerOrigin?: string
  /**
   * Compiles every request's and answer's contract check in the background from the start (a served app); tests
   * skip it, and each check compiles when first used.
   */
  precompileChecks?: boolean
  /** Takes the client address from X-Forwarded-For; off by default (any client could name any address). */
  trustProxy?: boolean
  /** Where report files (`reports/`) and the mail outbox (`outbox/`) live; defaults to the database file's folder. */
  dataDir?: string
  /** Sends report e-mails; defaults to SMTP with `SMTP_URL`, else .eml files in `<dataDir>/outbox`. */
  mailer?: Mailer
  /**
   * Makes report files in child processes, each on its own connection to the database file (a served app: the
   * thread that answers requests never waits behind a report); off for `:memory:` and by default (tests).
   */
  reportWorkers?: boolean
}

/** `data/roost.sqlite` keeps its uploads in `data/uploads`. */
const defaultUploadsDir = (databaseFile: string) =>
  databaseFile === MEMORY
    ? mkdtempSync(path.join(tmpdir(), 'roost-uploads-'))
    : path.join(path.dirname(path.resolve(databaseFile)), 'uploads')

/** `data/roost.sqlite` keeps report files in `data/reports` and the mail outbox in `data/outbox`. */
const defaultDataDir = (databaseFile: string) =>
  databaseFile === MEMORY
    ? mkdtempSync(path.join(tmpdir(), 'roost-data-'))
    : path.dirname(path.resolve(databaseFile))

/** Operations that accept the temporary signup token besides signup itself: the signup form's pickers (reads only). */
const SIGNUP_FORM_TAGS = ['resources']

/**
 * The local provider: every operation of the OpenAPI contract (validated both ways against it), and the
 * app's production build with its SPA fallback, on one origin.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? systemClock
  const contract = loadContract()
  const operations = listOperations(contract)

  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openDatabase(options.databaseFile, options.databaseImage)
  try {
    await migrateToLatest(db)
  } catch (error) {
    await db.destroy()
    throw error
  }

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: SMALL_BODY_LIMIT,
    frameworkErrors,
  })
  const sendServerTiming = timeAnswers(app)
  app.decorate('db', db)
  if (options.databaseUrl) {
    const stopListening = await listenForChanges(
      options.databaseUrl,
      (operatorId) => forgetLocally(db, operatorId),
      (error) => app.log.warn({ err: error }, 'stopped hearing of other instances’ writes'),
    )
    app.addHook('onClose', stopListening)
  }
  app.decorateRequest('auth', null)
  if (engine() === 'postgres') registerRequestScopes(app)
  app.addHook('onClose', () => db.destroy())
  await registerSecurityHeaders(app, { providerOrigin: options.providerOrigin })
  await registerCompression(app)
  if (options.rateLimit !== false) await registerRateLimits(app, options.rateLimit ?? PRODUCTION_RATE_LIMITS)
  const requests = contractValidatorCompiler(contract)
  app.setValidatorCompiler(requests.compiler)
  // Answers are checked against the contract before they leave (validateResponses), so plain JSON.stringify
  // is exact; fast-json-stringify would compile ~150 response schemas per app and drop unknown fields silently.
  // A reusable answer comes out as the Buffer kept for it: Fastify sends a serializer's Buffer as it is (reply.js,
  // onSendEnd), though its types only name strings.
  app.setSerializerCompiler(() => serializeAnswer as (data: unknown) => string)
  installErrorHandler(app)
  const responses = validateResponses(app, contract, operations)
  if (options.precompileChecks) {
    const precompiled = new Promise<void>((resolve, reject) => {
      app.addHook(
        'onReady',
        () =>
          void requests
            .precompile()
            .then(() => responses.precompile())
            .then(resolve, reject),
      )
    })
    app.decorate('checksPrecompiled', precompiled)
  }
  // Kept answers carry names and figures from everywhere: any write by an operator forgets theirs, except the
  // writes that change no figure (asking for a report, e-mailing one), which would otherwise cost the next reads.
  app.addHook('onSend', async (request) => {
    if (
      request.method !== 'GET' &&
      request.auth?.kind === 'session' &&
      !CHANGES_NO_FIGURE.has(operationIdOf(request) ?? '')
    )
      forgetTotals(db, request.auth.operator.id)
  })
  sendServerTiming()
  const tokens = tokenStore(db, now)
  const security = securityHandlers(tokens, {
    signupOnly: new Set(['signupOperator']),
    signupAlso: new Set(
      operations
        .filter((op) => op.method === 'GET' && op.tags.some((tag) => SIGNUP_FORM_TAGS.includes(tag)))
        .map((op) => op.operationId),
    ),
  })
  await registerMultipart(app, {
    authenticate: security.Token,
    secured: new Set(operations.filter((op) => op.secured).map((op) => op.operationId)),
  })
  acceptContractMediaTypes(app, operations)
  enforceRequestBodies(app, operations)
  refuseNulCharacters(app)
  applyBodyLimits(app, operations)

  const dataDir = options.dataDir ?? defaultDataDir(options.databaseFile)
  const reportsDir = path.join(dataDir, 'reports')
  const mailer = options.mailer ?? mailerFromEnvironment(process.env, path.join(dataDir, 'outbox'), now)
  const services = {
    db,
    now,
    tokens,
    otp: otpService(db, now, options.otpSender),
    version,
    startedAt: now(),
    files: fileStore(db, now, options.uploadsDir ?? defaultUploadsDir(options.databaseFile)),
    notifier: options.notifier ?? recordingNotifier,
    reports: {
      reportsDir,
      mailer,
      runner: reportRunner({
        db,
        now,
        reportsDir,
        mailer,
        log: app.log,
        workerDatabase: !options.reportWorkers
          ? undefined
          : (options.databaseUrl ??
            (options.databaseFile === MEMORY ? undefined : path.resolve(options.databaseFile))),
      }),
    },
  }
  app.decorate('files', services.files)
  await registerRuleSweep(app, db, now)
  const swept = await services.files.sweep()
  if (swept.temporary + swept.withoutRow) app.log.info(swept, 'removed files left by interrupted uploads')
  await app.register(openapiGlue, {
    specification: contract,
    serviceHandlers: serviceHandlers(services, operations),
    securityHandlers: security,
  })
  await registerAppShell(app, options.distDir ?? DIST_DIR)
  // Registered after the database's onClose, so it runs first (onClose hooks run last-in, first-out).
  app.addHook('onClose', () => services.reports.runner.stop())
  await services.reports.runner.start()
  const reminders = reminderSweeper({ db, now, notifier: services.notifier, log: app.log })
  app.decorate('sweepReminders', reminders.sweep)
  app.addHook('onClose', () => reminders.stop())
  await reminders.start()
  return app
}

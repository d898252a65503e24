import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** How many requests one session token and one client address may make in each window. */
export type RateLimitSettings = {
  /** Requests carrying one `Authorization` value, per window. */
  perToken: number
  /** Requests from one address (IPv6: one /64), whatever token they carry or none, per window. */
  perAddress: number
  /** The window, in milliseconds. */
  windowMs: number
}

/**
 * Far above what a real operator makes: a fast scroll of the collections list asks for at most a few 100-row
 * pages a second, and a dozen tabs opening at once make about 150 calls. An office of staff behind one NAT
 * address shares the address limit, so it is five times a token's.
 */
export const PRODUCTION_RATE_LIMITS: RateLimitSettings = {
  perToken: 1_200,
  perAddress: 6_000,
  windowMs: 60_000,
}

/** Keys (tokens, addresses) remembered at once per limit; the least recently seen go first. */
const REMEMBERED_KEYS = 20_000

/** The sentence the app's error toast shows for a 429. */
export const tooManyRequestsMessage = (seconds: number) =>
  `Too many requests in a short time. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`

/**
 * Counts every request (API, app shell, files) against its address, and those with a token also against the
 * token; past either limit the answer is 429 with `Retry-After` and the contract's `Error` body. Sign-in codes
 * keep their own, stricter rules besides (server/auth/otp.ts).
 */
export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  await app.register(fastifyRateLimit, { global: false })
  const common = { timeWindow: settings.windowMs, cache: REMEMBERED_KEYS }
  // The default key is the socket's address, IPv6 narrowed to its /64; X-Forwarded-For is not trusted.
  const byAddress = app.createRateLimit({ ...common, max: settings.perAddress })
  const byToken = app.createRateLimit({
    ...common,
    max: settings.perToken,
    keyGenerator: (request: FastifyRequest) => request.headers.authorization ?? '',
  })

  app.addHook('onRequest', async (request, reply) => {
    const limits = [await byAddress(request)]
    if (request.headers.authorization) limits.push(await byToken(request))
    const seconds = Math.max(
      0,
      ...limits.map((limit) => (!limit.isAllowed && limit.isExceeded ? Math.max(1, limit.ttlInSeconds) : 0)),
    )
    if (seconds === 0) return
    return reply
      .code(429)
      .header('retry-after', String(seconds))
      .send({ message: tooManyRequestsMessage(seconds) })
  })
}

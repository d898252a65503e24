import type { FastifyInstance, FastifyRequest } from 'fastify'

/** The Server-Timing metric every answer carries: the server's own time over it. */
export const SERVER_TIMING_METRIC = 'app'

/**
 * Every answer says how long the server spent on it, from the request's arrival to the answer leaving its last hook
 * (checked against the contract and compressed), in milliseconds: `Server-Timing: app;dur=1.4`. The browser's
 * developer tools show it beside the request's own timing, and a page reads it from its resource timing
 * (`serverTiming`), as `npm run bench:phases` does to tell the server's own time from the time a request spent on
 * its way. Call this before any other hook is registered, and what it answers once every other answer hook is, so
 * that their time is counted.
 */
export function timeAnswers(app: FastifyInstance): () => void {
  const arrivals = new WeakMap<FastifyRequest, number>()
  app.addHook('onRequest', (request, _reply, done) => {
    arrivals.set(request, performance.now())
    done()
  })
  return () =>
    app.addHook('onSend', (request, reply, payload, done) => {
      const arrived = arrivals.get(request)
      if (arrived !== undefined)
        reply.header(
          'server-timing',
          `${SERVER_TIMING_METRIC};dur=${(performance.now() - arrived).toFixed(1)}`,
        )
      done(null, payload)
    })
}

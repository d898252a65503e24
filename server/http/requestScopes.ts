import { AsyncResource } from 'node:async_hooks'
import type { FastifyInstance } from 'fastify'
import { operationIdOf } from '../contract/operationOf'
import { finishRequestScope, runInRequestScope, type RequestScope } from '../db/requestScope'

declare module 'fastify' {
  interface FastifyRequest {
    /** On PostgreSQL, the request's database scope (db/requestScope.ts). */
    databaseScope: RequestScope | null
    /** Carries the scope across the body's parsing, which resumes from the socket's own async context. */
    databaseScopeResource: AsyncResource | null
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Write operations that change nothing a kept answer shows (report jobs and their e-mails). */
export const CHANGES_NO_FIGURE: ReadonlySet<string> = new Set([
  'generateReport',
  'rerunReport',
  'emailReport',
])

/**
 * On PostgreSQL, each request runs in a database scope: once its token names the operator (authentication.ts),
 * its queries share one transaction as that operator. The transaction commits as the answer is sent when the
 * answer is a success, and rolls back otherwise; a request that ends without an answer (aborted, timed out)
 * rolls back too; a successful write moves the operator's data version before it commits, and tells the other
 * instances. Registered before the hooks that forget kept answers, so that those run after the commit.
 */
export function registerRequestScopes(app: FastifyInstance): void {
  app.decorateRequest('databaseScope', null)
  app.decorateRequest('databaseScopeResource', null)
  app.addHook('onRequest', (request, _reply, done) => {
    request.databaseScope = runInRequestScope(!READS.has(request.method), () => {
      request.databaseScopeResource = new AsyncResource('roost-request-scope')
      done()
    })
    if (CHANGES_NO_FIGURE.has(operationIdOf(request) ?? '')) request.databaseScope.changesData = false
  })
  // The first preValidation hook (registered before the others): back into the scope after the body is parsed.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.databaseScopeResource) request.databaseScopeResource.runInAsyncScope(done)
    else done()
  })
  app.addHook('onSend', async (request, reply) => {
    request.databaseScopeResource?.emitDestroy()
    request.databaseScopeResource = null
    if (request.databaseScope) await finishRequestScope(request.databaseScope, reply.statusCode < 400)
  })
  const rollBack = async (request: { databaseScope: RequestScope | null }) => {
    if (request.databaseScope) await finishRequestScope(request.databaseScope, false)
  }
  app.addHook('onResponse', rollBack)
  app.addHook('onRequestAbort', rollBack)
  app.addHook('onTimeout', rollBack)
}

import type { FastifyRequest } from 'fastify'
import type { AuthContext, TokenStore } from '../auth/tokens'
import { operationIdOf } from '../contract/operationOf'
import { enterOperator } from '../db/requestScope'
import type { OperatorRow } from '../db/schema'
import { unauthorized } from './httpError'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request's token speaks for; set by the `Token` security handler. */
    auth: AuthContext | null
  }
}

const TOKEN_HEADER = /^Token ([A-Za-z0-9_-]{20,200})$/

/** Which operations take which kind of token: signup takes only the temporary one. */
export type TokenPolicy = {
  /** Operations that accept only a signup token. */
  signupOnly: ReadonlySet<string>
  /** Operations that accept a signup token as well as a session token (the signup form's pickers). */
  signupAlso: ReadonlySet<string>
}

/**
 * The contract's `Token` security scheme: `Authorization: Token <token>`, resolved through its hash to an
 * operator (or, for signup, to the phone a code proved). fastify-openapi-glue turns a throw into a 401.
 */
export function securityHandlers(tokens: TokenStore, policy: TokenPolicy) {
  return {
    async Token(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization
      if (!header) throw unauthorized('Please sign in to continue.')
      const token = TOKEN_HEADER.exec(header)?.[1]
      if (!token) throw unauthorized('The Authorization header must read "Token <your token>".')
      const auth = await tokens.resolve(token)
      if (!auth) throw unauthorized('Your session has ended. Please sign in again.')
      const operationId = operationIdOf(request) ?? ''
      if (policy.signupOnly.has(operationId) && auth.kind !== 'signup') {
        throw unauthorized('Signing up needs the temporary token given when the code was checked.')
      }
      if (
        auth.kind === 'signup' &&
        !policy.signupOnly.has(operationId) &&
        !policy.signupAlso.has(operationId)
      ) {
        throw unauthorized('Finish signing up before using Roost.')
      }
      request.auth = auth
      if (auth.kind === 'session') enterOperator(auth.operator.id)
    },
  }
}

/** The signed-in operator; the security handler guarantees one on every secured operation but signup. */
export function operatorOf(request: FastifyRequest): OperatorRow {
  if (request.auth?.kind !== 'session') throw unauthorized()
  return request.auth.operator
}

import type { FastifyInstance } from 'fastify'
import { HttpError } from '../http/httpError'
import type { Operation } from './loadContract'
import { operationIdOf } from './operationOf'

type BodyRule = { required: boolean; mediaTypes: string[] }

function bodyRule(operation: Operation): BodyRule {
  const requestBody = operation.spec.requestBody
  if (typeof requestBody !== 'object' || requestBody === null || Array.isArray(requestBody)) {
    return { required: false, mediaTypes: [] }
  }
  const content = requestBody.content
  return {
    required: requestBody.required === true,
    mediaTypes: typeof content === 'object' && content !== null ? Object.keys(content) : [],
  }
}

/**
 * fastify validates a body only against the schema of the media type it came with, and none at all when
 * no body came. This closes both gaps: a required body must be there, and must be of a declared media type.
 */
export function enforceRequestBodies(app: FastifyInstance, operations: readonly Operation[]): void {
  const rules = new Map(operations.map((operation) => [operation.operationId, bodyRule(operation)]))
  app.addHook('preValidation', async (request) => {
    const rule = rules.get(operationIdOf(request) ?? '')
    if (!rule || rule.mediaTypes.length === 0) return
    const expected = rule.mediaTypes.join(' or ')
    if (request.body === undefined || request.body === null) {
      if (rule.required) throw new HttpError(400, `The request body is missing; send it as ${expected}.`)
      return
    }
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
    if (!rule.mediaTypes.includes(mediaType)) {
      throw new HttpError(415, `Send the request body as ${expected}.`)
    }
  })
}

/** Whether a parsed request value (body, query, path parameters) holds a string with a NUL character. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  // Plain objects only: an upload's bytes or stream are not text. The parsed query string is one whose
  // prototype is itself an empty object without a prototype (fast-querystring's), so that counts as plain too.
  const prototype: unknown =
    typeof value === 'object' && value !== null ? Object.getPrototypeOf(value) : undefined
  const plain =
    prototype === Object.prototype ||
    prototype === null ||
    (typeof prototype === 'object' && Object.getPrototypeOf(prototype) === null)
  return plain && Object.values(value as object).some(holdsNul)
}

/**
 * No text may carry the NUL character (U+0000): PostgreSQL cannot store it, and no name, note or reference needs
 * it, so both engines refuse it alike with a 400 before a handler runs.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new HttpError(400, 'Text cannot contain the NUL character (U+0000). Remove it and try again.')
    }
  })
}

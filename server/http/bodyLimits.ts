import type { FastifyInstance } from 'fastify'
import type { Json, JsonObject, Operation } from '../contract/loadContract'

const KIB = 1024

/** The body limit of routes without a JSON body of their own (the app shell, 404s); uploads set their own. */
export const SMALL_BODY_LIMIT = 16 * KIB

/** The limit of a JSON body whose schema leaves some part unbounded (no `maxLength`, no `maxItems`). */
export const UNBOUNDED_JSON_LIMIT = 64 * KIB

/**
 * The most any JSON body may take. Only bulk inventory edits come near it: the contract admits 50 floors of 200
 * rooms of 20 named beds (about 10 MB), but a property holds at most 10,000 beds on the bed board, and 10,000
 * rooms with every name at its longest are about 2 MB.
 */
export const LARGEST_BODY_LIMIT = 4 * KIB * KIB

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Characters of a JSON text that holds a `format` string at its longest. */
const FORMAT_LENGTHS: Record<string, number> = { date: 10, time: 8, 'date-time': 35, email: 254 }

/** Characters of the longest number a bounded numeric schema admits; an unbounded one, any double's longest. */
function numberLength(schema: JsonObject, type: 'integer' | 'number'): number {
  const { minimum, maximum } = schema
  if (typeof minimum !== 'number' || typeof maximum !== 'number') return 24
  // A bounded number may still carry a fraction: room for the longest one a double prints.
  return Math.max(String(minimum).length, String(maximum).length) + (type === 'integer' ? 0 : 17)
}

/**
 * The longest compact JSON text a schema admits, counting every character of a string as its escaped form
 * (`\u0000`, six bytes), or Infinity when some part of it is unbounded (a string without `maxLength`, an array
 * without `maxItems`, an object open to other properties).
 */
export function largestJson(schema: Json): number {
  if (!isObject(schema)) return Infinity
  const choices = schema.oneOf ?? schema.anyOf
  if (Array.isArray(choices)) return Math.max(...choices.map(largestJson))
  if (Array.isArray(schema.allOf))
    return schema.allOf.reduce((sum: number, part) => sum + largestJson(part), 0)
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map((value) => JSON.stringify(value).length))
  if ('const' in schema) return JSON.stringify(schema.const).length
  const types = Array.isArray(schema.type)
    ? schema.type
    : [schema.type ?? (schema.properties ? 'object' : '')]
  return Math.max(...types.map((type) => largestOfType(schema, String(type))))
}

function largestOfType(schema: JsonObject, type: string): number {
  switch (type) {
    case 'null':
      return 4
    case 'boolean':
      return 5
    case 'integer':
    case 'number':
      return numberLength(schema, type)
    case 'string': {
      if (typeof schema.maxLength === 'number') return 2 + 6 * schema.maxLength
      const formatLength = typeof schema.format === 'string' ? FORMAT_LENGTHS[schema.format] : undefined
      return formatLength === undefined ? Infinity : 2 + 6 * formatLength
    }
    case 'array':
      return typeof schema.maxItems === 'number'
        ? 2 + schema.maxItems * (largestJson(schema.items ?? null) + 1)
        : Infinity
    case 'object': {
      if (schema.additionalProperties !== false) return Infinity
      const properties = isObject(schema.properties) ? Object.entries(schema.properties) : []
      return properties.reduce((sum, [name, property]) => sum + name.length + 4 + largestJson(property), 2)
    }
    default:
      return Infinity
  }
}

/**
 * Twice the longest JSON body the operation admits (room for whitespace), within the small and largest limits;
 * undefined when it takes no JSON body.
 */
export function jsonBodyLimit(operation: Operation): number | undefined {
  const requestBody = operation.spec.requestBody
  const content = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content : undefined
  const json = content?.['application/json']
  if (!isObject(json)) return undefined
  const largest = largestJson(json.schema ?? null)
  if (!Number.isFinite(largest)) return UNBOUNDED_JSON_LIMIT
  return Math.min(LARGEST_BODY_LIMIT, Math.max(SMALL_BODY_LIMIT, Math.ceil((2 * largest) / KIB) * KIB))
}

/** A readable 413: what the operation takes at most. */
export function bodyTooLargeMessage(limit: number): string {
  const size = limit >= KIB * KIB ? `${limit / KIB / KIB} MB` : `${Math.ceil(limit / KIB)} KB`
  return `The request body is too large: this operation takes at most ${size}.`
}

/**
 * Gives every contract route with a JSON body its own limit, sized by its schema; fastify answers a larger body
 * with 413 before reading it when `Content-Length` says so, and stops reading at the limit otherwise. Multipart
 * uploads are not held to it: their parser streams, with its own file size limit (server/http/multipart.ts).
 */
export function applyBodyLimits(app: FastifyInstance, operations: readonly Operation[]): void {
  const limits = new Map(operations.map((operation) => [operation.operationId, jsonBodyLimit(operation)]))
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId
    const limit = typeof operationId === 'string' ? limits.get(operationId) : undefined
    if (limit) route.bodyLimit = limit
  })
}

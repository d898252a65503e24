import type { ValidateFunction } from 'ajv'
import { contractCompiler, describeErrors } from '../contract/ajv'
import {
  listOperations,
  loadContract,
  responseSchema,
  type JsonObject,
  type Operation,
} from '../contract/loadContract'

const contract = loadContract()
export const operations = listOperations(contract)
const compile = contractCompiler(contract, 'response')
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const validators = new Map<string, ValidateFunction | null>()

const templateRegex = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`)
const matchers = operations.map((operation) => ({
  operation,
  regex: templateRegex(operation.path),
  params: (operation.path.match(/\{/g) ?? []).length,
}))

/** The operation a request goes to; a literal segment wins over a parameter (`/otp/call` over `/otp/{phone}`). */
export function operationFor(method: string, url: string): Operation | undefined {
  const path = url.split('?')[0]
  return matchers
    .filter((m) => m.operation.method === method.toUpperCase() && m.regex.test(path))
    .sort((a, b) => a.params - b.params)[0]?.operation
}

/**
 * The response the contract declares for this status: the exact code or its `4XX` range. `default` does not
 * count below 500: a client status the contract does not name is drift, even when its body is an `Error`.
 */
export function declaredResponse(operation: Operation, status: number): JsonObject | undefined {
  const responses = isObject(operation.spec.responses) ? operation.spec.responses : {}
  const declared = responses[String(status)] ?? responses[`${String(status)[0]}XX`]
  return isObject(declared) ? declared : undefined
}

/** Problems of an answer against the contract's schema for its operation and status, or null when it fits. */
export function contractProblems(operation: Operation, status: number, body: unknown): string | null {
  if (status < 500 && !declaredResponse(operation, status)) {
    return `${operation.operationId} does not declare the status ${status}`
  }
  const key = `${operation.operationId} ${status}`
  let validate = validators.get(key)
  if (validate === undefined) {
    const schema = responseSchema(operation, status)
    validate = schema ? compile(schema) : null
    validators.set(key, validate)
  }
  if (!validate) return `the contract describes no JSON answer ${status} for ${operation.operationId}`
  return validate(body) ? null : describeErrors(validate.errors)
}

/**
 * Problems of any answer, JSON or not: a 5xx, a status the contract does not declare, a JSON body outside its
 * schema, or a media type the declared response does not list. Null when the answer fits.
 */
export function answerProblems(
  operation: Operation,
  status: number,
  contentType: string,
  body: unknown,
): string | null {
  if (status >= 500) return `a server error ${status}`
  const declared = declaredResponse(operation, status)
  if (!declared) return `${operation.operationId} does not declare the status ${status}`
  const mediaType = contentType.split(';')[0].trim().toLowerCase()
  const content = isObject(declared.content) ? declared.content : {}
  if (mediaType === 'application/json') return contractProblems(operation, status, body)
  if (!mediaType)
    return Object.keys(content).length ? `an empty answer where the contract declares a body` : null
  return mediaType in content
    ? null
    : `a ${mediaType} answer, which ${status} of ${operation.operationId} does not declare`
}

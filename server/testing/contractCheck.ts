import type { ValidateFunction } from 'ajv'
import { contractCompiler, describeErrors } from '../contract/ajv'
import { listOperations, loadContract, responseSchema, type Operation } from '../contract/loadContract'

const contract = loadContract()
export const operations = listOperations(contract)
const compile = contractCompiler(contract, 'response')
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

/** Problems of an answer against the contract's schema for its operation and status, or null when it fits. */
export function contractProblems(operation: Operation, status: number, body: unknown): string | null {
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

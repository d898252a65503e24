import type { ValidateFunction } from 'ajv'
import type { FastifyInstance } from 'fastify'
import { contractCompiler, describeErrors } from './ajv'
import { responseSchema, type JsonObject, type Operation } from './loadContract'
import { isReusable } from '../http/reusableAnswers'
import { operationIdOf } from './operationOf'

/** An answer that does not fit the contract: a server bug, reported loudly as a 500. */
export class ContractViolation extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContractViolation'
  }
}

/**
 * Checks every JSON answer of a contract operation against the contract's schema for its status before it
 * is serialized (serialization alone would drop unknown fields and coerce wrong types without a word). A
 * reusable answer, frozen, is checked once per schema.
 */
export function validateResponses(
  app: FastifyInstance,
  contract: JsonObject,
  operations: Operation[],
): { precompile(): Promise<void> } {
  const compile = contractCompiler(contract, 'response')
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]))
  const validators = new Map<string, ValidateFunction | null>()
  const passed = new WeakMap<ValidateFunction, WeakSet<object>>()

  const validatorFor = (operation: Operation, status: number) => {
    const key = `${operation.operationId} ${status}`
    let validate = validators.get(key)
    if (validate === undefined) {
      const schema = responseSchema(operation, status)
      validate = schema ? compile(schema) : null
      validators.set(key, validate)
    }
    return validate
  }

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const operationId = operationIdOf(request)
    const operation = operationId ? byId.get(operationId) : undefined
    if (!operation) return payload
    const validate = validatorFor(operation, reply.statusCode)
    if (!validate && reply.statusCode >= 300) return payload
    if (!validate) {
      throw new ContractViolation(
        `${operation.operationId} answered ${reply.statusCode}, which the contract does not describe`,
      )
    }
    const reusable = isReusable(payload)
    if (reusable && passed.get(validate)?.has(payload)) return payload
    if (!validate(payload)) {
      const problems = describeErrors(validate.errors)
      throw new ContractViolation(
        `${operation.operationId} answered ${reply.statusCode} outside the contract: ${problems}`,
      )
    }
    if (reusable) passed.set(validate, (passed.get(validate) ?? new WeakSet()).add(payload))
    return payload
  })

  return {
    /**
     * Compiles the checks of every answer the contract describes, one per turn of the event loop, so that a
     * served app's first requests do not wait for them (~50 ms for the collection list's).
     */
    async precompile() {
      for (const operation of operations) {
        const responses = operation.spec.responses
        for (const status of Object.keys(typeof responses === 'object' && responses ? responses : {})) {
          if (!/^\d{3}$/.test(status)) continue
          validatorFor(operation, Number(status))
          await new Promise((resolve) => setImmediate(resolve))
        }
      }
    },
  }
}

import type { ValidateFunction } from 'ajv'
import type { FastifySchemaCompiler } from 'fastify'
import { contractCompiler } from './ajv'
import type { JsonObject } from './loadContract'

export type ContractValidators = {
  compiler: FastifySchemaCompiler<JsonObject>
  /** Compiles every route's checks not yet compiled, one per turn of the event loop (a served app, at start). */
  precompile(): Promise<void>
}

/**
 * Validates requests against the contract: JSON bodies exactly as sent (an extra property is a 400, never
 * silently dropped); parameters and multipart form fields, which arrive as strings, coerced to the declared
 * types. Both get the declared defaults.
 *
 * Each route's check compiles on its first request, or in `precompile`: compiling all ~700 (a route's body,
 * path, query and headers each have one) took ~1 s of every app's start, and a test file's servers each call
 * a few routes.
 */
export function contractValidatorCompiler(contract: JsonObject): ContractValidators {
  const body = contractCompiler(contract, 'body')
  const parameters = contractCompiler(contract, 'parameters')
  const pending = new Set<() => ValidateFunction>()
  return {
    compiler: ({ schema, httpPart, contentType }) => {
      if (httpPart === 'headers') return onFirstUse(() => parameters(lowerCaseHeaderNames(schema)), pending)
      const compile = httpPart === 'body' && contentType !== 'multipart/form-data' ? body : parameters
      return onFirstUse(() => compile(schema), pending)
    },
    async precompile() {
      for (const compile of pending) {
        compile()
        await new Promise((resolve) => setImmediate(resolve))
      }
    },
  }
}

/**
 * A check that compiles when first called, or when `pending`'s owner compiles it. It carries `schemaEnv`, as
 * Ajv's own functions do, so that fastify passes it the parent object and a root value can be coerced in place.
 */
function onFirstUse(compile: () => ValidateFunction, pending: Set<() => ValidateFunction>): ValidateFunction {
  let compiled: ValidateFunction | undefined
  const ensure = () => {
    pending.delete(ensure)
    compiled ??= compile()
    return compiled
  }
  pending.add(ensure)
  const validate = ((data: unknown, context?: object) => {
    const check = ensure()
    const valid = (check as (data: unknown, context?: object) => boolean)(data, context)
    validate.errors = check.errors
    return valid
  }) as ValidateFunction
  return Object.assign(validate, { schemaEnv: true })
}

/**
 * Node gives header names in lower case; fastify lowercases the names in a header schema itself only when
 * its own compiler is used. fastify-openapi-glue builds a flat object schema, so the top level suffices.
 */
function lowerCaseHeaderNames(schema: JsonObject): JsonObject {
  const { properties, required } = schema
  return {
    ...schema,
    ...(typeof properties === 'object' && properties !== null && !Array.isArray(properties)
      ? {
          properties: Object.fromEntries(
            Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value]),
          ),
        }
      : {}),
    ...(Array.isArray(required) ? { required: required.map((name) => String(name).toLowerCase()) } : {}),
  }
}

import type { FastifySchemaCompiler } from 'fastify'
import { contractCompiler } from './ajv'
import type { JsonObject } from './loadContract'

/**
 * Validates requests against the contract: JSON bodies exactly as sent (an extra property is a 400, never
 * silently dropped); parameters and multipart form fields, which arrive as strings, coerced to the declared
 * types. Both get the declared defaults.
 */
export function contractValidatorCompiler(contract: JsonObject): FastifySchemaCompiler<JsonObject> {
  const body = contractCompiler(contract, 'body')
  const parameters = contractCompiler(contract, 'parameters')
  return ({ schema, httpPart, contentType }) =>
    (httpPart === 'body' && contentType !== 'multipart/form-data' ? body : parameters)(schema)
}

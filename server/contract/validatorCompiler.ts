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
  return ({ schema, httpPart, contentType }) => {
    if (httpPart === 'headers') return parameters(lowerCaseHeaderNames(schema))
    return (httpPart === 'body' && contentType !== 'multipart/form-data' ? body : parameters)(schema)
  }
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

import type { FastifyRequest } from 'fastify'

/** The contract's operationId of the route that took this request (fastify-openapi-glue puts it in the schema). */
export function operationIdOf(request: FastifyRequest): string | undefined {
  const schema = request.routeOptions.schema as { operationId?: unknown } | undefined
  return typeof schema?.operationId === 'string' ? schema.operationId : undefined
}

import type { FastifyInstance } from 'fastify'
import type { Json, Operation } from '../contract/loadContract'

const mediaTypesOf = (node: Json | undefined): string[] =>
  typeof node === 'object' && node !== null && !Array.isArray(node) && typeof node.content === 'object'
    ? Object.keys(node.content ?? {})
    : []

/**
 * Every media type the contract names (downloads such as application/pdf included) gets a body parser, so
 * that none is unreadable: those fastify does not know are read as raw bytes.
 */
export function acceptContractMediaTypes(app: FastifyInstance, operations: readonly Operation[]): void {
  const named = new Set(
    operations.flatMap(({ spec }) => [
      ...mediaTypesOf(spec.requestBody),
      ...Object.values(typeof spec.responses === 'object' && spec.responses ? spec.responses : {}).flatMap(
        mediaTypesOf,
      ),
    ]),
  )
  const unknown = [...named].filter((type) => !app.hasContentTypeParser(type))
  if (unknown.length) {
    app.addContentTypeParser(unknown, { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
  }
}

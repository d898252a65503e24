import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import type { SecurityError } from 'fastify-openapi-glue'
import { ContractViolation } from '../contract/responseValidation'
import { validationFailure } from '../contract/validationMessages'
import { bodyTooLargeMessage } from './bodyLimits'
import { HttpError } from './httpError'

/** Sentences for fastify's own request errors (body parsing), by error code; multipart.ts words the form's. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
}

/** fastify-openapi-glue's wrapper around what the security handlers threw (exported by it as a type only). */
const isSecurityError = (error: Error): error is SecurityError =>
  error.name === 'Unauthorized' && 'errors' in error && Array.isArray(error.errors)

/**
 * Every failure leaves as the contract's `{ message, errors? }`: validation errors with a readable sentence
 * and the failing fields, our own HttpErrors as they are, a failed `Token` check as 401, and anything
 * unexpected as a logged 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send(validationFailure(error.validation, error.validationContext ?? 'body'))
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply
        .code(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message })
    }
    if (isSecurityError(error)) {
      const cause = error.errors.find((inner): inner is HttpError => inner instanceof HttpError)
      return reply
        .code(cause?.statusCode ?? 401)
        .send({ message: cause?.message ?? 'Please sign in to continue.' })
    }
    if (error instanceof ContractViolation) {
      request.log.error({ err: error }, 'answer outside the contract')
      return reply.code(500).send({ message: error.message })
    }
    const status = error.statusCode ?? 500
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: bodyTooLargeMessage(request.routeOptions.bodyLimit) })
    }
    if (status < 500) {
      return reply
        .code(status)
        .send({ message: (error.code && FASTIFY_MESSAGES[error.code]) ?? error.message })
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.code(500).send({ message: 'Something went wrong on the server. Please try again.' })
  })
}

/**
 * Requests fastify refuses before routing them (a path parameter over its length limit, a broken
 * percent-encoding) leave as a 400 in the contract's `Error` shape, not fastify's own 414 or body.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void reply.code(400).send({
    message:
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A value in the address is too long.'
        : 'The address is not valid.',
  })
}

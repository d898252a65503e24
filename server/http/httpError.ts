import type { FieldError } from '../contract/validationMessages'

/** A failure the client should see as is: status, a sentence to show, and optionally fields and headers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors)

export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message)

/** Also the answer for another operator's id, so that ids cannot be probed (never 403). */
export const notFound = (message: string) => new HttpError(404, message)

export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors)

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) })

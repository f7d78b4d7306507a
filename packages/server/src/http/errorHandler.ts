import type { FastifyError, FastifyInstance } from 'fastify'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../storage/isDatabaseUnavailable.ts'
import { type ErrorBody, HttpError, reasonOf } from './httpError.ts'

/** docs/rules/errors.md's 503 while the database cannot be reached: the client retries after Retry-After. */
export const DATABASE_UNAVAILABLE = 'The database is unavailable; try again shortly'

/**
 * Every failure answers `{ statusCode, error, message }`. Client errors keep their status and message;
 * a lost database connection is a 503 with Retry-After; anything else is logged and answered as a
 * plain 500 without internals.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let statusCode = 500
    let message = 'Internal Server Error'
    if (error instanceof HttpError) {
      statusCode = error.statusCode
      message = error.shortMessage
      reply.headers(error.headers)
    } else if (error.validation) {
      statusCode = 400
      message = error.message
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      statusCode = error.statusCode
      message = error.message
    } else if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      const body: ErrorBody = { statusCode: 503, error: reasonOf(503), message: DATABASE_UNAVAILABLE }
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(body)
    }
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed')
    const body: ErrorBody = { statusCode, error: reasonOf(statusCode), message }
    return reply.status(statusCode).send(body)
  })

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      statusCode: 404,
      error: reasonOf(404),
      message: `Route ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)} not found`,
    }
    return reply.status(404).send(body)
  })
}

import { PorticoError } from '@portico/core'

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

export function reasonOf(statusCode: number): string {
  return REASONS[statusCode] ?? 'Error'
}

/** An error answered to the client with its status code and message. */
export class HttpError extends PorticoError {
  override name = 'HttpError'
  readonly statusCode: number
  readonly headers: Record<string, string>

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message, { code: statusCode })
    this.statusCode = statusCode
    this.headers = headers
  }
}

export type HttpErrorType = HttpError & { name: 'HttpError' }

/** The JSON body of every error response. */
export type ErrorBody = { statusCode: number; error: string; message: string }

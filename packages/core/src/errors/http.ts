import { PorticoError } from './base.ts'

/** A non-OK HTTP response (docs/rules/errors.md): 'HTTP status code: {n}'. */
export class HttpStatusError extends PorticoError {
  override name = 'HttpStatusError'
  readonly status: number
  constructor(status: number, parameters: { url?: string | undefined; body?: string | undefined } = {}) {
    super(`HTTP status code: ${status}`, {
      code: status,
      messageId: 'httpStatus',
      messageValues: { status },
      details: parameters.body,
      metaMessages: parameters.url ? [`URL: ${parameters.url}`] : undefined,
    })
    this.status = status
  }
}

export type HttpStatusErrorType = HttpStatusError & { name: 'HttpStatusError' }

/** The reason a Portico server gave with a non-OK answer (its `message`), if the error carries one. */
export function getServerMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpStatusError) || !error.details) return undefined
  try {
    const { message } = JSON.parse(error.details) as { message?: unknown }
    return typeof message === 'string' ? message : undefined
  } catch {
    return undefined
  }
}

/** The allowed-origins call answered 429 (docs/rules/errors.md): code and message 'RATE_LIMITED'. */
export class RateLimitedError extends PorticoError {
  override name = 'RateLimitedError'
  readonly status = 429
  constructor(parameters: { cause?: unknown } = {}) {
    super('RATE_LIMITED', { code: 'RATE_LIMITED', cause: parameters.cause })
  }
}

export type RateLimitedErrorType = RateLimitedError & { name: 'RateLimitedError' }

/** The allowed-origins call answered 500–599 (docs/rules/errors.md): code and message 'SERVER_ERROR'. */
export class ServerError extends PorticoError {
  override name = 'ServerError'
  readonly status: number
  constructor(status: number, parameters: { cause?: unknown } = {}) {
    super('SERVER_ERROR', { code: 'SERVER_ERROR', details: `HTTP status ${status}`, cause: parameters.cause })
    this.status = status
  }
}

export type ServerErrorType = ServerError & { name: 'ServerError' }

/** Analytics answered 403: the page's origin is not on the project's allow-list (docs/rules/errors.md). */
export class InvalidAppConfigurationError extends PorticoError {
  override name = 'InvalidAppConfigurationError'
  constructor(parameters: { origin?: string | undefined } = {}) {
    super('Invalid App Configuration', {
      code: 403,
      details: `The origin ${parameters.origin ?? 'of this page'} is not on the project's allow-list.`,
      messageId: 'invalidAppConfiguration',
    })
  }
}

export type InvalidAppConfigurationErrorType = InvalidAppConfigurationError & {
  name: 'InvalidAppConfigurationError'
}

/** docs/rules/errors.md: 'The request took too long to respond.' */
export class RequestTimeoutError extends PorticoError {
  override name = 'RequestTimeoutError'
  constructor(parameters: { timeoutMs?: number | undefined; url?: string | undefined } = {}) {
    super('The request took too long to respond.', {
      details:
        parameters.timeoutMs === undefined ? undefined : `No answer within ${parameters.timeoutMs} ms.`,
      metaMessages: parameters.url ? [`URL: ${parameters.url}`] : undefined,
      messageId: 'requestTimeout',
    })
  }
}

export type RequestTimeoutErrorType = RequestTimeoutError & { name: 'RequestTimeoutError' }

/**
 * docs/rules/errors.md: a wallet RPC method outside the allowed set. `uiMessage` is what the modal shows (its
 * translations are under `messageId`).
 */
export class RpcCallNotAllowedError extends PorticoError {
  override name = 'RpcCallNotAllowedError'
  readonly uiMessage = 'Action not allowed'
  constructor(method: string) {
    super('Requested RPC call is not allowed', {
      details: `Method: ${method}`,
      messageId: 'rpcCallNotAllowed',
    })
  }
}

export type RpcCallNotAllowedErrorType = RpcCallNotAllowedError & { name: 'RpcCallNotAllowedError' }

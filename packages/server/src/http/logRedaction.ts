import type { FastifyServerOptions } from 'fastify'

/** Query parameters whose values never reach a log line (OAuth codes and state, tokens, keys). */
export const SECRET_QUERY_PARAMETERS = [
  'code',
  'state',
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'client_secret',
  'password',
  'secret',
  'signature',
  'apikey',
  'api_key',
  'key',
] as const

const SECRET_KEYS = new Set<string>(SECRET_QUERY_PARAMETERS.map((name) => name.toLowerCase()))

/** Headers and fields pino replaces with `[Redacted]` wherever a log call passes them. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
]

/** A request URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?')
  if (start === -1) return url
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? ''
      let decoded = name
      try {
        decoded = decodeURIComponent(name)
      } catch {}
      return SECRET_KEYS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair
    })
  return `${url.slice(0, start)}?${query.join('&')}`
}

type LoggedRequest = {
  method: string
  url: string
  host?: string
  ip?: string
  headers?: Record<string, unknown>
  socket?: { remotePort?: number }
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>

/**
 * The server's pino settings with redaction: request lines keep Fastify's fields but secret query
 * values are cut, and Authorization, Cookie and Set-Cookie headers are never written. `false` stays
 * silent; given serializers or redact paths win.
 *
 * @example
 * Fastify({ logger: redactingLogger({ level: 'info' }) })
 */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false
  const options: LoggerOptions = logger === undefined || logger === true ? { level: 'info' } : logger
  return {
    ...options,
    redact: options.redact ?? { paths: REDACTED_PATHS },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        version: request.headers?.['accept-version'] as string | undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      ...options.serializers,
    },
  } as LoggerOptions
}

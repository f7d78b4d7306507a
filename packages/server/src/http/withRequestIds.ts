import type { FastifyServerOptions } from 'fastify'
import { requestIds } from './requestIdStore.ts'

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>
type BoundLogger = { bindings(): Record<string, unknown> }

/**
 * Adds `reqId` to every log line written while a request is being answered, also by loggers that are
 * not the request's own (an upstream client shared by all requests, a cache filled for this one):
 * docs/deploy.md, "Metrics", promises the id on every line of a request. Needs
 * `registerRequestIdScope` on the app.
 *
 * @example
 * Fastify({ logger: withRequestIds({ level: 'info' }) })
 */
export function withRequestIds(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined || logger === true) return logger
  const options: LoggerOptions = logger
  return {
    ...options,
    mixin(merge: object, level: number, bound: BoundLogger) {
      const own = options.mixin?.(merge, level, bound as never) ?? {}
      const reqId = requestIds.getStore()
      // A request's own logger binds `reqId` already; a second one would repeat the key in the line.
      if (reqId === undefined || 'reqId' in bound.bindings()) return own
      return { ...own, reqId }
    },
  } as LoggerOptions
}

import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyServerOptions } from 'fastify'

/**
 * The client IP of a raw request (an HTTP upgrade, which Fastify never sees) by Fastify's own rules
 * for `request.ip` under the same `trustProxy` setting, so the relay's per-IP limits and the HTTP
 * limits agree on who the client is.
 *
 * @example
 * const clientIp = clientIpOf(true)
 * server.on('upgrade', (request) => console.log(clientIp(request)))
 */
export function clientIpOf(
  trustProxy: FastifyServerOptions['trustProxy'],
): (request: IncomingMessage) => string {
  if (!trustProxy) return (request) => request.socket.remoteAddress ?? ''
  const trust = trustFunction(trustProxy)
  return (request) => proxyAddr.all(request, trust).at(-1) ?? ''
}

/** Fastify's `getTrustProxyFn` (lib/request.js), for the values `trustProxy` takes. */
function trustFunction(
  trustProxy: Exclude<FastifyServerOptions['trustProxy'], false | undefined>,
): (address: string, index: number) => boolean {
  if (typeof trustProxy === 'function') return trustProxy
  if (trustProxy === true) return () => true
  if (typeof trustProxy === 'string')
    return proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()))
  return proxyAddr.compile(trustProxy)
}

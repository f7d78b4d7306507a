import type { FastifyInstance } from 'fastify'

/** The API answers data, never a page: nothing it sends may run, load anything or be framed. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * Security headers on every answer of the main listener: no MIME sniffing, no referrer, no framing,
 * and the API's deny-all Content-Security-Policy unless the route set its own (images, HTML pages).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
    reply.header('x-frame-options', 'DENY')
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY)
  })
}

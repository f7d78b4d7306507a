import { readFileSync } from 'node:fs'
import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { renderApiPage } from './renderApiPage.ts'

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string
}

/** The page's own policy: no script at all, its inline styles only, nothing loaded from anywhere. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

export type RegisterApiDocsParameters = {
  /** The document's title, e.g. `Portico server`. */
  title: string
  /** What the API is and where it listens (Markdown). */
  description: string
}

/**
 * Describes the app's routes as OpenAPI 3.1 from their own JSON schemas (`@fastify/swagger`) and serves
 * the description at `GET /docs/json` and as a readable page at `GET /docs` (rendered here, no script and
 * no CDN). Register it before the routes: it collects them as they are added. docs/openapi.json is this
 * description of the main listener, docs/openapi-vault.json that of the secure origin (`npm run docs:api`).
 *
 * @example
 * await registerApiDocs(app, { title: 'Portico server', description: 'The main listener.' })
 * app.get('/health', { schema: { summary: 'Liveness' } }, async () => ({ ok: true }))
 */
export async function registerApiDocs(
  app: FastifyInstance,
  parameters: RegisterApiDocsParameters,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: parameters.title, version, description: parameters.description },
    },
  })
  let page: string | undefined
  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger())
  app.get('/docs', { schema: { hide: true } }, async (_request, reply) => {
    page ??= renderApiPage(app.swagger() as Parameters<typeof renderApiPage>[0])
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_POLICY)
      .header('cache-control', 'no-cache')
      .send(page)
  })
}

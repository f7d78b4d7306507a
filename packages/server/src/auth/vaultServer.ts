import { readFile } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify'
import type { KnownToken } from '../blockchain/knownTokens.ts'
import { DATABASE_UNAVAILABLE } from '../http/errorHandler.ts'
import { registerRequestIdScope } from '../http/registerRequestIdScope.ts'
import { REQUEST_ID_HEADER, requestIdOf } from '../http/requestId.ts'
import { schemaErrorFormatter, validatorCompiler } from '../http/validation.ts'
import type { EmbeddedLoginMethod, ServerMetrics } from '../metrics/createServerMetrics.ts'
import { registerApiDocs } from '../openapi/registerApiDocs.ts'
import type { Storage } from '../storage/createStorage.ts'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../storage/isDatabaseUnavailable.ts'
import { sweepAuth } from './authStore.ts'
import { DEFAULT_VAULT_PORT, type EmbeddedWalletOptions } from './options.ts'
import { registerAuthRoutes } from './registerAuthRoutes.ts'
import { registerVaultTokenRoute } from './registerVaultTokenRoute.ts'
import { authErrorResponses, healthResponseSchema } from './responseSchemas.ts'

export type RunningVault = {
  /** The secure origin, e.g. `http://127.0.0.1:8788`. */
  url: string
  app: FastifyInstance
  close(): Promise<void>
}

/** The routes that complete an embedded-wallet login, by login method. */
const LOGIN_ROUTES: Record<string, EmbeddedLoginMethod> = {
  '/v1/auth/email/verify': 'email',
  '/v1/auth/social/finish': 'social',
  '/v1/auth/farcaster/status': 'farcaster',
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
}

const NOT_BUILT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vault app not built</title></head><body><h1>Vault app not built: run npm run build -w @portico/auth</h1></body></html>'

export type CreateVaultAppParameters = {
  storage: Storage
  options: EmbeddedWalletOptions
  logger: FastifyBaseLogger
  /** The operator's token list (the main listener's blockchain API), for the approval screen's amounts. */
  knownToken?: ((caipNetworkId: string, address: string) => KnownToken | undefined) | undefined
  /** Called for every route as it is registered (Fastify's `onRoute` hook). */
  onRoute?: ((route: RouteOptions) => void) | undefined
  /** Where logins and refused logins are counted. */
  metrics?: ServerMetrics | undefined
  /** The secure origin once known (the listener's port may be picked at start). */
  origin: () => string
  /**
   * Whom to believe for the client address (Fastify's `trustProxy`), as on the main listener: behind a
   * load balancer the per-IP login limits count each client, not the balancer.
   */
  trustProxy?: FastifyServerOptions['trustProxy']
}

/**
 * The secure origin's app, not listening: the vault app's files, the `/v1/auth/*` API and its
 * description at `/docs` and `/docs/json` (docs/openapi-vault.json). `startVault` listens with it.
 *
 * @example
 * const app = await createVaultApp({ storage, options, logger, origin: () => 'http://127.0.0.1:8788' })
 */
export async function createVaultApp(parameters: CreateVaultAppParameters): Promise<FastifyInstance> {
  const { options, origin } = parameters
  const app = Fastify({
    loggerInstance: parameters.logger.child({ listener: 'vault' }),
    trustProxy: parameters.trustProxy ?? false,
    bodyLimit: 32 * 1024,
    schemaErrorFormatter,
    return503OnClosing: true,
    genReqId: requestIdOf,
    routerOptions: { maxParamLength: 256 },
  })
  if (parameters.onRoute) app.addHook('onRoute', parameters.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500
    if (status === 500 && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: DATABASE_UNAVAILABLE })
    }
    if (status === 502) {
      request.log.warn({ err: error }, 'upstream failed')
      return reply.status(502).header('retry-after', '30').send({ error: error.message })
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send({ error: 'Internal Server Error' })
    }
    return reply.status(status).send({ error: error.message })
  })
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found' }))

  const frameAncestors = [...(options.frameAncestors ?? [])]
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"
  // The vault page runs only its own scripts and talks only to its own origin.
  const pagePolicy = [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
    // Browsers that predate frame-ancestors: the header cannot list origins, so it is sent only when none may frame.
    if (frameAncestors.length === 0) reply.header('x-frame-options', 'DENY')
    if (request.url.startsWith('/v1/')) reply.header('cache-control', 'no-store')
    if (!reply.hasHeader('content-security-policy')) {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
      reply.header('content-security-policy', html ? pagePolicy : `frame-ancestors ${ancestors}`)
    }
  })

  registerRequestIdScope(app)
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
  const metrics = parameters.metrics
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched'
      metrics.observeRequest({
        route,
        method: request.method,
        status: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      })
      // A login route answers 200 with a session, 202 while a Farcaster approval is pending, 4xx or 5xx when refused.
      const method = LOGIN_ROUTES[route]
      if (method && reply.statusCode !== 202) metrics.observeLogin(method, reply.statusCode === 200)
    })
  }
  await registerApiDocs(app, {
    title: 'Portico secure origin',
    description:
      "The embedded wallet's listener (packages/server/README.md, docs/security.md): the vault app the dapp frames and the /v1/auth/* API, which answers only requests from this origin itself (the framed vault app). Errors are JSON { error }.",
  })
  // The balancer's health check (docs/deploy/haproxy.cfg): no Origin, so not under /v1/auth/.
  app.get(
    '/health',
    {
      schema: {
        summary: "The load balancer's health check",
        response: { 200: healthResponseSchema, ...authErrorResponses },
      },
    },
    async () => ({ status: 'ok' }),
  )
  const routes = registerAuthRoutes(app, parameters.storage.db, options, origin)
  registerVaultTokenRoute(app, parameters.knownToken ?? (() => undefined))

  const vaultDir = options.vaultDir ? resolve(options.vaultDir) : undefined
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = decodeURIComponent((request.url.split('?')[0] ?? '/').slice(1)) || 'vault.html'
    if (path.startsWith('v1/')) return reply.status(404).send({ error: 'Not found' })
    if (!vaultDir) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT)
    const file = resolve(vaultDir, path)
    if (!file.startsWith(vaultDir + sep)) return reply.status(404).send({ error: 'Not found' })
    let data: Buffer
    try {
      data = await readFile(file)
    } catch {
      if (path === 'vault.html') return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT)
      return reply.status(404).send({ error: 'Not found' })
    }
    reply.type(CONTENT_TYPES[extname(file)] ?? 'application/octet-stream')
    reply.header(
      'cache-control',
      path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    )
    return reply.send(data)
  })

  const sweep = setInterval(() => {
    sweepAuth(parameters.storage.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'auth sweep failed'),
    )
  }, 60_000)
  sweep.unref()
  app.addHook('onClose', async () => {
    clearInterval(sweep)
    routes.close()
  })

  return app
}

/**
 * The secure origin: a second listener (default 127.0.0.1:8788) serving the vault app, which the dapp
 * frames, and the `/v1/auth/*` API. Only the listed origins may frame it; only the secure origin itself
 * may call the API.
 *
 * @example
 * const vault = await startVault({ storage, options: { masterKey, vaultDir }, host: '127.0.0.1', logger: app.log })
 */
export async function startVault(
  parameters: Omit<CreateVaultAppParameters, 'origin'> & { host: string },
): Promise<RunningVault> {
  const { options, host } = parameters
  let origin = options.origin?.replace(/\/+$/, '') ?? ''
  const app = await createVaultApp({ ...parameters, origin: () => origin })
  try {
    await app.listen({ host, port: options.vaultPort ?? DEFAULT_VAULT_PORT })
  } catch (error) {
    await app.close()
    throw error
  }
  const address = app.server.address()
  const port =
    typeof address === 'object' && address ? address.port : (options.vaultPort ?? DEFAULT_VAULT_PORT)
  origin ||= `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return { url: origin, app, close: () => app.close() }
}

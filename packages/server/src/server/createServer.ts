import cors from '@fastify/cors'
import { limitRelayConnections } from '@portico/relay/limitConnections'
import Fastify, { type FastifyInstance } from 'fastify'
import { registerBundlerRoutes } from '../bundler/registerBundlerRoutes.ts'
import { clientIpOf } from '../http/clientIpOf.ts'
import { registerErrorHandlers } from '../http/errorHandler.ts'
import { redactingLogger } from '../http/logRedaction.ts'
import { enforce } from '../http/rateLimiter.ts'
import { registerRequestIdScope } from '../http/registerRequestIdScope.ts'
import { REQUEST_ID_HEADER, requestIdOf } from '../http/requestId.ts'
import { registerAnalyticsRoutes } from '../http/routes/analytics.ts'
import { registerEmailRoutes } from '../http/routes/emails.ts'
import { registerHealthRoute } from '../http/routes/health.ts'
import { registerImageRoutes } from '../http/routes/images.ts'
import { registerProjectRoutes } from '../http/routes/projects.ts'
import { registerSessionRoutes } from '../http/routes/sessions.ts'
import { registerWalletRoutes } from '../http/routes/wallets.ts'
import { registerSecurityHeaders } from '../http/securityHeaders.ts'
import { schemaErrorFormatter, validatorCompiler } from '../http/validation.ts'
import { withRequestIds } from '../http/withRequestIds.ts'
import { createImageAsset } from '../images/imageAsset.ts'
import { loadStaticImages } from '../images/staticImages.ts'
import { createServerMetrics } from '../metrics/createServerMetrics.ts'
import { registerApiDocs } from '../openapi/registerApiDocs.ts'
import { ProjectCache } from '../projects/projectCache.ts'
import { ensureDefaultProject, PROJECTS_CHANNEL } from '../projects/projectsRepository.ts'
import { SEED_WALLETS_FILE } from '../seed/seedPaths.ts'
import { createStorage } from '../storage/createStorage.ts'
import { DirectoryStore } from '../wallets/directoryStore.ts'
import { readWalletsFile, seedWalletsIfEmpty } from '../wallets/importWallets.ts'
import type { LocalWallets } from '../wallets/loadWalletDirectory.ts'
import type { ServerContext } from './context.ts'
import {
  DEFAULT_BODY_LIMIT,
  DEFAULT_DIRECTORY_REFRESH_MS,
  DEFAULT_PROJECT_CACHE_MS,
  DEFAULT_RELAY_CONNECTIONS_PER_IP,
  DEFAULT_UPGRADE_PATH,
  type ServerOptions,
} from './options.ts'
import { createRateLimits } from './rateLimits.ts'

/**
 * Builds the Portico server (packages/server/README.md): opens and migrates storage, seeds the wallet directory and the
 * default project on first start, and registers every route. It does not listen; call `app.listen()`
 * or use `startServer`. Closing the app closes storage it opened.
 */
export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const storage = options.storage ?? (await createStorage(options))
  const ownsStorage = options.storage === undefined
  let app: FastifyInstance | undefined
  // Redis errors before the app exists (connecting at startup) are not logged; requests come later.
  const rateLimits = createRateLimits(options.rateLimit, (details, message) =>
    app?.log.warn(details, message),
  )
  try {
    await ensureDefaultProject(storage.db)
    await seedWalletsIfEmpty(storage.db, options.seedWalletsFile ?? SEED_WALLETS_FILE)
    const context: ServerContext = {
      storage,
      directory: await DirectoryStore.open(storage.db, await readLocalWallets(options.localWalletsFile)),
      images: loadStaticImages(),
      projects: new ProjectCache(storage.db, options.projectCacheMs ?? DEFAULT_PROJECT_CACHE_MS),
      limits: rateLimits.limits,
      shared: rateLimits.shared,
      publicUrl: options.publicUrl?.replace(/\/+$/, ''),
      adminToken: options.adminToken,
      startedAt: Date.now(),
      knownToken: () => undefined,
      metrics: createServerMetrics({ storage }),
    }
    // A project changed by any process (the CLI, another node) is read afresh at once, not after the TTL.
    storage.listen(PROJECTS_CHANNEL, (id) => (id ? context.projects.forget(id) : context.projects.clear()))
    app = await buildApp(context, options, ownsStorage)
    app.addHook('onClose', rateLimits.close)
    return app
  } catch (error) {
    await rateLimits.close()
    if (ownsStorage) await storage.close()
    throw error
  }
}

async function buildApp(context: ServerContext, options: ServerOptions, ownsStorage: boolean) {
  const app = Fastify({
    logger: withRequestIds(redactingLogger(options.logger)),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    schemaErrorFormatter,
    return503OnClosing: true,
    genReqId: requestIdOf,
    // Longer than any valid id, so too-long ids get the schema's 400 rather than the router's 414.
    routerOptions: { maxParamLength: 256 },
  })
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.decorate('portico', context)
  registerErrorHandlers(app)
  registerSecurityHeaders(app)
  // Every log line of a request carries its id (pino's reqId); the client and the balancer see it too.
  registerRequestIdScope(app)
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
  app.addHook('onResponse', async (request, reply) => {
    context.metrics.observeRequest({
      route: request.routeOptions.url ?? 'unmatched',
      method: request.method,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    })
  })
  app.addHook('onRequest', async (request) => {
    const limit = request.routeOptions.config?.limit
    if (limit === 'writes') enforce(await context.limits.writesPerIp.take(request.ip), 'client')
    else if (limit === 'reads') enforce(await context.limits.readsPerIp.take(request.ip), 'client')
  })
  await app.register(
    cors,
    // Credentials let the modal receive the session cookie; every session route checks the origin itself.
    options.cors ?? {
      origin: true,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      maxAge: 86_400,
    },
  )

  await registerApiDocs(app, {
    title: 'Portico server',
    description:
      "The main listener of Portico's self-hosted backend (packages/server/README.md): wallet directory, project config, analytics and error reports, SIWX sessions, the blockchain API, names, history, swaps, onramp and the ERC-4337 bundler proxy. Every route also takes the SDK query parameters projectId, st and sv. The embedded wallet's /v1/auth/* API is on the secure origin (docs/openapi-vault.json).",
  })
  registerHealthRoute(app, context)
  registerWalletRoutes(app, context)
  registerImageRoutes(app, context)
  registerProjectRoutes(app, context)
  registerAnalyticsRoutes(app, context)
  registerSessionRoutes(app, context, {
    verifiers: options.signIn?.verifiers,
    networks: options.blockchain ? options.blockchain.networks : undefined,
  })
  registerEmailRoutes(app, context)
  registerBundlerRoutes(app, context, options.accountAbstraction ?? {})
  if (options.blockchain !== false) {
    // Loaded on demand: viem and the devnet facts are only needed by a serving process.
    const { registerBlockchainRoutes } = await import('../blockchain/routes.ts')
    const names = options.names === false ? undefined : await import('../names/index.ts')
    const nameStore = names ? new names.NameStore(context.storage.db) : undefined
    const zones = names?.nameZones(options.names || {}) ?? []
    let historyNetworks: readonly string[] = []
    const api = registerBlockchainRoutes(app, options.blockchain, {
      historyNetworks: () => historyNetworks,
      registeredIdentity: nameStore
        ? async (address) => {
            const [primary] = names!.byZonePreference(await nameStore.byAddress(address), zones)
            return primary ? { name: primary.name, avatar: primary.attributes.avatar ?? null } : undefined
          }
        : undefined,
    })
    context.knownToken = (caipNetworkId, address) => api.knownToken(caipNetworkId, address)
    if (names && nameStore) {
      names.registerNameRoutes(app, {
        store: nameStore,
        networks: api.networks,
        options: options.names || undefined,
      })
    }
    const { registerHistoryRoutes } = await import('../history/routes.ts')
    historyNetworks = registerHistoryRoutes(app, {
      storage: context.storage,
      networks: api.networks,
      history: options.blockchain?.history,
      priceProviders: options.blockchain?.priceProviders,
      priceCacheMs: options.blockchain?.priceCacheMs,
      publicUrl: options.blockchain?.publicUrl,
    })
    const { registerConvertRoutes } = await import('../convert/registerConvertRoutes.ts')
    registerConvertRoutes(app, api, options.blockchain)
    const onramp = await import('../onramp/index.ts')
    const { sandbox, coinbase, meld } = options.blockchain?.onramp ?? {}
    onramp.registerOnrampRoutes(app, {
      providers: [
        ...(sandbox
          ? [
              onramp.createSandboxOnrampProvider({
                db: context.storage.db,
                networks: api.networks,
                options: sandbox,
              }),
            ]
          : []),
        ...(coinbase ? [onramp.createCoinbaseOnrampProvider(coinbase)] : []),
        ...(meld ? [onramp.createMeldOnrampProvider(meld)] : []),
      ],
      publicUrl: options.blockchain?.publicUrl ?? options.publicUrl,
    })
  }

  const refreshMs = options.directoryRefreshMs ?? DEFAULT_DIRECTORY_REFRESH_MS
  const timer =
    refreshMs > 0
      ? setInterval(() => {
          context.directory.refresh().then(
            (reloaded) => {
              if (reloaded)
                app.log.info({ revision: context.directory.current.revision }, 'wallet directory reloaded')
            },
            (error: unknown) => app.log.warn({ err: error }, 'wallet directory refresh failed'),
          )
        }, refreshMs)
      : undefined
  timer?.unref()

  const upgradePath = options.upgradePath ?? DEFAULT_UPGRADE_PATH
  // Loaded on demand like the blockchain API: a server built for one route test needs no relay.
  const relayModule =
    options.onUpgrade || options.relay === false ? undefined : await import('@portico/relay')
  const relay = relayModule?.createRelay({
    ...options.relay,
    path: upgradePath,
    connectionIdOf: requestIdOf,
    onError: (error, connection) =>
      connection
        ? app.log.error(
            { err: error, reqId: connection.connectionId, ...connection },
            'relay connection failure',
          )
        : app.log.error({ err: error }, 'relay failure'),
  })
  if (relay) relayModule?.registerRelayMetrics({ registry: context.metrics.registry, relay })
  const relayUpgrade = options.onUpgrade ?? relay?.handleUpgrade
  if (relayUpgrade) {
    const onUpgrade = limitRelayConnections({
      maxOpenPerIp: options.rateLimit?.relayConnections ?? DEFAULT_RELAY_CONNECTIONS_PER_IP,
      connects: context.limits.relayConnectsPerIp,
      clientIp: clientIpOf(options.trustProxy),
      onUpgrade: relayUpgrade,
      onError: (error) => app.log.error({ err: error }, 'relay connection limit failed'),
    })
    app.server.on('upgrade', (request, socket, head) => {
      const path = request.url?.split('?')[0]
      if (path === upgradePath) return onUpgrade(request, socket, head)
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    })
  }

  // Relay sockets close before the listener stops (an upgraded socket would hold it open), with 1012:
  // the clients reconnect, through the load balancer, to a node that serves the same mailbox.
  app.addHook('preClose', async () => {
    await relay?.close({ restart: true })
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    if (ownsStorage) await context.storage.close()
  })
  return app
}

async function readLocalWallets(file: string | undefined): Promise<LocalWallets | undefined> {
  if (!file) return undefined
  const { wallets, images } = await readWalletsFile(file)
  return {
    records: wallets.map(({ record }) => record),
    images: new Map(
      images.map((image) => [image.id, createImageAsset(image.data, image.content_type, image.etag)]),
    ),
  }
}

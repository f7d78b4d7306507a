import type { Redis } from 'ioredis'
import type { KnownToken } from '../blockchain/knownTokens.ts'
import type { Limiter } from '../http/rateLimiter.ts'
import type { StaticImages } from '../images/staticImages.ts'
import type { ServerMetrics } from '../metrics/createServerMetrics.ts'
import type { ProjectCache } from '../projects/projectCache.ts'
import type { Storage } from '../storage/createStorage.ts'
import type { DirectoryStore } from '../wallets/directoryStore.ts'

/** What route handlers share; also reachable as `app.portico`. */
export type ServerContext = {
  storage: Storage
  directory: DirectoryStore
  images: StaticImages
  projects: ProjectCache
  limits: {
    /** POST /e per client IP. */
    perIp: Limiter
    /** POST /e per project. */
    perProject: Limiter
    /** Routes that store rows or check signatures (`config: { limit: 'writes' }`), per client IP. */
    writesPerIp: Limiter
    /** Routes that read the chain, a price or swap API or a bundler (`config: { limit: 'reads' }`), per client IP. */
    readsPerIp: Limiter
    /** Wrong admin tokens per client IP. */
    adminFailures: Limiter
    /** New relay WebSocket connections per client IP. */
    relayConnectsPerIp: Limiter
  }
  /** The Redis the rate limits count in (`REDIS_URL`) and their key prefix; undefined without one. */
  shared: { redis: Redis; keyPrefix: string } | undefined
  publicUrl: string | undefined
  adminToken: string | undefined
  startedAt: number
  /**
   * A token of the operator's token list (the blockchain API's), by CAIP-2 network and contract
   * address; undefined without the blockchain API. The vault names token amounts with it.
   */
  knownToken(caipNetworkId: string, address: string): KnownToken | undefined
  /** The Prometheus families; served on the metrics listener when one is configured. */
  metrics: ServerMetrics
}

declare module 'fastify' {
  interface FastifyInstance {
    portico: ServerContext
  }
  interface FastifyContextConfig {
    /**
     * `writes`: the route stores rows or checks signatures, so each client IP gets `writesPerIp`;
     * `reads`: it reads the chain, a price or swap API or a bundler, so each client IP gets `readsPerIp`.
     */
    limit?: 'writes' | 'reads' | undefined
  }
}

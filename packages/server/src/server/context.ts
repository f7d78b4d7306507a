import type { RateLimiter } from '../http/rateLimiter.ts'
import type { StaticImages } from '../images/staticImages.ts'
import type { ProjectCache } from '../projects/projectCache.ts'
import type { Storage } from '../storage/createStorage.ts'
import type { DirectoryStore } from '../wallets/directoryStore.ts'

/** What route handlers share; also reachable as `app.portico`. */
export type ServerContext = {
  storage: Storage
  directory: DirectoryStore
  images: StaticImages
  projects: ProjectCache
  limits: { perIp: RateLimiter; perProject: RateLimiter }
  publicUrl: string | undefined
  adminToken: string | undefined
  startedAt: number
}

declare module 'fastify' {
  interface FastifyInstance {
    portico: ServerContext
  }
}

import type { RateLimiter } from '../http/rate-limiter.ts'
import type { StaticImages } from '../images/static-images.ts'
import type { ProjectCache } from '../projects/project-cache.ts'
import type { Storage } from '../storage/create-storage.ts'
import type { DirectoryStore } from '../wallets/directory-store.ts'

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

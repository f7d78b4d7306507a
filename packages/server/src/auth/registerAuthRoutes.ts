import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/schema.ts'
import { createAuthContext } from './createAuthContext.ts'
import { registerEmailRoutes } from './email/routes.ts'
import { AUTH_ERRORS } from './errors.ts'
import { registerFarcasterRoutes } from './farcaster/routes.ts'
import type { EmbeddedWalletOptions } from './options.ts'
import { registerSessionRoutes } from './sessions/routes.ts'
import { registerSocialRoutes } from './social/routes.ts'
import { registerWalletShareRoutes } from './wallet/routes.ts'

/**
 * The embedded wallet's API on the secure origin (`/v1/auth/*`): email codes, social (OpenID
 * Connect) and Farcaster login, origin-bound sessions, wallet shares sealed under the master key and
 * released only encrypted to the vault iframe's throwaway key, reauthentication and email change.
 * Each flow's routes and schemas live in its folder (`email/`, `social/`, `farcaster/`, `wallet/`,
 * `sessions/`); only requests from the secure origin itself reach them.
 *
 * @example
 * const routes = registerAuthRoutes(app, storage.db, { masterKey }, () => 'http://127.0.0.1:8788')
 * app.addHook('onClose', async () => routes.close())
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: EmbeddedWalletOptions,
  origin: () => string,
): { close(): void } {
  const auth = createAuthContext({ app, db, options, origin })

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/auth/')) return
    // The provider redirects the popup here: a top-level navigation without Origin, checked by its state.
    if (request.method === 'GET' && request.url.startsWith('/v1/auth/social/callback')) return
    const requestOrigin = request.headers.origin
    // Browsers leave Origin off same-origin GETs; Sec-Fetch-Site says the same and pages cannot forge it.
    const sameOrigin = requestOrigin === undefined && request.headers['sec-fetch-site'] === 'same-origin'
    if (requestOrigin === origin() || sameOrigin) return
    if (request.headers.authorization) return reply.status(401).send({ error: AUTH_ERRORS.sessionOrigin })
    return reply.status(403).send({ error: AUTH_ERRORS.origin })
  })

  registerSessionRoutes(app, auth)
  registerEmailRoutes(app, auth)
  registerSocialRoutes(app, auth)
  registerFarcasterRoutes(app, auth)
  registerWalletShareRoutes(app, auth)
  return { close: auth.close }
}

import type { FastifyInstance } from 'fastify'
import { requestIds } from './requestIdStore.ts'

/**
 * Runs the rest of every request of `app` (its hooks, handler and reply) in the scope of its id,
 * which `withRequestIds` reads.
 *
 * @example
 * registerRequestIdScope(app)
 */
export function registerRequestIdScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestIds.run(request.id, done)
  })
}

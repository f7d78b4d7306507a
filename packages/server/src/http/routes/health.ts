import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../server/context.ts'
import { errorResponses, querySchema } from '../schemas.ts'

export function registerHealthRoute(app: FastifyInstance, context: ServerContext): void {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and readiness: storage reachable, uptime, wallet directory revision',
        querystring: querySchema(),
        response: {
          200: {
            description: 'The server is up',
            type: 'object',
            properties: {
              status: { type: 'string' },
              storage: { type: 'string', enum: ['pglite', 'postgres'] },
              uptimeSeconds: { type: 'number' },
              wallets: { type: 'integer' },
              walletsRevision: { type: 'integer' },
            },
            required: ['status', 'storage', 'uptimeSeconds', 'wallets', 'walletsRevision'],
          },
          ...errorResponses,
        },
      },
    },
    async () => ({
      status: 'ok',
      storage: context.storage.kind,
      uptimeSeconds: Math.round((Date.now() - context.startedAt) / 100) / 10,
      wallets: context.directory.current.size,
      walletsRevision: context.directory.current.revision,
    }),
  )
}

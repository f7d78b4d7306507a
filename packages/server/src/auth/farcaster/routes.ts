import type { FastifyInstance } from 'fastify'
import { findOrCreateUser } from '../authStore.ts'
import type { AuthContext } from '../createAuthContext.ts'
import { AUTH_ERRORS } from '../errors.ts'
import { FLOW_TTL_MS } from '../options.ts'
import { farcasterStartSchema, farcasterStatusSchema } from './schemas.ts'

/**
 * The Farcaster flow on the secure origin: `/v1/auth/farcaster/start` opens a relay channel to show as
 * a QR code, and `/status` answers 202 until the user signed, then opens the session.
 *
 * @example
 * registerFarcasterRoutes(app, createAuthContext({ app, db, options, origin }))
 */
export function registerFarcasterRoutes(app: FastifyInstance, auth: AuthContext): void {
  const { db, farcaster } = auth
  app.post('/v1/auth/farcaster/start', { schema: farcasterStartSchema }, async (request, reply) => {
    if (!farcaster) return reply.status(400).send({ error: AUTH_ERRORS.farcaster })
    if (await auth.limitFlows(request, reply)) return reply
    let channel: Awaited<ReturnType<typeof farcaster.start>>
    try {
      channel = await farcaster.start()
    } catch (error) {
      request.log.warn({ err: error }, 'Farcaster channel could not be created')
      return reply.status(502).send({ error: AUTH_ERRORS.farcaster })
    }
    await db
      .insertInto('auth_login_flows')
      .values({
        id: channel.channelToken,
        kind: 'farcaster',
        provider: 'farcaster',
        secret: '',
        nonce: channel.nonce,
        status: 'pending',
        expires_at: new Date(Date.now() + FLOW_TTL_MS),
      })
      .execute()
    return { channelToken: channel.channelToken, url: channel.url }
  })

  app.post<{ Body: { channelToken: string } }>(
    '/v1/auth/farcaster/status',
    { schema: farcasterStatusSchema },
    async (request, reply) => {
      const flow = await db
        .selectFrom('auth_login_flows')
        .selectAll()
        .where('id', '=', request.body.channelToken)
        .where('kind', '=', 'farcaster')
        .where('status', '=', 'pending')
        .where('expires_at', '>', new Date())
        .executeTakeFirst()
      if (!flow || !farcaster) return reply.status(400).send({ error: AUTH_ERRORS.farcaster })
      let check: Awaited<ReturnType<typeof farcaster.check>>
      try {
        check = await farcaster.check(flow.id, flow.nonce)
      } catch (error) {
        request.log.warn({ err: error }, 'Farcaster relay status failed')
        return reply.status(502).send({ error: AUTH_ERRORS.farcaster })
      }
      if (check.status === 'pending') return reply.status(202).send({ status: 'pending' })
      if (check.status === 'failed') {
        await db.updateTable('auth_login_flows').set({ status: 'failed' }).where('id', '=', flow.id).execute()
        return reply.status(400).send({ error: AUTH_ERRORS.farcaster })
      }
      const { fid, username } = check.identity
      const user = await findOrCreateUser(db, {
        provider: 'farcaster',
        subject: String(fid),
        username,
        farcasterUrl: username ? `https://farcaster.xyz/${encodeURIComponent(username)}` : undefined,
      })
      await db
        .updateTable('auth_login_flows')
        .set({ status: 'done', user_id: user.id })
        .where('id', '=', flow.id)
        .execute()
      return auth.finishFlow(reply, flow.id, user.id, AUTH_ERRORS.farcaster)
    },
  )
}

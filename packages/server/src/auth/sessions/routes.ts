import type { FastifyInstance } from 'fastify'
import { checkCode, consumeCodes, issueCode, toAuthUser } from '../authStore.ts'
import type { AuthContext } from '../createAuthContext.ts'
import { FRESH_MS, SOCIAL_PROVIDERS } from '../options.ts'
import {
  logoutSchema,
  providersSchema,
  reauthStartSchema,
  reauthVerifySchema,
  sessionSchema,
} from './schemas.ts'

function registerReauth(app: FastifyInstance, auth: AuthContext): void {
  const { db, masterKey } = auth
  app.post('/v1/auth/reauth/start', { ...auth.authed, schema: reauthStartSchema }, async (request, reply) => {
    const { user, session } = auth.sessionOf(request)
    if (!user.email || !auth.mailer) return reply.status(400).send({ error: 'No email to send a code to' })
    if (await auth.limitCodes(request, reply, [user.email])) return reply
    const { flowId, code } = await issueCode(db, masterKey, {
      purpose: 'reauth',
      email: user.email,
      userId: user.id,
      sessionId: session.id,
    })
    await auth.sendCodes([{ to: user.email, code, flowId, purpose: 'reauth' }])
    return { flowId }
  })

  app.post<{ Body: { flowId: string; code: string } }>(
    '/v1/auth/reauth/verify',
    { ...auth.authed, schema: reauthVerifySchema },
    async (request, reply) => {
      const { session } = auth.sessionOf(request)
      const check = await checkCode(db, masterKey, {
        ...request.body,
        purposes: ['reauth'],
        sessionId: session.id,
      })
      if (!check.ok)
        return reply.status(check.status).send({ error: check.error, attemptsLeft: check.attemptsLeft })
      if (!(await consumeCodes(db, [check.row.id])))
        return reply.status(400).send({ error: 'Code already used' })
      const freshUntil = new Date(Date.now() + FRESH_MS)
      await db
        .updateTable('auth_sessions')
        .set({ fresh_until: freshUntil })
        .where('id', '=', session.id)
        .execute()
      return { freshUntil: freshUntil.toISOString() }
    },
  )
}

/**
 * The sessions of the secure origin: the logins on offer (`/v1/auth/providers`), the session's user
 * and wallet (`/v1/auth/session`), reauthentication by a mailed code (`/v1/auth/reauth/*`) and logout.
 *
 * @example
 * registerSessionRoutes(app, createAuthContext({ app, db, options, origin }))
 */
export function registerSessionRoutes(app: FastifyInstance, auth: AuthContext): void {
  const { db } = auth
  app.get('/v1/auth/providers', { schema: providersSchema }, async () => ({
    email: auth.mailer !== undefined,
    socials: SOCIAL_PROVIDERS.filter((provider) => auth.social.providers.includes(provider)),
    farcaster: auth.farcaster !== undefined,
  }))

  app.get('/v1/auth/session', { ...auth.authed, schema: sessionSchema }, async (request) => {
    const { user } = auth.sessionOf(request)
    const wallet = await db
      .selectFrom('auth_wallets')
      .select(['addresses', 'recovery_kind'])
      .where('user_id', '=', user.id)
      .executeTakeFirst()
    return {
      user: toAuthUser(user),
      wallet: wallet ? { addresses: wallet.addresses, recovery: wallet.recovery_kind } : null,
    }
  })

  registerReauth(app, auth)

  app.post('/v1/auth/logout', { ...auth.authed, schema: logoutSchema }, async (request, reply) => {
    const { session } = auth.sessionOf(request)
    await db
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', session.id)
      .execute()
    return reply.status(204).send()
  })
}

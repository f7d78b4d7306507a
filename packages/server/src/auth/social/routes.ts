import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { findOrCreateUser } from '../authStore.ts'
import type { AuthContext } from '../createAuthContext.ts'
import { AUTH_ERRORS } from '../errors.ts'
import { FLOW_TTL_MS, type SocialProvider } from '../options.ts'
import { socialCallbackSchema, socialFinishSchema, socialStartSchema } from './schemas.ts'

function resultPage(origin: string, state: string, ok: boolean, nonce: string): string {
  const message = JSON.stringify({ type: 'portico:social-result', state, ok })
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${ok ? 'Signed in' : 'Sign-in failed'}</title></head><body><p>${ok ? 'Signed in. You can close this window.' : 'Sign-in failed. You can close this window and try again.'}</p><script nonce="${nonce}">if (window.opener) window.opener.postMessage(${message}, ${JSON.stringify(origin)}); window.close();</script></body></html>`
}

function registerSocialCallback(app: FastifyInstance, auth: AuthContext): void {
  const { db, social, origin } = auth
  app.get<{ Querystring: { state: string; code?: string } }>(
    '/v1/auth/social/callback',
    { schema: socialCallbackSchema },
    async (request, reply) => {
      const { state } = request.query
      const flow = await db
        .selectFrom('auth_login_flows')
        .selectAll()
        .where('id', '=', state)
        .where('kind', '=', 'social')
        .where('status', '=', 'pending')
        .where('expires_at', '>', new Date())
        .executeTakeFirst()
      let ok = false
      if (flow) {
        try {
          const query = request.url.slice(request.url.indexOf('?'))
          const identity = await social.finish(
            flow.provider as SocialProvider,
            new URL(`${origin()}/v1/auth/social/callback${query}`),
            { state, codeVerifier: flow.secret, nonce: flow.nonce },
          )
          const user = await findOrCreateUser(db, {
            provider: flow.provider,
            subject: identity.subject,
            email: identity.email,
            username: identity.username,
          })
          await db
            .updateTable('auth_login_flows')
            .set({ status: 'done', user_id: user.id, secret: '' })
            .where('id', '=', state)
            .execute()
          ok = true
        } catch (error) {
          request.log.warn({ err: error, provider: flow.provider }, 'social login failed')
          await db
            .updateTable('auth_login_flows')
            .set({ status: 'failed', secret: '' })
            .where('id', '=', state)
            .execute()
        }
      }
      const nonce = randomBytes(16).toString('base64')
      reply
        .status(ok ? 200 : 400)
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`,
        )
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
      return resultPage(origin(), state, ok, nonce)
    },
  )
}

/**
 * The social (OpenID Connect) flow on the secure origin: `/v1/auth/social/start` answers the provider's
 * URL for a popup, the provider redirects it to `/callback`, and `/finish` opens the session.
 *
 * @example
 * registerSocialRoutes(app, createAuthContext({ app, db, options, origin }))
 */
export function registerSocialRoutes(app: FastifyInstance, auth: AuthContext): void {
  const { db, social } = auth
  app.post<{ Body: { provider: string } }>(
    '/v1/auth/social/start',
    { schema: socialStartSchema },
    async (request, reply) => {
      const provider = request.body.provider as SocialProvider
      if (!social.providers.includes(provider)) return reply.status(400).send({ error: AUTH_ERRORS.social })
      if (await auth.limitFlows(request, reply)) return reply
      let started: Awaited<ReturnType<typeof social.start>>
      try {
        started = await social.start(provider)
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social login could not start')
        return reply.status(502).send({ error: AUTH_ERRORS.social })
      }
      await db
        .insertInto('auth_login_flows')
        .values({
          id: started.state,
          kind: 'social',
          provider,
          secret: started.codeVerifier,
          nonce: started.nonce,
          status: 'pending',
          expires_at: new Date(Date.now() + FLOW_TTL_MS),
        })
        .execute()
      return { url: started.url, state: started.state }
    },
  )

  registerSocialCallback(app, auth)

  app.post<{ Body: { state: string } }>(
    '/v1/auth/social/finish',
    { schema: socialFinishSchema },
    async (request, reply) => {
      const flow = await db
        .selectFrom('auth_login_flows')
        .selectAll()
        .where('id', '=', request.body.state)
        .where('kind', '=', 'social')
        .where('expires_at', '>', new Date())
        .executeTakeFirst()
      if (flow?.status === 'pending') return reply.status(202).send({ status: 'pending' })
      if (flow?.status !== 'done' || !flow.user_id)
        return reply.status(400).send({ error: AUTH_ERRORS.social })
      return auth.finishFlow(reply, flow.id, flow.user_id, AUTH_ERRORS.social)
    },
  )
}

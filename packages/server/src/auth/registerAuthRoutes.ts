import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { RateLimiter } from '../http/rateLimiter.ts'
import { connectRateLimitRedis, RedisRateLimiter } from '../http/redisRateLimiter.ts'
import { readSessionToken } from '../sessions/sessionTokens.ts'
import type { Database } from '../storage/schema.ts'
import {
  type AuthSessionRow,
  type AuthUserRow,
  checkCode,
  consumeCodes,
  createAuthSession,
  findAuthSession,
  findOrCreateUser,
  issueCode,
  randomId,
  toAuthUser,
} from './authStore.ts'
import { AuthConfigError, AuthStateError } from './errors.ts'
import { createFarcasterLogin } from './farcasterLogin.ts'
import { createMailer } from './mailer.ts'
import {
  DEFAULT_AUTH_RATE_LIMITS,
  type EmbeddedWalletOptions,
  FLOW_TTL_MS,
  FRESH_MS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './options.ts'
import { encryptToPublicKey } from './releaseShares.ts'
import {
  authErrorResponses,
  authErrorSchema,
  authPendingSchema,
  authSessionSchema,
  authUserSchema,
  emailChangeResponseSchema,
  htmlPageContent,
  noContentSchema,
  providersResponseSchema,
  sessionResponseSchema,
  sharesResponseSchema,
  textFields,
  walletResponseSchema,
} from './responseSchemas.ts'
import { createSocialLogin } from './socialLogin.ts'

export const AUTH_ERRORS = {
  origin: 'Origin not allowed',
  sessionOrigin: 'Session not valid for this origin',
  notConnected: 'Not connected to email or social',
  social: 'Failed to initiate social connection',
  farcaster: 'Failed to connect to farcaster',
  rateLimited: 'Too many requests. Try again later.',
  fresh: 'Confirm it is you first',
  email: 'Invalid email address',
  mail: 'The login code could not be sent. Try again later.',
} as const

/**
 * A refused recipient (an address the schema lets through but the mail server does not take, e.g.
 * `!@!.!`) is the caller's mistake: 400. Anything else is the mail server's failure: 502, retryable.
 */
function mailFailure(error: unknown): Error & { statusCode: number } {
  if ((error as { code?: unknown }).code === 'EENVELOPE')
    return Object.assign(new Error(AUTH_ERRORS.email, { cause: error }), { statusCode: 400 })
  return Object.assign(new Error(AUTH_ERRORS.mail, { cause: error }), { statusCode: 502 })
}

const EMAIL = {
  type: 'string',
  minLength: 3,
  maxLength: 254,
  pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$',
}
const ID = { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }
const CODE = { type: 'string', minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' }
const SHARE = { type: 'string', minLength: 16, maxLength: 4096, pattern: '^[A-Za-z0-9_-]+$' }
const B64 = { type: 'string', minLength: 1, maxLength: 4096, pattern: '^[A-Za-z0-9_-]+$' }
const RECOVERY_SHARE = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'share'],
      properties: { kind: { const: 'operator' }, share: SHARE },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'ciphertext', 'iv', 'salt', 'kdf'],
      properties: {
        kind: { const: 'passcode' },
        ciphertext: B64,
        iv: B64,
        salt: B64,
        kdf: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'N', 'r', 'p'],
          properties: {
            name: { const: 'scrypt' },
            N: { type: 'integer', minimum: 1024, maximum: 4_194_304 },
            r: { type: 'integer', minimum: 1, maximum: 64 },
            p: { type: 'integer', minimum: 1, maximum: 64 },
          },
        },
      },
    },
  ],
}

function body(properties: Record<string, unknown>, required = Object.keys(properties)) {
  return { body: { type: 'object', additionalProperties: false, required, properties } }
}

type RecoveryShare = { kind: 'operator' | 'passcode' } & Record<string, unknown>
type WalletAddresses = { eip155: string; solana: string }

declare module 'fastify' {
  interface FastifyRequest {
    authSession?: { session: AuthSessionRow; user: AuthUserRow }
  }
}

/**
 * The embedded wallet's API on the secure origin (`/v1/auth/*`): email codes, social (OpenID
 * Connect) and Farcaster login, origin-bound sessions, wallet shares sealed under the master key and
 * released only encrypted to the vault iframe's throwaway key, reauthentication and email change.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: EmbeddedWalletOptions,
  origin: () => string,
): { close(): void } {
  const { masterKey } = options
  const mailer = options.smtp ? createMailer(options.smtp) : undefined
  const social = createSocialLogin(options.socials ?? {}, () => `${origin()}/v1/auth/social/callback`)
  const farcaster = options.farcaster ? createFarcasterLogin(options.farcaster, origin) : undefined
  const emailLimit = options.rateLimits?.perEmail ?? DEFAULT_AUTH_RATE_LIMITS.perEmail
  const ipLimit = options.rateLimits?.perIp ?? DEFAULT_AUTH_RATE_LIMITS.perIp
  // With Redis the limits hold across every server process; without it, or while Redis does not
  // answer, per process.
  const redis = options.redisUrl
    ? connectRateLimitRedis(options.redisUrl, (error) => app.log.warn({ err: error }, 'Rate limit Redis'), {
        commandTimeoutMs: 1_000,
      })
    : undefined
  const onError = (error: unknown) =>
    app.log.warn({ err: error }, 'Rate limit Redis failed; counting in this process')
  // Two deployments on one Redis keep their counters apart through the prefix (docs/security.md).
  const keyPrefix = (name: string) =>
    options.redisKeyPrefix === undefined
      ? `portico:auth:rate:${name}:`
      : `${options.redisKeyPrefix}auth:${name}:`
  const perEmail = redis
    ? new RedisRateLimiter({ redis, keyPrefix: keyPrefix('email'), limit: emailLimit, onError })
    : new RateLimiter(emailLimit)
  const perIp = redis
    ? new RedisRateLimiter({ redis, keyPrefix: keyPrefix('ip'), limit: ipLimit, onError })
    : new RateLimiter(ipLimit)
  // Social and Farcaster logins store a flow per start: counted per IP like code requests, apart from them.
  const flowsPerIp = redis
    ? new RedisRateLimiter({ redis, keyPrefix: keyPrefix('flows'), limit: ipLimit, onError })
    : new RateLimiter(ipLimit)

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

  async function requireSession(request: FastifyRequest, reply: FastifyReply) {
    const token = readSessionToken({ authorization: request.headers.authorization })
    const found = token ? await findAuthSession(db, token) : undefined
    if (!found) return reply.status(401).send({ error: AUTH_ERRORS.notConnected })
    if (found.session.origin !== origin()) return reply.status(401).send({ error: AUTH_ERRORS.sessionOrigin })
    request.authSession = found
  }
  const authed = { preHandler: requireSession }
  const sessionOf = (request: FastifyRequest) => {
    if (!request.authSession) throw new AuthStateError('No session')
    return request.authSession
  }

  /**
   * Counts a code request per IP and per address; true once it answered 429 (a boolean, as a reply is
   * thenable and an async function would wait on it).
   */
  async function limitCodes(
    request: FastifyRequest,
    reply: FastifyReply,
    emails: readonly string[],
    ipLimiter = perIp,
  ): Promise<boolean> {
    const decisions = await Promise.all([
      ipLimiter.take(request.ip),
      ...emails.map((email) => perEmail.take(email)),
    ])
    for (const decision of decisions) {
      if (!decision.allowed) {
        reply.header('retry-after', String(decision.retryAfterSeconds))
        reply.status(429).send({ error: AUTH_ERRORS.rateLimited, retryAfter: decision.retryAfterSeconds })
        return true
      }
    }
    return false
  }

  async function sendCodes(
    codes: readonly {
      to: string
      code: string
      flowId: string
      purpose: Parameters<typeof issueCode>[2]['purpose']
    }[],
  ) {
    if (!mailer) throw new AuthConfigError({ missing: 'SMTP' })
    try {
      await Promise.all(codes.map((code) => mailer.sendCode(code)))
    } catch (error) {
      await db
        .deleteFrom('auth_codes')
        .where(
          'id',
          'in',
          codes.map((code) => code.flowId),
        )
        .execute()
      throw mailFailure(error)
    }
  }

  async function loggedIn(reply: FastifyReply, user: AuthUserRow) {
    const session = await createAuthSession(db, { userId: user.id, origin: origin() })
    return reply.send({ ...session, user: toAuthUser(user) })
  }

  const normalize = (email: string) => email.trim().toLowerCase()

  app.get(
    '/v1/auth/providers',
    {
      schema: {
        summary: 'The logins this secure origin offers: email, social providers, Farcaster',
        response: { 200: providersResponseSchema, ...authErrorResponses },
      },
    },
    async () => ({
      email: mailer !== undefined,
      socials: SOCIAL_PROVIDERS.filter((provider) => social.providers.includes(provider)),
      farcaster: farcaster !== undefined,
    }),
  )

  app.post<{ Body: { email: string } }>(
    '/v1/auth/email/start',
    {
      schema: {
        ...body({ email: { ...EMAIL, description: 'The email address to send the 6-digit login code to' } }),
        summary: 'Sends a one-time login code to an email address',
        response: {
          200: textFields('The code is sent', { flowId: 'The id to verify the code with' }),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      if (!mailer) return reply.status(404).send({ error: 'Email login is not configured' })
      const email = normalize(request.body.email)
      if (await limitCodes(request, reply, [email])) return reply
      const { flowId, code } = await issueCode(db, masterKey, { purpose: 'login', email })
      await sendCodes([{ to: email, code, flowId, purpose: 'login' }])
      return { flowId }
    },
  )

  app.post<{ Body: { flowId: string; code: string } }>(
    '/v1/auth/email/verify',
    {
      schema: {
        ...body({
          flowId: { ...ID, description: 'The id `/v1/auth/email/start` answered' },
          code: { ...CODE, description: 'The 6-digit code from the email' },
        }),
        summary: 'Checks the emailed code and opens a session',
        response: { 200: authSessionSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const check = await checkCode(db, masterKey, { ...request.body, purposes: ['login'] })
      if (!check.ok)
        return reply.status(check.status).send({ error: check.error, attemptsLeft: check.attemptsLeft })
      if (!(await consumeCodes(db, [check.row.id])))
        return reply.status(400).send({ error: 'Code already used' })
      const user = await findOrCreateUser(db, {
        provider: 'email',
        subject: check.row.email,
        email: check.row.email,
      })
      return loggedIn(reply, user)
    },
  )

  app.post<{ Body: { provider: string } }>(
    '/v1/auth/social/start',
    {
      schema: {
        ...body({
          provider: {
            description:
              'The social provider: google, github, discord, x, apple or facebook (those configured)',
            type: 'string',
            minLength: 1,
            maxLength: 32,
          },
        }),
        summary: "Starts a social (OpenID Connect) login: the provider's URL to open",
        response: {
          200: textFields('The login started', {
            url: "The provider's authorization URL, to open in a popup",
            state: 'The flow id, for `/v1/auth/social/finish`',
          }),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const provider = request.body.provider as SocialProvider
      if (!social.providers.includes(provider)) return reply.status(400).send({ error: AUTH_ERRORS.social })
      if (await limitCodes(request, reply, [], flowsPerIp)) return reply
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

  app.get<{ Querystring: { state: string; code?: string } }>(
    '/v1/auth/social/callback',
    {
      schema: {
        summary: "The provider's redirect back to the secure origin after a social login",
        response: {
          200: { description: 'Signed in: the page tells the opener and closes', content: htmlPageContent },
          400: {
            description:
              'Sign-in failed (HTML, the page tells the opener and closes), or a malformed request',
            content: { ...htmlPageContent, 'application/json': { schema: authErrorSchema } },
          },
          '5xx': authErrorSchema,
        },
        querystring: {
          type: 'object',
          required: ['state'],
          properties: { state: ID, code: { type: 'string', maxLength: 2048 } },
        },
      },
    },
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
      const message = JSON.stringify({ type: 'portico:social-result', state, ok })
      reply
        .status(ok ? 200 : 400)
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`,
        )
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${ok ? 'Signed in' : 'Sign-in failed'}</title></head><body><p>${ok ? 'Signed in. You can close this window.' : 'Sign-in failed. You can close this window and try again.'}</p><script nonce="${nonce}">if (window.opener) window.opener.postMessage(${message}, ${JSON.stringify(origin())}); window.close();</script></body></html>`
    },
  )

  app.post<{ Body: { state: string } }>(
    '/v1/auth/social/finish',
    {
      schema: {
        ...body({ state: { ...ID, description: 'The `state` `/v1/auth/social/start` answered' } }),
        summary: 'Opens the session of a completed social login',
        response: { 200: authSessionSchema, 202: authPendingSchema, ...authErrorResponses },
      },
    },
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
      return finishFlow(reply, flow.id, flow.user_id, AUTH_ERRORS.social)
    },
  )

  async function finishFlow(reply: FastifyReply, flowId: string, userId: string, failure: string) {
    const consumed = await db
      .updateTable('auth_login_flows')
      .set({ status: 'consumed' })
      .where('id', '=', flowId)
      .where('status', '=', 'done')
      .executeTakeFirst()
    const user = await db.selectFrom('auth_users').selectAll().where('id', '=', userId).executeTakeFirst()
    if (Number(consumed.numUpdatedRows) !== 1 || !user) return reply.status(400).send({ error: failure })
    return loggedIn(reply, user)
  }

  app.post(
    '/v1/auth/farcaster/start',
    {
      schema: {
        summary: 'Starts a Farcaster login through the relay: the channel to show as a QR code',
        response: {
          200: textFields('The channel is open', {
            channelToken: 'The channel, for `/v1/auth/farcaster/status`',
            url: 'The Farcaster sign-in URL to show as a QR code',
          }),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      if (!farcaster) return reply.status(400).send({ error: AUTH_ERRORS.farcaster })
      if (await limitCodes(request, reply, [], flowsPerIp)) return reply
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
    },
  )

  app.post<{ Body: { channelToken: string } }>(
    '/v1/auth/farcaster/status',
    {
      schema: {
        ...body({
          channelToken: {
            description: 'The channel token `/v1/auth/farcaster/start` answered',
            type: 'string',
            minLength: 8,
            maxLength: 128,
            pattern: '^[A-Za-z0-9_-]+$',
          },
        }),
        summary: "A Farcaster login's state; opens the session once it is signed",
        response: { 200: authSessionSchema, 202: authPendingSchema, ...authErrorResponses },
      },
    },
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
      return finishFlow(reply, flow.id, user.id, AUTH_ERRORS.farcaster)
    },
  )

  app.get(
    '/v1/auth/session',
    {
      ...authed,
      schema: {
        summary: "The session's user and wallet",
        response: { 200: sessionResponseSchema, ...authErrorResponses },
      },
    },
    async (request) => {
      const { user } = sessionOf(request)
      const wallet = await db
        .selectFrom('auth_wallets')
        .select(['addresses', 'recovery_kind'])
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      return {
        user: toAuthUser(user),
        wallet: wallet ? { addresses: wallet.addresses, recovery: wallet.recovery_kind } : null,
      }
    },
  )

  app.post<{ Body: { authShare: string; recoveryShare: RecoveryShare; addresses: WalletAddresses } }>(
    '/v1/auth/wallet',
    {
      ...authed,
      schema: {
        ...body({
          authShare: {
            ...SHARE,
            description: 'The auth share of the new key (sealed under the master key at rest)',
          },
          recoveryShare: {
            ...RECOVERY_SHARE,
            description:
              'The recovery share: kept by the operator ("operator") or encrypted under a passcode ("passcode", scrypt)',
          },
          addresses: {
            description: "The wallet's EVM and Solana addresses",
            type: 'object',
            additionalProperties: false,
            required: ['eip155', 'solana'],
            properties: {
              eip155: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
              solana: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' },
            },
          },
        }),
        summary: "Stores a new wallet's sealed auth share, recovery share and addresses",
        response: { 201: walletResponseSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request)
      const { authShare, recoveryShare, addresses } = request.body
      const inserted = await db
        .insertInto('auth_wallets')
        .values({
          user_id: user.id,
          auth_share: masterKey.seal(authShare, `auth-share:${user.id}`),
          recovery_kind: recoveryShare.kind,
          recovery_share: masterKey.seal(JSON.stringify(recoveryShare), `recovery-share:${user.id}`),
          addresses: JSON.stringify(addresses),
        })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst()
      if (!inserted) {
        return reply.status(409).send({ error: 'This account already has a wallet' })
      }
      return reply.status(201).send({ wallet: { addresses, recovery: recoveryShare.kind } })
    },
  )

  app.post<{ Body: { publicKey: string } }>(
    '/v1/auth/wallet/shares',
    {
      ...authed,
      schema: {
        ...body({
          publicKey: {
            description: "The vault's throwaway public key (base64url) the auth share is encrypted to",
            type: 'string',
            minLength: 87,
            maxLength: 88,
            pattern: '^[A-Za-z0-9_-]+$',
          },
        }),
        summary: "Releases the wallet's auth share, encrypted to the vault's throwaway key",
        response: { 200: sharesResponseSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request)
      const wallet = await db
        .selectFrom('auth_wallets')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      if (!wallet) return reply.status(404).send({ error: 'No wallet yet' })
      const plaintext = JSON.stringify({
        authShare: masterKey.open(wallet.auth_share, `auth-share:${user.id}`),
        recoveryShare: JSON.parse(masterKey.open(wallet.recovery_share, `recovery-share:${user.id}`)),
      })
      try {
        return await encryptToPublicKey(request.body.publicKey, plaintext)
      } catch {
        return reply.status(400).send({ error: 'publicKey must be a raw P-256 public key (base64url)' })
      }
    },
  )

  app.put<{ Body: { recoveryShare: RecoveryShare } }>(
    '/v1/auth/wallet/recovery',
    {
      ...authed,
      schema: {
        ...body({
          recoveryShare: { ...RECOVERY_SHARE, description: 'The new recovery share (operator or passcode)' },
        }),
        summary: "Releases the wallet's recovery share to a freshly authenticated session",
        response: { 204: noContentSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { user, session } = sessionOf(request)
      if (session.fresh_until.getTime() <= Date.now()) {
        return reply.status(403).send({ error: AUTH_ERRORS.fresh, reauthRequired: true })
      }
      const { recoveryShare } = request.body
      const updated = await db
        .updateTable('auth_wallets')
        .set({
          recovery_kind: recoveryShare.kind,
          recovery_share: masterKey.seal(JSON.stringify(recoveryShare), `recovery-share:${user.id}`),
          updated_at: new Date(),
        })
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) return reply.status(404).send({ error: 'No wallet yet' })
      return reply.status(204).send()
    },
  )

  app.post(
    '/v1/auth/reauth/start',
    {
      ...authed,
      schema: {
        summary: "Sends a code to the session's email for a sensitive action",
        response: {
          200: textFields('The code is sent', { flowId: 'The id to verify the code with' }),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user, session } = sessionOf(request)
      if (!user.email || !mailer) return reply.status(400).send({ error: 'No email to send a code to' })
      if (await limitCodes(request, reply, [user.email])) return reply
      const { flowId, code } = await issueCode(db, masterKey, {
        purpose: 'reauth',
        email: user.email,
        userId: user.id,
        sessionId: session.id,
      })
      await sendCodes([{ to: user.email, code, flowId, purpose: 'reauth' }])
      return { flowId }
    },
  )

  app.post<{ Body: { flowId: string; code: string } }>(
    '/v1/auth/reauth/verify',
    {
      ...authed,
      schema: {
        ...body({
          flowId: { ...ID, description: 'The id `/v1/auth/reauth/start` answered' },
          code: { ...CODE, description: 'The 6-digit code from the email' },
        }),
        summary: 'Checks the reauthentication code; the session is fresh for five minutes',
        response: {
          200: textFields('The session is fresh', {
            freshUntil: 'When the session stops being fresh (ISO 8601)',
          }),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { session } = sessionOf(request)
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

  app.post<{ Body: { newEmail: string } }>(
    '/v1/auth/email/change/start',
    {
      ...authed,
      schema: {
        ...body({ newEmail: { ...EMAIL, description: 'The new email address' } }),
        summary: 'Starts an email change: codes to the current and the new address',
        response: {
          200: textFields('Both codes are sent', { changeId: 'The id to verify both codes with' }),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user, session } = sessionOf(request)
      if (user.provider !== 'email' || !user.email || !mailer) {
        return reply.status(400).send({ error: 'Only an email login can change its email' })
      }
      const newEmail = normalize(request.body.newEmail)
      if (newEmail === user.email) return reply.status(400).send({ error: 'That is already your email' })
      // Counted before the lookup, so a session cannot probe which emails have accounts at speed.
      if (await limitCodes(request, reply, [user.email, newEmail])) return reply
      const taken = await db
        .selectFrom('auth_users')
        .select('id')
        .where('provider', '=', 'email')
        .where('subject', '=', newEmail)
        .executeTakeFirst()
      if (taken) return reply.status(409).send({ error: 'That email is already in use' })
      const current = await issueCode(db, masterKey, {
        purpose: 'change-current',
        email: user.email,
        userId: user.id,
        sessionId: session.id,
      })
      const next = await issueCode(db, masterKey, {
        purpose: 'change-new',
        email: newEmail,
        userId: user.id,
        sessionId: session.id,
      })
      await sendCodes([
        { to: user.email, code: current.code, flowId: current.flowId, purpose: 'change-current' },
        { to: newEmail, code: next.code, flowId: next.flowId, purpose: 'change-new' },
      ])
      const changeId = randomId()
      await db
        .insertInto('auth_email_changes')
        .values({
          id: changeId,
          user_id: user.id,
          new_email: newEmail,
          current_code_id: current.flowId,
          new_code_id: next.flowId,
          status: 'pending',
          expires_at: new Date(Date.now() + FLOW_TTL_MS),
        })
        .execute()
      return { changeId }
    },
  )

  app.post<{ Body: { changeId: string; currentCode: string; newCode: string } }>(
    '/v1/auth/email/change/verify',
    {
      ...authed,
      schema: {
        ...body({
          changeId: { ...ID, description: 'The id `/v1/auth/email/change/start` answered' },
          currentCode: { ...CODE, description: 'The code sent to the current address' },
          newCode: { ...CODE, description: 'The code sent to the new address' },
        }),
        summary: 'Completes an email change with both codes',
        response: {
          200: {
            description: 'The user with the new email',
            type: 'object',
            properties: { user: authUserSchema },
            required: ['user'],
            additionalProperties: false,
          },
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user, session } = sessionOf(request)
      const change = await db
        .selectFrom('auth_email_changes')
        .selectAll()
        .where('id', '=', request.body.changeId)
        .where('user_id', '=', user.id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      if (!change) return reply.status(400).send({ error: 'Unknown email change. Start again.' })
      const checks = [
        ['currentCode', change.current_code_id, request.body.currentCode, 'change-current'],
        ['newCode', change.new_code_id, request.body.newCode, 'change-new'],
      ] as const
      for (const [field, flowId, code, purpose] of checks) {
        const check = await checkCode(db, masterKey, {
          flowId,
          code,
          purposes: [purpose],
          sessionId: session.id,
        })
        if (!check.ok) {
          return reply
            .status(check.status)
            .send({ error: check.error, field, attemptsLeft: check.attemptsLeft })
        }
      }
      if (!(await consumeCodes(db, [change.current_code_id, change.new_code_id]))) {
        return reply.status(400).send({ error: 'Code already used' })
      }
      const updated = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('auth_users')
          .select('id')
          .where('provider', '=', 'email')
          .where('subject', '=', change.new_email)
          .executeTakeFirst()
        if (taken) return undefined
        await trx
          .updateTable('auth_email_changes')
          .set({ status: 'done' })
          .where('id', '=', change.id)
          .execute()
        return trx
          .updateTable('auth_users')
          .set({ subject: change.new_email, email: change.new_email })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      })
      if (!updated) return reply.status(409).send({ error: 'That email is already in use' })
      return { user: toAuthUser(updated) }
    },
  )

  app.get<{ Params: { changeId: string } }>(
    '/v1/auth/email/change/:changeId',
    {
      ...authed,
      schema: {
        summary: "An email change's status",
        response: { 200: emailChangeResponseSchema, ...authErrorResponses },
        params: { type: 'object', required: ['changeId'], properties: { changeId: ID } },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request)
      const change = await db
        .selectFrom('auth_email_changes')
        .select('status')
        .where('id', '=', request.params.changeId)
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      if (!change) return reply.status(404).send({ error: 'Unknown email change' })
      return { status: change.status }
    },
  )

  app.post(
    '/v1/auth/logout',
    {
      ...authed,
      schema: { summary: 'Ends the session', response: { 204: noContentSchema, ...authErrorResponses } },
    },
    async (request, reply) => {
      const { session } = sessionOf(request)
      await db
        .updateTable('auth_sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', session.id)
        .execute()
      return reply.status(204).send()
    },
  )

  return {
    close: () => {
      mailer?.close()
      redis?.disconnect()
    },
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { type RateDecision, type RateLimit, RateLimiter } from '../http/rateLimiter.ts'
import { connectRateLimitRedis, RedisRateLimiter } from '../http/redisRateLimiter.ts'
import { readSessionToken } from '../sessions/sessionTokens.ts'
import type { Database } from '../storage/schema.ts'
import {
  type AuthSessionRow,
  type AuthUserRow,
  createAuthSession,
  findAuthSession,
  type issueCode,
  toAuthUser,
} from './authStore.ts'
import { AUTH_ERRORS, AuthConfigError, AuthMailError, AuthStateError } from './errors.ts'
import { createFarcasterLogin, type FarcasterLogin } from './farcasterLogin.ts'
import { createMailer, type Mailer } from './mailer.ts'
import type { MasterKey } from './masterKey.ts'
import { DEFAULT_AUTH_RATE_LIMITS, type EmbeddedWalletOptions } from './options.ts'
import { createSocialLogin, type SocialLogin } from './socialLogin.ts'

declare module 'fastify' {
  interface FastifyRequest {
    authSession?: { session: AuthSessionRow; user: AuthUserRow }
  }
}

/** A code to mail: the address, the code, the flow it belongs to and what it is for. */
export type CodeToSend = {
  to: string
  code: string
  flowId: string
  purpose: Parameters<typeof issueCode>[2]['purpose']
}

/** What every auth flow's routes share: storage, the login providers, rate limits and session helpers. */
export type AuthContext = {
  db: Kysely<Database>
  masterKey: MasterKey
  /** The secure origin, e.g. `http://127.0.0.1:8788`. */
  origin: () => string
  /** Absent without SMTP: email login is off. */
  mailer: Mailer | undefined
  social: SocialLogin
  /** Absent without a Farcaster relay: Farcaster login is off. */
  farcaster: FarcasterLogin | undefined
  /** Route options that answer 401 unless the request carries a session of this origin. */
  authed: { preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> }
  /** The session `authed` found. */
  sessionOf: (request: FastifyRequest) => { session: AuthSessionRow; user: AuthUserRow }
  /**
   * Counts a code request per IP and per address; true once it answered 429 (a boolean, as a reply is
   * thenable and an async function would wait on it).
   */
  limitCodes: (request: FastifyRequest, reply: FastifyReply, emails: readonly string[]) => Promise<boolean>
  /** Counts a social or Farcaster login start per IP, apart from code requests; true once it answered 429. */
  limitFlows: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>
  /** Mails the codes; on failure forgets them and throws a 400 (refused recipient) or a 502. */
  sendCodes: (codes: readonly CodeToSend[]) => Promise<void>
  /** Opens a session for the user and answers it. */
  loggedIn: (reply: FastifyReply, user: AuthUserRow) => Promise<FastifyReply>
  /** Consumes a finished social or Farcaster flow once and answers its session, or `failure` as a 400. */
  finishFlow: (reply: FastifyReply, flowId: string, userId: string, failure: string) => Promise<FastifyReply>
  close: () => void
}

export type CreateAuthContextParameters = {
  app: FastifyInstance
  db: Kysely<Database>
  options: EmbeddedWalletOptions
  origin: () => string
}

function mailFailure(error: unknown): AuthMailError {
  return new AuthMailError({ refused: (error as { code?: unknown }).code === 'EENVELOPE', cause: error })
}

function answerLimited(reply: FastifyReply, decisions: readonly RateDecision[]): boolean {
  const refused = decisions.find((decision) => !decision.allowed)
  if (!refused) return false
  reply.header('retry-after', String(refused.retryAfterSeconds))
  reply.status(429).send({ error: AUTH_ERRORS.rateLimited, retryAfter: refused.retryAfterSeconds })
  return true
}

/**
 * Builds what the auth flows share from the embedded wallet's options: the mailer, the social and
 * Farcaster logins, the rate limiters (in Redis when `redisUrl` is set) and the session helpers.
 *
 * @example
 * const auth = createAuthContext({ app, db, options, origin: () => 'http://127.0.0.1:8788' })
 * registerEmailRoutes(app, auth)
 */
export function createAuthContext({ app, db, options, origin }: CreateAuthContextParameters): AuthContext {
  const mailer = options.smtp ? createMailer(options.smtp) : undefined
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
  const limiter = (name: string, limit: RateLimit) =>
    redis
      ? new RedisRateLimiter({ redis, keyPrefix: keyPrefix(name), limit, onError })
      : new RateLimiter(limit)
  const perEmail = limiter('email', emailLimit)
  const perIp = limiter('ip', ipLimit)
  // Social and Farcaster logins store a flow per start: counted per IP like code requests, apart from them.
  const flowsPerIp = limiter('flows', ipLimit)

  async function requireSession(request: FastifyRequest, reply: FastifyReply) {
    const token = readSessionToken({ authorization: request.headers.authorization })
    const found = token ? await findAuthSession(db, token) : undefined
    if (!found) return reply.status(401).send({ error: AUTH_ERRORS.notConnected })
    if (found.session.origin !== origin()) return reply.status(401).send({ error: AUTH_ERRORS.sessionOrigin })
    request.authSession = found
  }

  async function loggedIn(reply: FastifyReply, user: AuthUserRow) {
    const session = await createAuthSession(db, { userId: user.id, origin: origin() })
    return reply.send({ ...session, user: toAuthUser(user) })
  }

  return {
    db,
    masterKey: options.masterKey,
    origin,
    mailer,
    social: createSocialLogin(options.socials ?? {}, () => `${origin()}/v1/auth/social/callback`),
    farcaster: options.farcaster ? createFarcasterLogin(options.farcaster, origin) : undefined,
    authed: { preHandler: requireSession },
    sessionOf: (request) => {
      if (!request.authSession) throw new AuthStateError('No session')
      return request.authSession
    },
    limitCodes: async (request, reply, emails) =>
      answerLimited(
        reply,
        await Promise.all([perIp.take(request.ip), ...emails.map((email) => perEmail.take(email))]),
      ),
    limitFlows: async (request, reply) => answerLimited(reply, [await flowsPerIp.take(request.ip)]),
    sendCodes: async (codes) => {
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
    },
    loggedIn,
    finishFlow: async (reply, flowId, userId, failure) => {
      const consumed = await db
        .updateTable('auth_login_flows')
        .set({ status: 'consumed' })
        .where('id', '=', flowId)
        .where('status', '=', 'done')
        .executeTakeFirst()
      const user = await db.selectFrom('auth_users').selectAll().where('id', '=', userId).executeTakeFirst()
      if (Number(consumed.numUpdatedRows) !== 1 || !user) return reply.status(400).send({ error: failure })
      return loggedIn(reply, user)
    },
    close: () => {
      mailer?.close()
      redis?.disconnect()
    },
  }
}

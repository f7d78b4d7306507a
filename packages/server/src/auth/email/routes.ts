import type { FastifyInstance } from 'fastify'
import { checkCode, consumeCodes, findOrCreateUser, issueCode, randomId, toAuthUser } from '../authStore.ts'
import type { AuthContext } from '../createAuthContext.ts'
import { FLOW_TTL_MS } from '../options.ts'
import {
  emailChangeStartSchema,
  emailChangeStatusSchema,
  emailChangeVerifySchema,
  emailStartSchema,
  emailVerifySchema,
} from './schemas.ts'

const normalize = (email: string) => email.trim().toLowerCase()

function registerEmailLogin(app: FastifyInstance, auth: AuthContext): void {
  const { db, masterKey } = auth
  app.post<{ Body: { email: string } }>(
    '/v1/auth/email/start',
    { schema: emailStartSchema },
    async (request, reply) => {
      if (!auth.mailer) return reply.status(404).send({ error: 'Email login is not configured' })
      const email = normalize(request.body.email)
      if (await auth.limitCodes(request, reply, [email])) return reply
      const { flowId, code } = await issueCode(db, masterKey, { purpose: 'login', email })
      await auth.sendCodes([{ to: email, code, flowId, purpose: 'login' }])
      return { flowId }
    },
  )

  app.post<{ Body: { flowId: string; code: string } }>(
    '/v1/auth/email/verify',
    { schema: emailVerifySchema },
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
      return auth.loggedIn(reply, user)
    },
  )
}

function registerEmailChangeStart(app: FastifyInstance, auth: AuthContext): void {
  const { db, masterKey } = auth
  app.post<{ Body: { newEmail: string } }>(
    '/v1/auth/email/change/start',
    { ...auth.authed, schema: emailChangeStartSchema },
    async (request, reply) => {
      const { user, session } = auth.sessionOf(request)
      if (user.provider !== 'email' || !user.email || !auth.mailer) {
        return reply.status(400).send({ error: 'Only an email login can change its email' })
      }
      const newEmail = normalize(request.body.newEmail)
      if (newEmail === user.email) return reply.status(400).send({ error: 'That is already your email' })
      // Counted before the lookup, so a session cannot probe which emails have accounts at speed.
      if (await auth.limitCodes(request, reply, [user.email, newEmail])) return reply
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
      await auth.sendCodes([
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
}

function registerEmailChangeVerify(app: FastifyInstance, auth: AuthContext): void {
  const { db, masterKey } = auth
  app.post<{ Body: { changeId: string; currentCode: string; newCode: string } }>(
    '/v1/auth/email/change/verify',
    { ...auth.authed, schema: emailChangeVerifySchema },
    async (request, reply) => {
      const { user, session } = auth.sessionOf(request)
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
    { ...auth.authed, schema: emailChangeStatusSchema },
    async (request, reply) => {
      const { user } = auth.sessionOf(request)
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
}

/**
 * The email flow on the secure origin: a one-time code to log in (`/v1/auth/email/start`, `/verify`)
 * and an email change confirmed by codes to both addresses (`/v1/auth/email/change/*`).
 *
 * @example
 * registerEmailRoutes(app, createAuthContext({ app, db, options, origin }))
 */
export function registerEmailRoutes(app: FastifyInstance, auth: AuthContext): void {
  registerEmailLogin(app, auth)
  registerEmailChangeStart(app, auth)
  registerEmailChangeVerify(app, auth)
}

import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { createSessionToken, hashSessionToken } from '../sessions/sessionTokens.ts'
import type { Database } from '../storage/schema.ts'
import { AuthStateError } from './errors.ts'
import type { MasterKey } from './masterKey.ts'
import { CODE_ATTEMPTS, CODE_TTL_MS, FRESH_MS, SESSION_TTL_MS } from './options.ts'
import type { AuthCodesTable, AuthSessionsTable, AuthUsersTable } from './storage/schema.ts'

/** The user as the secure origin's API answers it. */
export type AuthUser = {
  id: string
  email?: string
  socialProvider?: string
  username?: string
  farcasterUrl?: string
}

export type AuthUserRow = Selectable<AuthUsersTable>
export type AuthSessionRow = Selectable<AuthSessionsTable>

export function toAuthUser(row: AuthUserRow): AuthUser {
  return {
    id: row.id,
    ...(row.email ? { email: row.email } : {}),
    ...(row.provider !== 'email' ? { socialProvider: row.provider } : {}),
    ...(row.username ? { username: row.username } : {}),
    ...(row.farcaster_url ? { farcasterUrl: row.farcaster_url } : {}),
  }
}

/** A random id for flows and changes: 24 bytes, base64url. */
export function randomId(): string {
  return randomBytes(24).toString('base64url')
}

/** The user of an identity, created on first login (a concurrent first login finds the other's row). */
export async function findOrCreateUser(
  db: Kysely<Database>,
  identity: {
    provider: string
    subject: string
    email?: string | undefined
    username?: string | undefined
    farcasterUrl?: string | undefined
  },
): Promise<AuthUserRow> {
  const find = () =>
    db
      .selectFrom('auth_users')
      .selectAll()
      .where('provider', '=', identity.provider)
      .where('subject', '=', identity.subject)
      .executeTakeFirst()
  const existing = await find()
  if (existing) {
    if (identity.provider === 'email') return existing
    // Profile details follow the provider (a renamed account shows its new name).
    return db
      .updateTable('auth_users')
      .set({
        email: identity.email ?? existing.email,
        username: identity.username ?? existing.username,
        farcaster_url: identity.farcasterUrl ?? existing.farcaster_url,
      })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow()
  }
  await db
    .insertInto('auth_users')
    .values({
      id: randomUUID(),
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email ?? null,
      username: identity.username ?? null,
      farcaster_url: identity.farcasterUrl ?? null,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'subject']).doNothing())
    .execute()
  const created = await find()
  if (!created) throw new AuthStateError('User not stored')
  return created
}

export async function createAuthSession(
  db: Kysely<Database>,
  parameters: { userId: string; origin: string },
): Promise<{ token: string; expiresAt: string }> {
  const token = createSessionToken()
  const now = Date.now()
  const expiresAt = new Date(now + SESSION_TTL_MS)
  await db
    .insertInto('auth_sessions')
    .values({
      id: randomUUID(),
      token_hash: hashSessionToken(token),
      user_id: parameters.userId,
      origin: parameters.origin,
      expires_at: expiresAt,
      fresh_until: new Date(now + FRESH_MS),
    })
    .execute()
  return { token, expiresAt: expiresAt.toISOString() }
}

/** The live session of a token with its user, or undefined. */
export async function findAuthSession(
  db: Kysely<Database>,
  token: string,
): Promise<{ session: AuthSessionRow; user: AuthUserRow } | undefined> {
  const session = await db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('token_hash', '=', hashSessionToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst()
  if (!session) return undefined
  const user = await db
    .selectFrom('auth_users')
    .selectAll()
    .where('id', '=', session.user_id)
    .executeTakeFirst()
  return user ? { session, user } : undefined
}

/** A new 6-digit code, stored only as its keyed hash. */
export async function issueCode(
  db: Kysely<Database>,
  masterKey: MasterKey,
  parameters: {
    purpose: AuthCodesTable['purpose']
    email: string
    userId?: string | undefined
    sessionId?: string | undefined
  },
): Promise<{ flowId: string; code: string }> {
  const flowId = randomId()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db
    .insertInto('auth_codes')
    .values({
      id: flowId,
      purpose: parameters.purpose,
      email: parameters.email,
      code_hash: masterKey.hashCode(flowId, code),
      user_id: parameters.userId ?? null,
      session_id: parameters.sessionId ?? null,
      expires_at: new Date(Date.now() + CODE_TTL_MS),
    })
    .execute()
  return { flowId, code }
}

export type CodeCheck =
  | { ok: true; row: Selectable<AuthCodesTable> }
  | { ok: false; status: 400 | 429; error: string; attemptsLeft?: number }

export const CODE_ERRORS = {
  invalid: 'Invalid code',
  locked: 'Too many attempts. Request a new code.',
  expired: 'Code expired. Request a new code.',
  unknown: 'Unknown code request. Request a new code.',
} as const

/**
 * Checks a code: every try counts (atomically, before the constant-time compare), the fifth wrong one
 * and any after it lock the flow, and a right code is consumed once.
 */
export async function checkCode(
  db: Kysely<Database>,
  masterKey: MasterKey,
  parameters: {
    flowId: string
    code: string
    purposes: readonly AuthCodesTable['purpose'][]
    sessionId?: string | undefined
  },
): Promise<CodeCheck> {
  const row = await db
    .selectFrom('auth_codes')
    .selectAll()
    .where('id', '=', parameters.flowId)
    .where('purpose', 'in', parameters.purposes)
    .executeTakeFirst()
  if (
    !row ||
    row.consumed_at ||
    (parameters.sessionId !== undefined && row.session_id !== parameters.sessionId)
  ) {
    return { ok: false, status: 400, error: CODE_ERRORS.unknown }
  }
  if (row.attempts >= CODE_ATTEMPTS) return { ok: false, status: 429, error: CODE_ERRORS.locked }
  if (row.expires_at.getTime() <= Date.now()) return { ok: false, status: 400, error: CODE_ERRORS.expired }
  const counted = await db
    .updateTable('auth_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', CODE_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst()
  if (!counted) return { ok: false, status: 429, error: CODE_ERRORS.locked }
  if (!masterKey.codeMatches(row.id, parameters.code, row.code_hash)) {
    if (counted.attempts >= CODE_ATTEMPTS) return { ok: false, status: 429, error: CODE_ERRORS.locked }
    return {
      ok: false,
      status: 400,
      error: CODE_ERRORS.invalid,
      attemptsLeft: CODE_ATTEMPTS - counted.attempts,
    }
  }
  return { ok: true, row }
}

/** Marks checked codes used; false when another request used one first. */
export async function consumeCodes(db: Kysely<Database>, flowIds: readonly string[]): Promise<boolean> {
  const result = await db
    .updateTable('auth_codes')
    .set({ consumed_at: new Date() })
    .where('id', 'in', flowIds)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === flowIds.length
}

/** Drops expired codes, flows and sessions. */
export async function sweepAuth(db: Kysely<Database>): Promise<void> {
  const now = new Date()
  await db
    .deleteFrom('auth_codes')
    .where('expires_at', '<', new Date(now.getTime() - CODE_TTL_MS))
    .execute()
  await db.deleteFrom('auth_login_flows').where('expires_at', '<', now).execute()
  await db
    .deleteFrom('auth_email_changes')
    .where('expires_at', '<', now)
    .where('status', '=', 'pending')
    .execute()
  await db.deleteFrom('auth_sessions').where('expires_at', '<', now).execute()
}

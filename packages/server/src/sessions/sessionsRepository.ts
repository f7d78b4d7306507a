import { randomUUID } from 'node:crypto'
import type { SiwxMessageData, SiwxSession } from '@portico/core'
import type { Kysely, Selectable } from 'kysely'
import type { Database, SignInSessionsTable } from '../storage/schema.ts'
import { addressKey, createNonce, createSessionToken, hashSessionToken } from './sessionTokens.ts'

/** A sign-in session as the routes answer it. */
export type StoredSession = SiwxSession & {
  /** The session's id; `pci` when revoking. */
  id: string
  chainId: string
  address: string
  createdAt: string
  expiresAt: string
}

function toStoredSession(row: Selectable<SignInSessionsTable>): StoredSession {
  return {
    id: row.id,
    chainId: row.chain_id,
    address: row.address,
    data: row.data as SiwxMessageData,
    message: row.message,
    signature: row.signature,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  }
}

/** Stores a new nonce for the project and origin; expired ones are swept on the way. */
export async function issueNonce(
  db: Kysely<Database>,
  parameters: { projectId: string; origin: string | undefined; ttlMs: number },
): Promise<{ nonce: string; expiresAt: Date }> {
  const nonce = createNonce()
  const expiresAt = new Date(Date.now() + parameters.ttlMs)
  await db.deleteFrom('sign_in_nonces').where('expires_at', '<', new Date()).execute()
  await db
    .insertInto('sign_in_nonces')
    .values({
      nonce,
      project_id: parameters.projectId,
      origin: parameters.origin ?? null,
      expires_at: expiresAt,
    })
    .execute()
  return { nonce, expiresAt }
}

/** A nonce of the project that is neither used nor expired. */
export async function findLiveNonce(
  db: Kysely<Database>,
  parameters: { projectId: string; nonce: string },
): Promise<{ origin: string | null } | undefined> {
  return db
    .selectFrom('sign_in_nonces')
    .select('origin')
    .where('nonce', '=', parameters.nonce)
    .where('project_id', '=', parameters.projectId)
    .where('expires_at', '>', new Date())
    .executeTakeFirst()
}

/**
 * Consumes the session's nonce and stores the session in one transaction: a nonce is used at most
 * once even under concurrent requests, and a refused nonce stores nothing. Resolves undefined when the
 * nonce is unknown, expired or already used.
 */
export async function createSession(
  db: Kysely<Database>,
  parameters: { projectId: string; session: SiwxSession; expiresAt: Date },
): Promise<{ token: string; session: StoredSession } | undefined> {
  const { projectId, session, expiresAt } = parameters
  const token = createSessionToken()
  return db.transaction().execute(async (trx) => {
    const consumed = await trx
      .deleteFrom('sign_in_nonces')
      .where('nonce', '=', session.data.nonce)
      .where('project_id', '=', projectId)
      .where('expires_at', '>', new Date())
      .returning('nonce')
      .executeTakeFirst()
    if (!consumed) return undefined
    const row = await trx
      .insertInto('sign_in_sessions')
      .values({
        id: randomUUID(),
        token_hash: hashSessionToken(token),
        project_id: projectId,
        chain_id: session.data.chainId,
        address: session.data.accountAddress,
        address_key: addressKey(session.data.accountAddress),
        data: JSON.stringify(session.data),
        message: session.message,
        signature: session.signature,
        expires_at: expiresAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { token, session: toStoredSession(row) }
  })
}

/** The live session a token stands for, optionally only for an address (and network) of a project. */
export async function findSessionByToken(
  db: Kysely<Database>,
  parameters: {
    projectId: string
    token: string
    address?: string | undefined
    chainId?: string | undefined
  },
): Promise<StoredSession | undefined> {
  let query = db
    .selectFrom('sign_in_sessions')
    .selectAll()
    .where('token_hash', '=', hashSessionToken(parameters.token))
    .where('project_id', '=', parameters.projectId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
  if (parameters.address !== undefined)
    query = query.where('address_key', '=', addressKey(parameters.address))
  if (parameters.chainId !== undefined) query = query.where('chain_id', '=', parameters.chainId)
  const row = await query.executeTakeFirst()
  return row ? toStoredSession(row) : undefined
}

export type RevokeSessionResult = { outcome: 'revoked' | 'inactive' | 'unknown'; tokenHash?: string }

/**
 * Revokes the session `id` of an address, given its signature as proof that the caller held it.
 * `inactive`: it was already revoked or has expired; `unknown`: no such session.
 */
export async function revokeSession(
  db: Kysely<Database>,
  parameters: { projectId: string; address: string; id: string; signature: string },
): Promise<RevokeSessionResult> {
  const row = await db
    .selectFrom('sign_in_sessions')
    .select(['token_hash', 'revoked_at', 'expires_at'])
    .where('id', '=', parameters.id)
    .where('project_id', '=', parameters.projectId)
    .where('address_key', '=', addressKey(parameters.address))
    .where('signature', '=', parameters.signature)
    .executeTakeFirst()
  if (!row) return { outcome: 'unknown' }
  const revoked = await db
    .updateTable('sign_in_sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', parameters.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('id')
    .executeTakeFirst()
  return { outcome: revoked ? 'revoked' : 'inactive', tokenHash: row.token_hash }
}

import type { Kysely } from 'kysely'
import type { Database } from '../storage/schema.ts'

export type CapturedEmail = { email: string; address: string | null; consentAt: string }

/** Longest email address (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/

/** The stored form of an email: trimmed and lower-cased, or undefined when it is not an address. */
export function normalizeEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase()
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) ? email : undefined
}

/** Stores an email with its consent time; a second capture of the same address keeps the first. */
export async function captureEmail(
  db: Kysely<Database>,
  parameters: { projectId: string; email: string; address: string | undefined },
): Promise<boolean> {
  const row = await db
    .insertInto('captured_emails')
    .values({
      project_id: parameters.projectId,
      email: parameters.email,
      address: parameters.address ?? null,
      consent_at: new Date(),
    })
    .onConflict((conflict) => conflict.columns(['project_id', 'email']).doNothing())
    .returning('email')
    .executeTakeFirst()
  return row !== undefined
}

export async function listCapturedEmails(db: Kysely<Database>, projectId: string): Promise<CapturedEmail[]> {
  const rows = await db
    .selectFrom('captured_emails')
    .select(['email', 'address', 'consent_at'])
    .where('project_id', '=', projectId)
    .orderBy('consent_at')
    .execute()
  return rows.map((row) => ({
    email: row.email,
    address: row.address,
    consentAt: row.consent_at.toISOString(),
  }))
}

import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * The embedded wallet's tables: users, sessions (token hashes), one-time codes (hashes), email changes,
 * social and Farcaster login flows, and wallet shares sealed under the master key (never in the database).
 */
export const authMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('auth_users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('email', 'text')
      .addColumn('username', 'text')
      .addColumn('farcaster_url', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('auth_users_identity', ['provider', 'subject'])
      .execute()

    await db.schema
      .createTable('auth_sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('auth_users.id').onDelete('cascade'),
      )
      .addColumn('origin', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('fresh_until', 'timestamptz', (column) => column.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .execute()

    await db.schema
      .createTable('auth_codes')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('user_id', 'text', (column) => column.references('auth_users.id').onDelete('cascade'))
      .addColumn('session_id', 'text', (column) => column.references('auth_sessions.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('consumed_at', 'timestamptz')
      .execute()

    await db.schema
      .createTable('auth_email_changes')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('auth_users.id').onDelete('cascade'),
      )
      .addColumn('new_email', 'text', (column) => column.notNull())
      .addColumn('current_code_id', 'text', (column) => column.notNull())
      .addColumn('new_code_id', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute()

    await db.schema
      .createTable('auth_login_flows')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('secret', 'text', (column) => column.notNull())
      .addColumn('nonce', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('user_id', 'text', (column) => column.references('auth_users.id').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute()

    await db.schema
      .createTable('auth_wallets')
      .addColumn('user_id', 'text', (column) =>
        column.primaryKey().references('auth_users.id').onDelete('cascade'),
      )
      .addColumn('auth_share', 'text', (column) => column.notNull())
      .addColumn('recovery_kind', 'text', (column) => column.notNull())
      .addColumn('recovery_share', 'text', (column) => column.notNull())
      .addColumn('addresses', 'jsonb', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute()
  },
}

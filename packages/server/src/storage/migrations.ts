import { type Kysely, sql } from 'kysely'
import type { Migration, MigrationProvider } from 'kysely/migration'
import { authMigration } from '../auth/storage/migration.ts'
import { sponsorshipMigration } from '../bundler/storage/migration.ts'
import { historyMigration } from '../history/storage/migration.ts'
import { profileNamesMigration } from '../names/storage/migration.ts'
import { onrampMigration } from '../onramp/migration.ts'

/** The one set of migrations both dialects run (PGlite and PostgreSQL speak the same SQL). */
export const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('projects')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('allowed_origins', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('features', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('analytics_enabled', 'boolean', (column) => column.notNull().defaultTo(true))
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute()

      await db.schema
        .createTable('wallets')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('record', 'jsonb', (column) => column.notNull())
        .execute()

      await db.schema
        .createTable('wallet_images')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('content_type', 'text', (column) => column.notNull())
        .addColumn('data', 'bytea', (column) => column.notNull())
        .addColumn('etag', 'text', (column) => column.notNull())
        .execute()

      await db.schema
        .createTable('directory_state')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('revision', 'integer', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('wallet_count', 'integer', (column) => column.notNull())
        .addColumn('imported_at', 'timestamptz', (column) => column.notNull())
        .execute()

      await db.schema
        .createTable('analytics_events')
        .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('project_id', 'text', (column) =>
          column.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('event', 'text', (column) => column.notNull())
        .addColumn('event_id', 'text', (column) => column.notNull())
        .addColumn('url', 'text', (column) => column.notNull())
        .addColumn('domain', 'text', (column) => column.notNull())
        .addColumn('client_timestamp', 'bigint', (column) => column.notNull())
        .addColumn('received_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('origin', 'text')
        .addColumn('sdk_type', 'text')
        .addColumn('sdk_version', 'text')
        .addColumn('props', 'jsonb', (column) => column.notNull())
        .addUniqueConstraint('analytics_events_project_event_id', ['project_id', 'event_id'])
        .execute()

      await db.schema
        .createIndex('analytics_events_project_received')
        .on('analytics_events')
        .columns(['project_id', 'received_at'])
        .execute()
    },
  },
  '0002_sign_in_sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sign_in_nonces')
        .addColumn('nonce', 'text', (column) => column.primaryKey())
        .addColumn('project_id', 'text', (column) =>
          column.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('origin', 'text')
        .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
        .execute()

      await db.schema
        .createTable('sign_in_sessions')
        .addColumn('id', 'uuid', (column) => column.primaryKey())
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('project_id', 'text', (column) =>
          column.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('chain_id', 'text', (column) => column.notNull())
        .addColumn('address', 'text', (column) => column.notNull())
        .addColumn('address_key', 'text', (column) => column.notNull())
        .addColumn('data', 'jsonb', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('signature', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute()

      await db.schema
        .createIndex('sign_in_sessions_project_address')
        .on('sign_in_sessions')
        .columns(['project_id', 'address_key'])
        .execute()

      await db.schema
        .createTable('captured_emails')
        .addColumn('project_id', 'text', (column) =>
          column.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('address', 'text')
        .addColumn('consent_at', 'timestamptz', (column) => column.notNull())
        .addPrimaryKeyConstraint('captured_emails_pk', ['project_id', 'email'])
        .execute()
    },
  },
  '0003_history': historyMigration,
  '0004_profile_names': profileNamesMigration,
  '0006_auth': authMigration,
  '0005_onramp': onrampMigration,
  '0007_sponsorship': sponsorshipMigration,
}

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations
  },
}

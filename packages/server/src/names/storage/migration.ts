import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/** The account-name registry: one row per name, looked up by name and by address. */
export const profileNamesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('profile_names')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('zone', 'text', (column) => column.notNull())
      .addColumn('coin_type', 'bigint', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('address_key', 'text', (column) => column.notNull())
      .addColumn('attributes', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('signature', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute()

    await db.schema
      .createIndex('profile_names_address_zone')
      .on('profile_names')
      .columns(['address_key', 'zone'])
      .execute()
  },
}

import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/** Orders of the local sandbox onramp: what was bought, for which wallet, and its delivery. */
export const onrampMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('onramp_orders')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull())
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('caip_network_id', 'text', (column) => column.notNull())
      .addColumn('token_address', 'text', (column) => column.notNull())
      .addColumn('symbol', 'text', (column) => column.notNull())
      .addColumn('decimals', 'integer', (column) => column.notNull())
      .addColumn('destination', 'text', (column) => column.notNull())
      .addColumn('payment_currency', 'text', (column) => column.notNull())
      .addColumn('payment_amount', 'text', (column) => column.notNull())
      // In the token's smallest unit, as a decimal string.
      .addColumn('purchase_amount', 'text', (column) => column.notNull())
      // pending → paid → completed | failed; only the pending → paid step sends tokens.
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('tx_hash', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('paid_at', 'timestamptz')
      .execute()
  },
}

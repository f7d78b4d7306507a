import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/** The transaction-history tables (indexer cursor, recent block hashes, transactions, transfers, tokens). */
export const historyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('history_cursors')
      .addColumn('caip_network_id', 'text', (column) => column.primaryKey())
      .addColumn('next_block', 'bigint', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute()

    await db.schema
      .createTable('history_blocks')
      .addColumn('caip_network_id', 'text', (column) => column.notNull())
      .addColumn('number', 'bigint', (column) => column.notNull())
      .addColumn('hash', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('history_blocks_pk', ['caip_network_id', 'number'])
      .execute()

    await db.schema
      .createTable('history_transactions')
      .addColumn('caip_network_id', 'text', (column) => column.notNull())
      .addColumn('hash', 'text', (column) => column.notNull())
      .addColumn('block_number', 'bigint', (column) => column.notNull())
      .addColumn('tx_index', 'integer', (column) => column.notNull())
      .addColumn('mined_at', 'bigint', (column) => column.notNull())
      .addColumn('from_address', 'text', (column) => column.notNull())
      .addColumn('to_address', 'text')
      .addColumn('created_address', 'text')
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('nonce', 'bigint', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('method_id', 'text')
      .addPrimaryKeyConstraint('history_transactions_pk', ['caip_network_id', 'hash'])
      .execute()
    await db.schema
      .createIndex('history_transactions_block')
      .on('history_transactions')
      .columns(['caip_network_id', 'block_number'])
      .execute()

    await db.schema
      .createTable('history_transfers')
      .addColumn('caip_network_id', 'text', (column) => column.notNull())
      .addColumn('tx_hash', 'text', (column) => column.notNull())
      .addColumn('block_number', 'bigint', (column) => column.notNull())
      .addColumn('log_index', 'integer', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('token_address', 'text')
      .addColumn('from_address', 'text', (column) => column.notNull())
      .addColumn('to_address', 'text', (column) => column.notNull())
      .addColumn('amount', 'text', (column) => column.notNull())
      .addColumn('token_id', 'text')
      .addPrimaryKeyConstraint('history_transfers_pk', ['caip_network_id', 'tx_hash', 'log_index'])
      .execute()
    await db.schema
      .createIndex('history_transfers_block')
      .on('history_transfers')
      .columns(['caip_network_id', 'block_number'])
      .execute()

    await db.schema
      .createTable('history_accounts')
      .addColumn('caip_network_id', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('tx_hash', 'text', (column) => column.notNull())
      .addColumn('block_number', 'bigint', (column) => column.notNull())
      .addColumn('tx_index', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('history_accounts_pk', ['caip_network_id', 'address', 'tx_hash'])
      .execute()
    await db.schema
      .createIndex('history_accounts_page')
      .on('history_accounts')
      .expression(sql`caip_network_id, address, block_number desc, tx_index desc`)
      .execute()
    await db.schema
      .createIndex('history_accounts_block')
      .on('history_accounts')
      .columns(['caip_network_id', 'block_number'])
      .execute()

    await db.schema
      .createTable('history_tokens')
      .addColumn('caip_network_id', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('name', 'text')
      .addColumn('symbol', 'text')
      .addColumn('decimals', 'integer')
      .addPrimaryKeyConstraint('history_tokens_pk', ['caip_network_id', 'address'])
      .execute()
  },
}

import type { Kysely } from 'kysely'
import { createImageAsset, type ImageAsset } from '../images/imageAsset.ts'
import type { Database } from '../storage/schema.ts'
import { WalletDirectory } from './walletDirectory.ts'
import type { WalletRecord } from './walletRecord.ts'

/** The directory's current revision in the database (0 before the first import). */
export async function readDirectoryRevision(db: Kysely<Database>): Promise<number> {
  const state = await db
    .selectFrom('directory_state')
    .select('revision')
    .where('id', '=', 1)
    .executeTakeFirst()
  return state?.revision ?? 0
}

/** Builds the in-memory read model from the database in one consistent snapshot. */
export async function loadWalletDirectory(db: Kysely<Database>): Promise<WalletDirectory> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const revision = await readDirectoryRevision(trx)
      const rows = await trx.selectFrom('wallets').select(['record']).orderBy('position').execute()
      const imageRows = await trx.selectFrom('wallet_images').selectAll().execute()
      const images = new Map<string, ImageAsset>(
        imageRows.map((row) => [row.id, createImageAsset(row.data, row.content_type, row.etag)]),
      )
      return new WalletDirectory(
        revision,
        rows.map((row) => row.record as WalletRecord),
        images,
      )
    })
}

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

/** Wallets listed before the imported directory, read from a local file at start (not stored). */
export type LocalWallets = { records: readonly WalletRecord[]; images: ReadonlyMap<string, ImageAsset> }

/**
 * Builds the in-memory read model from the database in one consistent snapshot; `local` wallets come
 * first and hide imported wallets with the same id.
 */
export async function loadWalletDirectory(
  db: Kysely<Database>,
  local?: LocalWallets,
): Promise<WalletDirectory> {
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
      const localIds = new Set(local?.records.map((record) => record.id))
      for (const [id, image] of local?.images ?? []) images.set(id, image)
      return new WalletDirectory(
        revision,
        [
          ...(local?.records ?? []),
          ...rows.map((row) => row.record as WalletRecord).filter((record) => !localIds.has(record.id)),
        ],
        images,
      )
    })
}

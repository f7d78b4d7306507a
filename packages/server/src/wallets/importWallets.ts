import { readFile } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import { type Kysely, sql } from 'kysely'
import { contentTypeOf, etagOf } from '../images/imageAsset.ts'
import type { Database } from '../storage/schema.ts'
import { WalletImportError } from './errors.ts'
import { type ParsedWallet, parseWalletDirectory } from './parseWalletDirectory.ts'

export type WalletImportResult = {
  wallets: number
  images: number
  /** The directory revision after the import; servers reload when it changes. */
  revision: number
}

export type WalletImage = { id: string; content_type: string; data: Uint8Array; etag: string }

export const MAX_LOGO_BYTES = 256 * 1024
// An SVG logo that could run or load something when opened on its own: script and event handlers,
// embedded documents, entities, and links other than in-document (#id) or embedded raster images.
const ACTIVE_SVG =
  /<\s*(script|foreignObject|iframe|embed|object|handler|animate|set)\b|<!ENTITY|\son[a-z]+\s*=|javascript:|href\s*=\s*(?!["']?\s*(#|data:image\/(png|jpe?g|webp|gif);))/i
const BATCH = 100
/** Serialises imports across processes sharing one database. */
const IMPORT_LOCK = 7_303_001

/**
 * Replaces the wallet directory with the wallets of a `wallet-directory/1` file and their logos (paths
 * relative to the file). Everything is checked before anything is written; the write is one transaction.
 */
export async function importWalletsFile(db: Kysely<Database>, file: string): Promise<WalletImportResult> {
  const { path, wallets, images } = await readWalletsFile(file)
  return replaceDirectory(db, wallets, images, path)
}

/** Reads and checks a `wallet-directory/1` file and its logos (paths relative to the file). */
export async function readWalletsFile(
  file: string,
): Promise<{ path: string; wallets: ParsedWallet[]; images: WalletImage[] }> {
  const path = resolve(file)
  let document: unknown
  try {
    document = JSON.parse(await readFile(path, 'utf8'))
  } catch (cause) {
    throw new WalletImportError('Could not read the wallet file as JSON', { details: path, cause })
  }
  const wallets = parseWalletDirectory(document)
  return { path, wallets, images: await readLogos(dirname(path), wallets) }
}

async function readLogos(baseDir: string, wallets: ParsedWallet[]): Promise<WalletImage[]> {
  const root = resolve(baseDir) + sep
  const images: WalletImage[] = []
  for (const { record, logo } of wallets) {
    if (logo === null) continue
    const file = resolve(root, logo)
    const contentType = contentTypeOf(file)
    if (!file.startsWith(root) || !contentType) {
      throw new WalletImportError("Logo path must stay inside the file's folder", {
        details: `${record.id}: ${logo}`,
      })
    }
    let data: Buffer
    try {
      data = await readFile(file)
    } catch (cause) {
      throw new WalletImportError('Could not read a wallet logo', { details: `${record.id}: ${file}`, cause })
    }
    if (data.byteLength > MAX_LOGO_BYTES) {
      throw new WalletImportError(`A wallet logo is larger than ${MAX_LOGO_BYTES} bytes`, { details: file })
    }
    if (contentType === 'image/svg+xml' && ACTIVE_SVG.test(data.toString('utf8'))) {
      throw new WalletImportError('A wallet logo is an SVG with script, event handlers or external content', {
        details: `${record.id}: ${logo}`,
      })
    }
    images.push({ id: record.id, content_type: contentType, data, etag: etagOf(data) })
  }
  return images
}

async function replaceDirectory(
  db: Kysely<Database>,
  wallets: ParsedWallet[],
  images: WalletImage[],
  source: string,
): Promise<WalletImportResult> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(trx)
    await trx.deleteFrom('wallet_images').execute()
    await trx.deleteFrom('wallets').execute()
    for (let start = 0; start < wallets.length; start += BATCH) {
      const rows = wallets.slice(start, start + BATCH).map(({ record }, offset) => ({
        id: record.id,
        position: start + offset,
        record: JSON.stringify(record),
      }))
      await trx.insertInto('wallets').values(rows).execute()
    }
    for (let start = 0; start < images.length; start += BATCH) {
      await trx
        .insertInto('wallet_images')
        .values(images.slice(start, start + BATCH))
        .execute()
    }
    const state = await trx
      .insertInto('directory_state')
      .values({ id: 1, revision: 1, source, wallet_count: wallets.length, imported_at: new Date() })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          revision: eb('directory_state.revision', '+', 1),
          source,
          wallet_count: wallets.length,
          imported_at: new Date(),
        })),
      )
      .returning('revision')
      .executeTakeFirstOrThrow()
    return { wallets: wallets.length, images: images.length, revision: state.revision }
  })
}

/** Seeds the directory from the package's seed data on first start (when nothing was ever imported). */
export async function seedWalletsIfEmpty(
  db: Kysely<Database>,
  seedFile: string,
): Promise<WalletImportResult | null> {
  const state = await db
    .selectFrom('directory_state')
    .select('revision')
    .where('id', '=', 1)
    .executeTakeFirst()
  if (state) return null
  return importWalletsFile(db, seedFile)
}

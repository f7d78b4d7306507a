import type { Kysely } from 'kysely'
import type { Database } from '../storage/schema.ts'
import { loadWalletDirectory, readDirectoryRevision } from './loadWalletDirectory.ts'
import type { WalletDirectory } from './walletDirectory.ts'

/** Holds the current read model and swaps in a new one when the database's revision changes. */
export class DirectoryStore {
  readonly #db: Kysely<Database>
  #current: WalletDirectory

  private constructor(db: Kysely<Database>, current: WalletDirectory) {
    this.#db = db
    this.#current = current
  }

  static async open(db: Kysely<Database>): Promise<DirectoryStore> {
    return new DirectoryStore(db, await loadWalletDirectory(db))
  }

  get current(): WalletDirectory {
    return this.#current
  }

  /** Reloads when another process (e.g. `portico-server import-wallets`) imported. True when reloaded. */
  async refresh(): Promise<boolean> {
    const revision = await readDirectoryRevision(this.#db)
    if (revision === this.#current.revision) return false
    this.#current = await loadWalletDirectory(this.#db)
    return true
  }
}

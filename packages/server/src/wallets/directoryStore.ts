import type { Kysely } from 'kysely'
import type { Database } from '../storage/schema.ts'
import { type LocalWallets, loadWalletDirectory, readDirectoryRevision } from './loadWalletDirectory.ts'
import type { WalletDirectory } from './walletDirectory.ts'

/** Holds the current read model and swaps in a new one when the database's revision changes. */
export class DirectoryStore {
  readonly #db: Kysely<Database>
  readonly #local: LocalWallets | undefined
  #current: WalletDirectory

  private constructor(db: Kysely<Database>, current: WalletDirectory, local: LocalWallets | undefined) {
    this.#db = db
    this.#current = current
    this.#local = local
  }

  static async open(db: Kysely<Database>, local?: LocalWallets): Promise<DirectoryStore> {
    return new DirectoryStore(db, await loadWalletDirectory(db, local), local)
  }

  get current(): WalletDirectory {
    return this.#current
  }

  /** Reloads when another process (e.g. `portico-server import-wallets`) imported. True when reloaded. */
  async refresh(): Promise<boolean> {
    const revision = await readDirectoryRevision(this.#db)
    if (revision === this.#current.revision) return false
    this.#current = await loadWalletDirectory(this.#db, this.#local)
    return true
  }
}

import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The package's own seed data folder (see seed/README.md); never the repository's shared/. */
export const SEED_DIR = fileURLToPath(new URL('../../seed/', import.meta.url))

export const SEED_WALLETS_FILE = join(SEED_DIR, 'wallets.json')
export const SEED_CHAINS_FILE = join(SEED_DIR, 'chains.json')
export const SEED_CHAIN_LOGOS_DIR = join(SEED_DIR, 'chain-logos')
export const SEED_CURRENCIES_FILE = join(SEED_DIR, 'currencies.json')
export const SEED_TOKENS_FILE = join(SEED_DIR, 'tokens.json')

import type { Address } from '@solana/kit'

/**
 * The local Solana chain's genesis hash. litesvm has no genesis block, so the chain answers this fixed
 * value (sha256 of "portico-solana-genesis", in base58); its first 32 characters are the CAIP-2 reference.
 */
export const SOLANA_DEVNET_GENESIS_HASH = 'Ba3SHQM6habkMepfPaso2qfnoyfZo4i8XzmvEYZtdwn7'

/** CAIP-2 id of the local Solana chain. */
export const SOLANA_DEVNET_CAIP_NETWORK_ID = `solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}` as const

export const SOLANA_DEVNET_NAME = 'Portico Solana Devnet'

/** Default port of `npm start` (the port of solana-test-validator); tests pick a free one. */
export const SOLANA_DEVNET_DEFAULT_PORT = 8899

/** The accounts the chain funds at start: their public test keys, never use them with real funds. */
export const SOLANA_DEV_ACCOUNTS = [
  {
    address: 'Ez2uFCWHQAsMP7ww3qoVhG4eT3huTV3a846cP9pmVhmQ' as Address,
    /** The 32-byte Ed25519 private key (seed), hex. */
    privateKey: 'eb0824dcd050b1f93da62bfefb25a33f4aa92564a1e701373f4d5689d249e616',
  },
  {
    address: 'FUL2qW4fir5T9o7YgFSuozPegnKK5k5xjyxDx9JefkEX' as Address,
    privateKey: '99f73b71140075b74e1893046650a3445e860e03b8a7ccea4993dfe4dbb371df',
  },
  {
    address: 'AUEf8KPeKTLq5qXn8E9bYTzkgtHushWVGaBpN6mPAZ7v' as Address,
    privateKey: '254f65d6cbe493d64926d1dd9fb6fc35c543ac6f7b8391d4323e2f99ca3f3b89',
  },
] as const

export type SolanaDevAccount = (typeof SOLANA_DEV_ACCOUNTS)[number]

/** "Portico USD", the chain's 6-decimals SPL token; its mint authority is the first dev account. */
export const SOLANA_DEVNET_PUSD = {
  address: 'HpRzK8rWTeNGqqHMJQ6s1F5iM5WZzDpWEaRQPR5x3Dd5' as Address,
  name: 'Portico USD',
  symbol: 'PUSD',
  decimals: 6,
} as const

/** What each dev account holds at start: 1,000 SOL and 10,000 PUSD. */
export const SOLANA_DEVNET_FUNDS = { lamports: 1_000_000_000_000n, pusd: 10_000_000_000n } as const

/** The flat fee per signature the chain charges, in lamports (Solana's base fee). */
export const SOLANA_DEVNET_LAMPORTS_PER_SIGNATURE = 5000n

/** How many slots a blockhash stays usable, as on Solana. */
export const SOLANA_DEVNET_BLOCKHASH_VALIDITY = 150n

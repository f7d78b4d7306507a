import { defineSolanaNetwork } from './defineSolanaNetwork.ts'

/** Solana mainnet-beta (CAIP-2 `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
export const solanaMainnet = defineSolanaNetwork({
  genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  name: 'Solana',
  rpcUrls: ['https://api.mainnet-beta.solana.com'],
})

/** Solana devnet (CAIP-2 `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`). */
export const solanaDevnet = defineSolanaNetwork({
  genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  name: 'Solana Devnet',
  rpcUrls: ['https://api.devnet.solana.com'],
  testnet: true,
})

/** Solana testnet (CAIP-2 `solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`). */
export const solanaTestnet = defineSolanaNetwork({
  genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zZcP1fc8d',
  name: 'Solana Testnet',
  rpcUrls: ['https://api.testnet.solana.com'],
  testnet: true,
})

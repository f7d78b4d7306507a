/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PORTICO_RELAY_URL?: string
  readonly VITE_PORTICO_DEVNET_A_RPC_URL?: string
  readonly VITE_PORTICO_DEVNET_B_RPC_URL?: string
  readonly VITE_PORTICO_SOLANA_RPC_URL?: string
  readonly VITE_PORTICO_BITCOIN_ESPLORA_URL?: string
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PORTICO_API_URL?: string
  readonly VITE_PORTICO_VAULT_URL?: string
  readonly VITE_PORTICO_PROJECT_ID?: string
  readonly VITE_PORTICO_DEVNET_A_RPC_URL?: string
  readonly VITE_PORTICO_DEVNET_B_RPC_URL?: string
  readonly VITE_PORTICO_SOLANA_RPC_URL?: string
  readonly VITE_PORTICO_BITCOIN_ESPLORA_URL?: string
}

import type { AutoApprove } from './provider.ts'

/**
 * Settings a page (or e2e's `page.addInitScript`) can put on `window.__PORTICO_DEV_WALLET__` before
 * the dev wallet script runs.
 */
export type DevWalletBrowserConfig = {
  autoApprove?: AutoApprove
  /** RPC URL per chain id; defaults to the devnet's default ports on 127.0.0.1. */
  rpcUrls?: Record<number, string>
  /** RPC URL of the local Solana chain; defaults to http://127.0.0.1:8899. */
  solanaRpcUrl?: string
  /** Esplora API of the local Bitcoin regtest ledger; defaults to http://127.0.0.1:3002. */
  bitcoinEsploraUrl?: string
  /** Also set `window.ethereum` (the legacy injected provider). */
  injectWindowEthereum?: boolean
}

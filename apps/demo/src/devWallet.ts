// The demo can inject the Portico Dev Wallet as an extension would. The choice survives reloads so the
// wallet is announced (EIP-6963, wallet-standard for Solana and Bitcoin, sats-connect) before Portico looks for wallets.
const STORAGE_KEY = 'portico-demo:dev-wallet'

export function isDevWalletEnabled(): boolean {
  return localStorage.getItem(STORAGE_KEY) === 'on'
}

export function setDevWalletEnabled(enabled: boolean): void {
  if (enabled) localStorage.setItem(STORAGE_KEY, 'on')
  else localStorage.removeItem(STORAGE_KEY)
  window.location.reload()
}

/**
 * Loads and announces the dev wallet when the visitor turned it on; its code is a separate chunk. Like the
 * injectable bundle, it exposes its sides as `window.porticoDevWallet`, `window.porticoSolanaDevWallet` and
 * `window.porticoBitcoinDevWallet`, e.g. `porticoDevWallet.setAutoApprove(true)` from the console.
 */
export async function installDevWalletIfEnabled(): Promise<void> {
  if (!isDevWalletEnabled()) return
  const { installDevWallet } = await import('@portico/devnet/wallet')
  const installed = installDevWallet({
    rpcUrls: {
      31337: import.meta.env.VITE_PORTICO_DEVNET_A_RPC_URL ?? 'http://127.0.0.1:8545',
      31338: import.meta.env.VITE_PORTICO_DEVNET_B_RPC_URL ?? 'http://127.0.0.1:8546',
    },
    solanaRpcUrl: import.meta.env.VITE_PORTICO_SOLANA_RPC_URL ?? 'http://127.0.0.1:8899',
    bitcoinEsploraUrl: import.meta.env.VITE_PORTICO_BITCOIN_ESPLORA_URL ?? 'http://127.0.0.1:3002',
  })
  const scope = window as unknown as Record<string, unknown>
  scope.porticoDevWallet = installed.wallet
  scope.porticoBitcoinDevWallet = installed.bitcoin
  void installed.solana.then((solana) => {
    scope.porticoSolanaDevWallet = solana
  })
}

import type { BitcoinDevWallet } from './bitcoin/createBitcoinDevWallet.ts'
import type { DevWalletBrowserConfig } from './browserConfig.ts'
import { installDevWallet } from './install.ts'
import type { DevWallet } from './provider.ts'
import type { SolanaDevWallet } from './solana/createSolanaDevWallet.ts'

/**
 * Entry of the injectable bundle (an IIFE, like an extension's content script): installs the wallet
 * with `window.__PORTICO_DEV_WALLET__` as its settings and exposes it as `window.porticoDevWallet`,
 * its Solana side as `window.porticoSolanaDevWallet` once registered and its Bitcoin side as
 * `window.porticoBitcoinDevWallet` (e2e calls `porticoDevWallet.setAutoApprove('reject')` to test
 * rejection).
 */
const scope = globalThis as typeof globalThis & {
  __PORTICO_DEV_WALLET__?: DevWalletBrowserConfig
  porticoDevWallet?: DevWallet
  porticoSolanaDevWallet?: SolanaDevWallet
  porticoBitcoinDevWallet?: BitcoinDevWallet
}
if (!scope.porticoDevWallet) {
  const installed = installDevWallet(scope.__PORTICO_DEV_WALLET__ ?? {})
  scope.porticoDevWallet = installed.wallet
  scope.porticoBitcoinDevWallet = installed.bitcoin
  void installed.solana.then((solana) => {
    scope.porticoSolanaDevWallet = solana
  })
}

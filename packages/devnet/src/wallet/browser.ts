import type { DevWalletBrowserConfig } from './browserConfig.ts'
import { installDevWallet } from './install.ts'
import type { DevWallet } from './provider.ts'

/**
 * Entry of the injectable bundle (an IIFE, like an extension's content script): installs the wallet
 * with `window.__PORTICO_DEV_WALLET__` as its settings and exposes it as `window.porticoDevWallet`
 * (e2e calls `porticoDevWallet.setAutoApprove('reject')` to test rejection).
 */
const scope = globalThis as typeof globalThis & {
  __PORTICO_DEV_WALLET__?: DevWalletBrowserConfig
  porticoDevWallet?: DevWallet
}
if (!scope.porticoDevWallet) {
  scope.porticoDevWallet = installDevWallet(scope.__PORTICO_DEV_WALLET__ ?? {}).wallet
}

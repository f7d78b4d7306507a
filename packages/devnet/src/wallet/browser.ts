import { DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID, DEVNET_DEFAULT_PORTS } from '../chains.ts'
import { announceProvider } from './announce.ts'
import { createApprovalDialog } from './approval-dialog.ts'
import type { DevWalletBrowserConfig } from './browser-config.ts'
import { devWalletChains } from './chains.ts'
import { DEV_WALLET_INFO } from './info.ts'
import { createDevWallet, type DevWallet } from './provider.ts'

/**
 * Entry of the injectable bundle (an IIFE, like an extension's content script): creates the wallet
 * with an approval dialog, announces it over EIP-6963 and exposes it as `window.porticoDevWallet`
 * (e2e calls `porticoDevWallet.setAutoApprove('reject')` to test rejection).
 */
type DevWalletWindow = typeof globalThis & {
  __PORTICO_DEV_WALLET__?: DevWalletBrowserConfig
  porticoDevWallet?: DevWallet
  ethereum?: unknown
}

const scope = globalThis as DevWalletWindow
if (!scope.porticoDevWallet) {
  const config = scope.__PORTICO_DEV_WALLET__ ?? {}
  const wallet = createDevWallet({
    chains: devWalletChains(
      config.rpcUrls ?? {
        [DEVNET_A_CHAIN_ID]: `http://127.0.0.1:${DEVNET_DEFAULT_PORTS[DEVNET_A_CHAIN_ID]}`,
        [DEVNET_B_CHAIN_ID]: `http://127.0.0.1:${DEVNET_DEFAULT_PORTS[DEVNET_B_CHAIN_ID]}`,
      },
    ),
    autoApprove: config.autoApprove ?? false,
    approve: createApprovalDialog({ icon: DEV_WALLET_INFO.icon }),
  })
  scope.porticoDevWallet = wallet
  if (config.injectWindowEthereum && !scope.ethereum) scope.ethereum = wallet.provider
  announceProvider({ provider: wallet.provider })
}

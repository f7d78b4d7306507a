import { registerWallet } from '@wallet-standard/wallet'
import { DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID, DEVNET_DEFAULT_PORTS } from '../chains.ts'
import { announceProvider } from './announce.ts'
import { createApprovalDialog } from './approvalDialog.ts'
import { type BitcoinDevWallet, createBitcoinDevWallet } from './bitcoin/createBitcoinDevWallet.ts'
import { installSatsConnectProvider } from './bitcoin/installSatsConnectProvider.ts'
import type { DevWalletBrowserConfig } from './browserConfig.ts'
import { devWalletChains } from './chains.ts'
import { DEV_WALLET_INFO } from './info.ts'
import { createDevWallet, type DevWallet } from './provider.ts'
import { createSolanaDevWallet, type SolanaDevWallet } from './solana/createSolanaDevWallet.ts'

export type InstallDevWalletReturnType = {
  wallet: DevWallet
  /**
   * The Solana side, once its keys are made and it is registered as a wallet-standard wallet;
   * undefined where the page cannot make Ed25519 keys (an insecure context), with a console warning.
   */
  solana: Promise<SolanaDevWallet | undefined>
  /** The Bitcoin side: a wallet-standard wallet and a sats-connect provider (`window.btc_providers`). */
  bitcoin: BitcoinDevWallet
  /**
   * Stops answering EIP-6963 requests, removes `window.ethereum` if this call set it and takes the
   * sats-connect provider off the page.
   */
  uninstall(): void
}

/**
 * Installs the Portico Dev Wallet in this page as an extension would: approval prompts in a DOM
 * dialog, an EIP-6963 announcement, optionally `window.ethereum`, a wallet-standard wallet for the
 * local Solana chain, and for the local Bitcoin chain a wallet-standard wallet and a sats-connect
 * provider, all under the same name (so Portico lists one wallet serving every namespace). The demo's toggle uses this;
 * e2e injects the same code as a script (`getDevWalletScript`).
 *
 * @example
 * const { wallet, uninstall } = installDevWallet({ rpcUrls: { 31337: 'http://127.0.0.1:8545' } })
 */
export function installDevWallet(config: DevWalletBrowserConfig = {}): InstallDevWalletReturnType {
  const scope = globalThis as typeof globalThis & { ethereum?: unknown }
  const approve = createApprovalDialog({ icon: DEV_WALLET_INFO.icon })
  const wallet = createDevWallet({
    chains: devWalletChains(
      config.rpcUrls ?? {
        [DEVNET_A_CHAIN_ID]: `http://127.0.0.1:${DEVNET_DEFAULT_PORTS[DEVNET_A_CHAIN_ID]}`,
        [DEVNET_B_CHAIN_ID]: `http://127.0.0.1:${DEVNET_DEFAULT_PORTS[DEVNET_B_CHAIN_ID]}`,
      },
    ),
    autoApprove: config.autoApprove ?? false,
    approve,
  })
  const solana = createSolanaDevWallet({
    rpcUrl: config.solanaRpcUrl,
    autoApprove: config.autoApprove ?? false,
    approve,
  }).then(
    (created) => {
      registerWallet(created.wallet)
      return created
    },
    (error: unknown) => {
      console.warn('Portico Dev Wallet: no Solana accounts in this page', error)
      return undefined
    },
  )
  const bitcoin = createBitcoinDevWallet({
    esploraUrl: config.bitcoinEsploraUrl,
    autoApprove: config.autoApprove ?? false,
    approve,
  })
  const removeSatsConnect = installSatsConnectProvider(bitcoin)
  registerWallet(bitcoin.wallet)
  const ownsEthereum = !!config.injectWindowEthereum && !scope.ethereum
  if (ownsEthereum) scope.ethereum = wallet.provider
  const stop = announceProvider({ provider: wallet.provider })
  return {
    wallet,
    solana,
    bitcoin,
    uninstall() {
      stop()
      removeSatsConnect()
      if (ownsEthereum && scope.ethereum === wallet.provider) delete scope.ethereum
    },
  }
}

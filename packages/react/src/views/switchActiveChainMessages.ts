import type { ViewCatalogue } from '../messages/index.ts'

/** SwitchActiveChain's texts, in the view's chunk rather than in the page's first download. */
export const SWITCH_ACTIVE_CHAIN_MESSAGES = {
  id: 'switchActiveChain',
  en: {
    switchActiveChainTitle: 'Switch to {namespace}',
    switchActiveChainText:
      'The connected wallet has no {namespace} account. Connect a wallet for {namespace} to continue.',
    connectNamespaceWallet: 'Connect a {namespace} wallet',
    evmNetworks: 'EVM Networks',
  },
} as const satisfies ViewCatalogue

import type { ViewCatalogue } from '../messages/index.ts'

/** The network list's texts, in the view's chunk rather than in the page's first download. */
export const NETWORKS_MESSAGES = {
  id: 'networks',
  en: {
    networks: 'Networks',
    unsupportedChainText:
      'This app doesn’t support your current network. Switch to an available option to continue.',
    currentNetwork: 'Connected',
    networkUnavailable: 'Unavailable',
    evmNetworks: 'EVM Networks',
  },
} as const satisfies ViewCatalogue

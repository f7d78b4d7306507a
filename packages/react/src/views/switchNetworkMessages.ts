import type { ViewCatalogue } from '../messages/index.ts'

/** SwitchNetwork's texts, in the view's chunk rather than in the page's first download. */
export const SWITCH_NETWORK_MESSAGES = {
  id: 'switchNetwork',
  en: {
    networkSwitched: 'Switched to {network}',
    approveInWallet: 'Approve in wallet',
    switchRequest: 'Accept the request to switch to {network} in your wallet.',
    switchRequestIn: 'Accept the request to switch to {network} in {name}.',
  },
} as const satisfies ViewCatalogue

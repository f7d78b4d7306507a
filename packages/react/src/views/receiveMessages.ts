import type { ViewCatalogue } from '../messages/index.ts'

/** Receive's texts, in the view's chunk rather than in the page's first download. */
export const RECEIVE_MESSAGES = {
  id: 'receive',
  en: {
    receiveText: 'Send assets on {network} to this address.',
    receiveQr: 'QR code of your {network} address',
    receiveNetworks: 'Also receives on',
  },
} as const satisfies ViewCatalogue

import type { ViewCatalogue } from '../../messages/index.ts'

/** The send form's texts, in the view's chunk rather than in the page's first download. */
export const SEND_MESSAGES = {
  id: 'send',
  en: {
    amount: 'Amount',
    available: '{amount} {symbol} available',
    max: 'Max',
    receiverPlaceholder: 'Type or paste address',
    enterAmount: 'Enter an amount',
    invalidAmount: 'Invalid amount',
    insufficientBalance: 'Insufficient balance',
    addReceiver: 'Add address',
    invalidAddress: 'Invalid address',
    sats: '{amount} sats',
    cannotSend: 'Cannot send',
  },
} as const satisfies ViewCatalogue

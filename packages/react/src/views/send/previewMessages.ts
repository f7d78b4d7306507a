import type { ViewCatalogue } from '../../messages/index.ts'

/** The send preview's texts, in the view's chunk rather than in the page's first download. */
export const SEND_PREVIEW_MESSAGES = {
  id: 'sendPreview',
  en: {
    sending: 'Sending',
    sendingTx: 'Sending…',
    networkFee: 'Network fee',
    network: 'Network',
    unavailable: 'Unavailable',
    reviewInWallet: 'Review the transaction in your wallet before approving it.',
    sent: 'Sent {amount} {symbol}',
    sendFailed: 'Send failed',
    feeRate: 'Fee rate',
    slow: 'Slow',
    normal: 'Normal',
    fast: 'Fast',
    satsPerVbyte: '{rate} sat/vB',
    sats: '{amount} sats',
    insufficientForFee: 'Insufficient balance for the amount and the network fee.',
    transactionSent: 'Transaction sent',
    copyTransactionId: 'Copy transaction ID',
    transactionIdCopied: 'Transaction ID copied',
    viewOnExplorer: 'View on {explorer}',
  },
} as const satisfies ViewCatalogue

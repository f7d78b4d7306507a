import type { ViewCatalogue } from '../../messages/index.ts'

/** The Buy and currency picker views' texts, in their chunks. */
export const BUY_MESSAGES = {
  id: 'buy',
  en: {
    provider: 'Provider',
    fee: 'Fee {range}',
    youBuy: 'You buy',
    network: 'Network',
    youPay: 'You pay',
    paymentCurrency: 'Payment currency',
    purchaseCurrency: 'Purchase currency',
    searchCurrency: 'Search currency',
    noCurrencyFound: 'No currency found',
    noCurrencyFoundText: 'Nothing matches “{query}”.',
    notOnNetwork: 'Not available on {network}',
    limits: 'Min {min} · Max {max} {currency}',
    youReceive: 'You receive',
    fees: 'Fees',
    total: 'Total',
    belowMin: 'Minimum is {min} {currency}',
    aboveMax: 'Maximum is {max} {currency}',
    enterAmount: 'Enter an amount',
    gettingQuote: 'Getting quote…',
    continueWith: 'Continue with {provider}',
    opening: 'Opening {provider}…',
    noProvider: 'No card provider is available right now.',
    noNetwork: '{symbol} cannot be bought for {network}. Choose another currency or switch network.',
    sampleOptions: 'Showing sample options: the provider could not be reached.',
    pending: 'Waiting for {amount} to arrive',
    pendingText:
      'Finish the payment in the {provider} tab. Your balance updates here when the tokens arrive.',
    reopen: 'Reopen checkout',
    arrived: '{amount} arrived in your wallet',
    popupBlocked: 'Your browser blocked the new tab. Open the checkout here:',
  },
} as const satisfies ViewCatalogue

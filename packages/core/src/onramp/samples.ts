import type { OnrampOptions, OnrampQuote } from '../api/onramp.ts'
import { ONRAMP } from '../constants/onramp.ts'

/** The built-in sample options used when the options call fails (docs/rules/errors.md): USDC, paid in USD. */
export const SAMPLE_ONRAMP_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: ONRAMP.defaultPurchaseCurrency,
      name: 'USD Coin',
      symbol: ONRAMP.defaultPurchaseCurrency,
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        },
        {
          name: 'base',
          display_name: 'Base',
          chain_id: '8453',
          contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        },
        {
          name: 'solana',
          display_name: 'Solana',
          chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          contract_address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
        },
      ],
    },
  ],
  paymentCurrencies: [
    {
      id: ONRAMP.defaultPaymentCurrency,
      payment_method_limits: ONRAMP.sampleLimits.map((limit) => ({ ...limit })),
    },
  ],
}

/** The placeholder quote of docs/rules/errors.md: the amount echoed back, no fee. */
export function placeholderQuote(parameters: {
  amount: string
  purchaseCurrency: string
  paymentCurrency: string
}): OnrampQuote {
  const { amount, purchaseCurrency, paymentCurrency } = parameters
  return {
    networkFee: { amount: '0', currency: paymentCurrency },
    paymentSubtotal: { amount, currency: paymentCurrency },
    paymentTotal: { amount, currency: paymentCurrency },
    purchaseAmount: { amount, currency: purchaseCurrency },
    quoteId: 'placeholder-quote',
  }
}

/** Whether the visitor's clock is in one of the restricted timezones, where the onramp is not offered (docs/rules/permissions.md). */
export function isRestrictedTimezone(
  restricted: readonly string[],
  timeZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
): boolean {
  return timeZone !== undefined && restricted.includes(timeZone)
}

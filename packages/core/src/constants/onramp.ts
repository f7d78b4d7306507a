/** Onramp defaults (docs/rules/limits.md). */
export const ONRAMP = {
  defaultPurchaseCurrency: 'USDC',
  defaultPaymentCurrency: 'USD',
  /** Limits of the built-in sample options used when the options call fails (docs/rules/errors.md). */
  sampleLimits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ],
  providerFeeRange: '1-2%',
  /** The 'meld' provider gets these extra URL parameters. */
  meldParams: ['publicKey', 'destinationCurrencyCode', 'walletAddress', 'externalCustomerId'],
} as const

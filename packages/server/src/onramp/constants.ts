/** Onramp defaults and limits (docs/rules/limits.md). */
export const ONRAMP = {
  defaultPurchaseCurrency: 'USDC',
  defaultPaymentCurrency: 'USD',
  /** Shown as the provider fee range. */
  feeRange: '1-2%',
  sampleLimits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ],
} as const

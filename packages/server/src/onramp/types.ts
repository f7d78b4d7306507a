import type { OnrampOptions, OnrampQuote } from '@portico/core'

export type { OnrampAmount, OnrampOptions, OnrampQuote, OnrampQuoteRequest } from '@portico/core'

/** A currency the visitor can buy and the networks it is delivered on (docs/rules/entities.md Onramp options). */
export type OnrampPurchaseCurrency = OnrampOptions['purchaseCurrencies'][number]

/** A fiat currency and the amount limits of each payment method (docs/rules/entities.md). */
export type OnrampPaymentCurrency = OnrampOptions['paymentCurrencies'][number]

/** A checked quote request: the currency, network and payment the provider offers. */
export type OnrampQuoteParameters = {
  purchaseCurrency: OnrampPurchaseCurrency
  network: OnrampPurchaseCurrency['networks'][number]
  paymentCurrency: string
  /** Fiat amount, a decimal with at most 2 places. */
  amount: string
}

/** A checked POST /v1/generators/onrampurl request. */
export type OnrampUrlParameters = {
  projectId: string
  /** This server's origin as the client reached it, for pages it serves itself. */
  origin: string
  purchaseCurrency: OnrampPurchaseCurrency
  network: OnrampPurchaseCurrency['networks'][number]
  /** The wallet the tokens go to, in its network's address form. */
  address: string
  paymentCurrency: string
  /** Fiat amount, when preset. */
  presetFiatAmount?: string | undefined
  /** Amount of the purchase currency, when preset. */
  presetCryptoAmount?: string | undefined
  partnerUserId?: string | undefined
  defaultExperience?: string | undefined
}

/**
 * What the onramp API needs from a card-payment provider (the local sandbox, Meld, Coinbase Onramp):
 * what it sells, quotes, and the URL of its checkout for a destination wallet.
 */
export type OnrampProvider = {
  /** Shown in the Buy view's provider list, e.g. `sandbox`, `meld`, `coinbase`. */
  readonly name: string
  /** The provider's display name. */
  readonly label: string
  getOptions(): Promise<OnrampOptions>
  getQuote(parameters: OnrampQuoteParameters): Promise<OnrampQuote>
  createUrl(parameters: OnrampUrlParameters): Promise<string>
}

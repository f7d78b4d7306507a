import type { ApiClient } from './http.ts'

/** docs/rules/entities.md Onramp options: what can be bought, on which networks, and the payment limits. */
export type OnrampOptions = {
  purchaseCurrencies: {
    id: string
    name: string
    symbol: string
    networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
  }[]
  paymentCurrencies: { id: string; payment_method_limits: { id: string; min: string; max: string }[] }[]
}

export type OnrampAmount = { amount: string; currency: string }

/** docs/rules/entities.md Onramp quote. */
export type OnrampQuote = {
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

/** A card-payment provider the server offers, with its fee range. */
export type OnrampProviderInfo = { name: string; label: string; feeRange: string }

/** GET /v1/onramp/providers. */
export async function getOnrampProviderList(api: ApiClient) {
  const { providers } = await api.getJson<{ providers: OnrampProviderInfo[] }>('/v1/onramp/providers')
  return providers
}

/** GET /v1/onramp/options (docs/rules/api.md). */
export function getOnrampOptionList(api: ApiClient, parameters: { provider?: string | undefined } = {}) {
  return api.getJson<OnrampOptions>('/v1/onramp/options', { provider: parameters.provider })
}

/** POST /v1/onramp/quote (docs/rules/api.md). */
export async function postOnrampQuote(
  api: ApiClient,
  body: {
    purchaseCurrency: string
    paymentCurrency: string
    amount: string
    network: string
    provider?: string | undefined
  },
) {
  return (await (await api.postJson('/v1/onramp/quote', body)).json()) as OnrampQuote
}

/** POST /v1/generators/onrampurl (docs/rules/api.md): the provider's checkout URL for the wallet. */
export async function postOnrampUrl(
  api: ApiClient,
  body: {
    destinationWallets: { address: string; blockchains: string[]; assets: string[] }[]
    defaultNetwork: string
    partnerUserId: string
    defaultExperience: 'buy'
    presetCryptoAmount?: string | undefined
    presetFiatAmount?: string | undefined
    paymentCurrency?: string | undefined
    provider?: string | undefined
  },
) {
  return (await (await api.postJson('/v1/generators/onrampurl', body)).json()) as { url: string }
}

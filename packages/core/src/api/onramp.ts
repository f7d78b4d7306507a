import type {
  OnrampOptions,
  OnrampProviderInfo,
  OnrampQuote,
  OnrampQuoteRequest,
} from '../contract/onramp.ts'
import type { ApiClient } from './http.ts'

export type { OnrampAmount, OnrampOptions, OnrampProviderInfo, OnrampQuote } from '../contract/onramp.ts'

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
export async function postOnrampQuote(api: ApiClient, body: OnrampQuoteRequest) {
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

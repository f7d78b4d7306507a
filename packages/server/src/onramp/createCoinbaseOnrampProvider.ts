import { createPrivateKey, randomBytes, sign } from 'node:crypto'
import { OnrampProviderError } from './errors.ts'
import type { OnrampOptions, OnrampProvider, OnrampQuote } from './types.ts'

export type CoinbaseOnrampOptions = {
  /** CDP Secret API key name, e.g. `organizations/…/apiKeys/…`. */
  keyName: string
  /** Its EC private key (PEM, P-256), which signs the ES256 JWT of each request. */
  privateKey: string
  /** Default https://api.developer.coinbase.com. */
  apiUrl?: string | undefined
  /** Default https://pay.coinbase.com. */
  payUrl?: string | undefined
  /** The buyer's country for options and quotes. Default US. */
  country?: string | undefined
  fetch?: typeof fetch | undefined
}

type Money = { value: string; currency: string }

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')

/**
 * A CDP JWT (ES256) for one request: `sub` and `kid` the key name, `iss` 'cdp', valid 2 minutes,
 * `uri` the method, host and path it authorizes.
 */
export function cdpJwt(parameters: {
  keyName: string
  privateKey: string
  method: string
  url: string
}): string {
  const url = new URL(parameters.url)
  const now = Math.floor(Date.now() / 1000)
  const header = { alg: 'ES256', kid: parameters.keyName, typ: 'JWT', nonce: randomBytes(16).toString('hex') }
  const payload = {
    sub: parameters.keyName,
    iss: 'cdp',
    nbf: now,
    exp: now + 120,
    uri: `${parameters.method} ${url.host}${url.pathname}`,
  }
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`
  const signature = sign('sha256', Buffer.from(input), {
    key: createPrivateKey(parameters.privateKey),
    dsaEncoding: 'ieee-p1363',
  })
  return `${input}.${base64url(signature)}`
}

/**
 * Coinbase Onramp through the CDP Onramp API: buy options (`GET /onramp/v1/buy/options`), buy quotes
 * (`POST /onramp/v1/buy/quote`) and a session token (`POST /onramp/v1/token`) for the checkout URL
 * `pay.coinbase.com/buy/select-asset?sessionToken=…` with the preset amount, asset and network.
 *
 * @example
 * const coinbase = createCoinbaseOnrampProvider({ keyName: process.env.CDP_KEY_NAME, privateKey: process.env.CDP_PRIVATE_KEY })
 */
export function createCoinbaseOnrampProvider(options: CoinbaseOnrampOptions): OnrampProvider {
  const apiUrl = (options.apiUrl ?? 'https://api.developer.coinbase.com').replace(/\/+$/, '')
  const payUrl = (options.payUrl ?? 'https://pay.coinbase.com').replace(/\/+$/, '')
  const country = options.country ?? 'US'
  const doFetch = options.fetch ?? globalThis.fetch

  async function call<result>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<result> {
    const url = `${apiUrl}${path}`
    const jwt = cdpJwt({ keyName: options.keyName, privateKey: options.privateKey, method, url })
    let response: Response
    try {
      response = await doFetch(url, {
        method,
        headers: {
          authorization: `Bearer ${jwt}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      throw new OnrampProviderError('Coinbase Onramp could not be reached', { cause: error })
    }
    if (!response.ok) {
      throw new OnrampProviderError(`Coinbase Onramp answered ${response.status}`, {
        details: (await response.text()).slice(0, 500),
      })
    }
    return (await response.json()) as result
  }

  return {
    name: 'coinbase',
    label: 'Coinbase',
    async getOptions(): Promise<OnrampOptions> {
      const answer = await call<{
        purchase_currencies: OnrampOptions['purchaseCurrencies']
        payment_currencies: { id: string; limits: { id: string; min: string; max: string }[] }[]
      }>('GET', `/onramp/v1/buy/options?country=${encodeURIComponent(country)}`)
      return {
        purchaseCurrencies: answer.purchase_currencies,
        paymentCurrencies: answer.payment_currencies.map((currency) => ({
          id: currency.id,
          payment_method_limits: currency.limits,
        })),
      }
    },
    async getQuote(parameters): Promise<OnrampQuote> {
      const answer = await call<{
        coinbase_fee: Money
        network_fee: Money
        payment_subtotal: Money
        payment_total: Money
        purchase_amount: Money
        quote_id: string
      }>('POST', '/onramp/v1/buy/quote', {
        purchase_currency: parameters.purchaseCurrency.id,
        purchase_network: parameters.network.name,
        payment_amount: parameters.amount,
        payment_currency: parameters.paymentCurrency,
        payment_method: 'CARD',
        country,
      })
      const money = (value: Money) => ({ amount: value.value, currency: value.currency })
      return {
        networkFee: money(answer.network_fee),
        paymentSubtotal: money(answer.payment_subtotal),
        paymentTotal: money(answer.payment_total),
        purchaseAmount: money(answer.purchase_amount),
        quoteId: answer.quote_id,
      }
    },
    async createUrl(parameters) {
      const { token } = await call<{ token: string }>('POST', '/onramp/v1/token', {
        addresses: [{ address: parameters.address, blockchains: [parameters.network.name] }],
        assets: [parameters.purchaseCurrency.symbol],
      })
      const search = new URLSearchParams({
        sessionToken: token,
        defaultNetwork: parameters.network.name,
        defaultAsset: parameters.purchaseCurrency.symbol,
        defaultExperience: parameters.defaultExperience ?? 'buy',
        fiatCurrency: parameters.paymentCurrency,
      })
      if (parameters.presetCryptoAmount) search.set('presetCryptoAmount', parameters.presetCryptoAmount)
      else if (parameters.presetFiatAmount) search.set('presetFiatAmount', parameters.presetFiatAmount)
      if (parameters.partnerUserId) search.set('partnerUserId', parameters.partnerUserId.slice(0, 49))
      return `${payUrl}/buy/select-asset?${search}`
    },
  }
}

import { randomUUID } from 'node:crypto'
import { SAMPLE_ONRAMP_OPTIONS } from '@portico/core'
import { OnrampProviderError } from './errors.ts'
import type { OnrampOptions, OnrampProvider, OnrampQuote, OnrampQuoteParameters } from './types.ts'

export type MeldOnrampOptions = {
  /** The Meld widget's public key. */
  publicKey: string
  /** Default https://meldcrypto.com. */
  widgetUrl?: string | undefined
  /** The secret API key (`BASIC` authorization) of Meld's REST API, for quotes. Without it Meld does not quote. */
  apiKey?: string | undefined
  /** Default https://api.meld.io (sandbox: https://api-sb.meld.io). */
  apiUrl?: string | undefined
  /** The country quotes are asked for (ISO 3166-1 alpha-2). Default US. */
  countryCode?: string | undefined
}

/** The `Meld-Version` header: the API version whose request and answer shapes this client speaks. */
export const MELD_API_VERSION = '2025-03-04'

/** Meld's code of what is bought, per network of the options: its codes name the network except on Ethereum. */
const MELD_QUOTE_CURRENCY: Record<string, string> = { ethereum: 'USDC', base: 'USDC_BASE', solana: 'SOL' }

/** One service provider's quote in `POST /payments/crypto/quote`'s answer (fields this client reads). */
type MeldQuote = {
  serviceProvider?: string | null
  sourceAmount?: number | null
  sourceAmountWithoutFees?: number | null
  totalFee?: number | null
  destinationAmount?: number | null
}

/** Fiat amounts with 2 places, as the other providers answer them. */
const fiat = (value: number) => value.toFixed(2)

const [sampleUsdc] = SAMPLE_ONRAMP_OPTIONS.purchaseCurrencies
const sampleSolana = sampleUsdc?.networks.find((network) => network.name === 'solana')

/**
 * What the Meld widget sells through this server: the modal's sample USDC on its EVM networks, and SOL
 * (not USDC) on Solana; the sample's payment limits.
 */
const MELD_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    ...(sampleUsdc
      ? [{ ...sampleUsdc, networks: sampleUsdc.networks.filter((network) => network !== sampleSolana) }]
      : []),
    ...(sampleSolana
      ? [{ id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ ...sampleSolana, contract_address: '' }] }]
      : []),
  ],
  paymentCurrencies: SAMPLE_ONRAMP_OPTIONS.paymentCurrencies,
}

/**
 * Meld: quotes from its REST API (`POST /payments/crypto/quote`, the best of its service providers'
 * quotes) when an API key is configured, and its hosted crypto widget: a URL with the extra
 * parameters docs/rules/limits.md names (publicKey, destinationCurrencyCode — SOL on Solana, otherwise USDC —
 * walletAddress, externalCustomerId), plus the preset source amount and currency. Without an API key
 * `getQuote` fails and the modal shows its placeholder quote.
 *
 * @example
 * const meld = createMeldOnrampProvider({
 *   publicKey: process.env.PORTICO_ONRAMP_MELD_PUBLIC_KEY,
 *   apiKey: process.env.PORTICO_ONRAMP_MELD_API_KEY,
 * })
 */
export function createMeldOnrampProvider(options: MeldOnrampOptions): OnrampProvider {
  const widgetUrl = (options.widgetUrl ?? 'https://meldcrypto.com').replace(/\/+$/, '')
  const apiUrl = (options.apiUrl ?? 'https://api.meld.io').replace(/\/+$/, '')

  async function getQuote(parameters: OnrampQuoteParameters): Promise<OnrampQuote> {
    if (!options.apiKey) throw new OnrampProviderError('Meld quotes in its own widget')
    const destinationCurrencyCode =
      MELD_QUOTE_CURRENCY[parameters.network.name] ?? parameters.purchaseCurrency.symbol
    let response: Response
    try {
      response = await fetch(`${apiUrl}/payments/crypto/quote`, {
        method: 'POST',
        headers: {
          authorization: `BASIC ${options.apiKey}`,
          'meld-version': MELD_API_VERSION,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          countryCode: options.countryCode ?? 'US',
          sourceCurrencyCode: parameters.paymentCurrency,
          sourceAmount: Number(parameters.amount),
          destinationCurrencyCode,
          paymentMethodType: 'CREDIT_DEBIT_CARD',
        }),
        signal: AbortSignal.timeout(10_000),
      })
    } catch (cause) {
      throw new OnrampProviderError('Meld could not be reached', { cause: cause as Error })
    }
    const body = (await response.json().catch(() => ({}))) as {
      quotes?: MeldQuote[] | null
      message?: string
    }
    if (!response.ok) {
      const reason = body.message ? `: ${body.message}` : ''
      throw new OnrampProviderError(`Meld answered ${response.status}${reason}`)
    }
    const best = (body.quotes ?? [])
      .filter(
        (quote) => typeof quote.destinationAmount === 'number' && typeof quote.sourceAmount === 'number',
      )
      .sort((a, b) => (b.destinationAmount ?? 0) - (a.destinationAmount ?? 0))[0]
    if (!best) throw new OnrampProviderError(`Meld has no quote${body.message ? `: ${body.message}` : ''}`)
    const total = best.sourceAmount ?? 0
    const fee = best.totalFee ?? total - (best.sourceAmountWithoutFees ?? total)
    const currency = parameters.paymentCurrency
    return {
      networkFee: { amount: fiat(fee), currency },
      paymentSubtotal: { amount: fiat(best.sourceAmountWithoutFees ?? total - fee), currency },
      paymentTotal: { amount: fiat(total), currency },
      purchaseAmount: {
        amount: String(best.destinationAmount),
        currency: parameters.purchaseCurrency.symbol,
      },
      quoteId: `meld-${(best.serviceProvider ?? 'quote').toLowerCase()}-${randomUUID()}`,
    }
  }

  return {
    name: 'meld',
    label: 'Meld',
    async getOptions() {
      return MELD_OPTIONS
    },
    getQuote,
    async createUrl(parameters) {
      const solana = parameters.network.name === 'solana'
      const search = new URLSearchParams({
        publicKey: options.publicKey,
        destinationCurrencyCode: solana ? 'SOL' : 'USDC',
        walletAddress: parameters.address,
        externalCustomerId: parameters.partnerUserId ?? parameters.address,
        sourceCurrencyCode: parameters.paymentCurrency,
      })
      if (parameters.presetFiatAmount) search.set('sourceAmount', parameters.presetFiatAmount)
      return `${widgetUrl}/?${search}`
    },
  }
}

import { ONRAMP } from './constants.ts'
import { OnrampProviderError } from './errors.ts'
import type { OnrampOptions, OnrampProvider } from './types.ts'

export type MeldOnrampOptions = {
  /** The Meld widget's public key. */
  publicKey: string
  /** Default https://meldcrypto.com. */
  widgetUrl?: string | undefined
}

/** What the Meld widget sells through this server: USDC on EVM chains, SOL on Solana. */
const MELD_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
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
      ],
    },
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [
        {
          name: 'solana',
          display_name: 'Solana',
          chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          contract_address: '',
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

/**
 * Meld's hosted crypto widget: a URL with the extra parameters SPEC §9 names (publicKey,
 * destinationCurrencyCode — SOL on Solana, otherwise USDC — walletAddress, externalCustomerId), plus
 * the preset source amount and currency. Meld quotes inside its widget, so `getQuote` fails and the
 * modal shows its placeholder quote.
 *
 * @example
 * const meld = createMeldOnrampProvider({ publicKey: process.env.PORTICO_ONRAMP_MELD_PUBLIC_KEY })
 */
export function createMeldOnrampProvider(options: MeldOnrampOptions): OnrampProvider {
  const widgetUrl = (options.widgetUrl ?? 'https://meldcrypto.com').replace(/\/+$/, '')
  return {
    name: 'meld',
    label: 'Meld',
    async getOptions() {
      return MELD_OPTIONS
    },
    async getQuote() {
      throw new OnrampProviderError('Meld quotes in its own widget')
    },
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

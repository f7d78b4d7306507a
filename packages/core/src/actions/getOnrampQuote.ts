import { type OnrampQuote, postOnrampQuote } from '../api/onramp.ts'
import type { Portico } from '../instance/createPortico.ts'
import { placeholderQuote } from '../onramp/samples.ts'

export type GetOnrampQuoteParameters = {
  purchaseCurrency: string
  paymentCurrency: string
  /** Fiat amount, e.g. '50'. */
  amount: string
  /** The network's `name` in the options. */
  network: string
  provider?: string | undefined
}

export type GetOnrampQuoteReturnType = OnrampQuote

export type GetOnrampQuoteErrorType = never

/**
 * What a fiat amount buys: fees, totals and the purchase amount. A failing quote gives a placeholder
 * quote echoing the amount (docs/rules/errors.md).
 *
 * @example
 * import { getOnrampQuote } from '@portico/core'
 * const quote = await getOnrampQuote(portico, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'base' })
 */
export async function getOnrampQuote(
  portico: Portico,
  parameters: GetOnrampQuoteParameters,
): Promise<GetOnrampQuoteReturnType> {
  return postOnrampQuote(portico.api, parameters).catch(() => placeholderQuote(parameters))
}

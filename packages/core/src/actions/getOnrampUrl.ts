import { postOnrampUrl } from '../api/onramp.ts'
import type { HttpStatusErrorType } from '../errors/http.ts'
import type { UnsupportedChainErrorType } from '../errors/unsupportedChain.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'

export type GetOnrampUrlParameters = {
  purchaseCurrency: string
  paymentCurrency: string
  /** Fiat amount, e.g. '50'. */
  amount: string
  /** The network's `name` in the options. */
  network: string
  provider?: string | undefined
}

export type GetOnrampUrlReturnType = string

/** 'Unsupported chain' without a connected account | 'HTTP status code: 400' with the server's reason. */
export type GetOnrampUrlErrorType = UnsupportedChainErrorType | HttpStatusErrorType

/**
 * The provider's checkout URL for the active account: the tokens go to its address on the network.
 * Open it in a popup or a new tab.
 *
 * @example
 * import { getOnrampUrl } from '@portico/core'
 * window.open(await getOnrampUrl(portico, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'base' }))
 */
export async function getOnrampUrl(
  portico: Portico,
  parameters: GetOnrampUrlParameters,
): Promise<GetOnrampUrlReturnType> {
  const address = portico.account.store.getState().address
  if (!address) throw new UnsupportedChainError()
  const { url } = await postOnrampUrl(portico.api, {
    destinationWallets: [
      { address, blockchains: [parameters.network], assets: [parameters.purchaseCurrency] },
    ],
    defaultNetwork: parameters.network,
    partnerUserId: address,
    defaultExperience: 'buy',
    presetFiatAmount: parameters.amount,
    paymentCurrency: parameters.paymentCurrency,
    provider: parameters.provider,
  })
  return url
}

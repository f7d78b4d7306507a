import { WalletRequestError } from '@portico/core'
import { toWalletError } from '@portico/core/walletStandard'
import { WALLET_ERROR_CODES } from '../walletErrorCodes.ts'
import type { SatsConnectProvider } from './types.ts'

/**
 * One sats-connect request: the provider's JSON-RPC answer unwrapped to its `result`; an `error`
 * answer, or a thrown error, as a typed error (see `toWalletError`).
 *
 * @example
 * const { txid } = await satsConnectRequest<{ txid: string }>(provider, 'Xverse', 'sendTransfer', { recipients })
 */
export async function satsConnectRequest<result>(
  provider: SatsConnectProvider,
  wallet: string,
  method: string,
  params: unknown,
): Promise<result> {
  const context = { wallet, method, codes: WALLET_ERROR_CODES['sats-connect'] }
  let response: unknown
  try {
    response = await provider.request(method, params)
  } catch (error) {
    throw toWalletError(error, context)
  }
  const answer = (typeof response === 'object' && response !== null ? response : {}) as {
    result?: unknown
    error?: unknown
  }
  if (answer.error) throw toWalletError(answer.error, context)
  if (!('result' in answer))
    throw new WalletRequestError({ method, message: '', details: 'Unknown response from the wallet' })
  return answer.result as result
}

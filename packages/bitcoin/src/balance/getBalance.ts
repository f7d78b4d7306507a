import type { CaipNetwork } from '@portico/core'
import { getAddressBalance } from '../esplora/getAddressBalance.ts'

export type GetBalanceParameters = { address: string; caipNetwork: CaipNetwork }

/** The balance as a decimal string in BTC, e.g. '1.5', and the network's symbol. */
export type GetBalanceReturnType = { value: string; symbol: string }

/**
 * The balance of an address from the network's Esplora API: its confirmed and mempool outputs, in
 * sats, written in BTC (8 decimals) like every adapter's `getBalance`.
 *
 * @example
 * await getBalance({ address: 'bc1q…', caipNetwork: bitcoin }) // { value: '0.0015', symbol: 'BTC' }
 */
export async function getBalance(parameters: GetBalanceParameters): Promise<GetBalanceReturnType> {
  const { address, caipNetwork } = parameters
  const { confirmed, unconfirmed } = await getAddressBalance(caipNetwork, address)
  const sats = confirmed + unconfirmed
  const { decimals, symbol } = caipNetwork.nativeCurrency
  const digits = sats.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return { value: fraction ? `${whole}.${fraction}` : whole, symbol }
}

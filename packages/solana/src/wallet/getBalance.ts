import type { CaipNetwork } from '@portico/core'
import { COMMITMENT, getRpc } from '../rpc/getRpc.ts'
import { decodeAddress } from '../transaction/address.ts'

export type GetBalanceParameters = { address: string; caipNetwork: CaipNetwork }

/** The balance as a decimal string in SOL, e.g. '1.5'. */
export type GetBalanceReturnType = { value: string; symbol: string }

/** The SOL balance of an address, read from the network's RPC (for when the blockchain API has none). */
export async function getBalance(parameters: GetBalanceParameters): Promise<GetBalanceReturnType> {
  const { address, caipNetwork } = parameters
  decodeAddress(address)
  const { value } = await getRpc(caipNetwork).request<{ value: number | bigint }>('getBalance', [
    address,
    { commitment: COMMITMENT },
  ])
  const { decimals, symbol } = caipNetwork.nativeCurrency
  const digits = value.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return { value: fraction ? `${whole}.${fraction}` : whole, symbol }
}

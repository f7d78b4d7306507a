import type { CaipNetwork } from '@portico/core'
import { type Address, assertIsAddress } from '@solana/kit'
import { getRpc } from '../rpc/getRpc.ts'

export type GetBalanceParameters = { address: string; caipNetwork: CaipNetwork }

/** The balance as a decimal string in SOL, e.g. '1.5'. */
export type GetBalanceReturnType = { value: string; symbol: string }

/** The SOL balance of an address, read from the network's RPC (for when the blockchain API has none). */
export async function getBalance(parameters: GetBalanceParameters): Promise<GetBalanceReturnType> {
  const { address, caipNetwork } = parameters
  assertIsAddress(address)
  const { value } = await getRpc(caipNetwork)
    .getBalance(address as Address)
    .send()
  const { decimals, symbol } = caipNetwork.nativeCurrency
  const digits = value.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return { value: fraction ? `${whole}.${fraction}` : whole, symbol }
}

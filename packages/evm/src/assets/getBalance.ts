import type { CaipNetwork } from '@portico/core'
import type { Config } from '@wagmi/core'
import { type Address, formatUnits } from 'viem'
import { getBalance as viemGetBalance } from 'viem/actions'

export type GetBalanceParameters = { address: string; caipNetwork: CaipNetwork }

/** The balance as a decimal string in the coin's unit, e.g. '1.5'. */
export type GetBalanceReturnType = { value: string; symbol: string }

/** The native balance of an address, read from the network's RPC (for when the blockchain API has none). */
export async function getBalance(
  config: Config,
  parameters: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const { address, caipNetwork } = parameters
  const client = config.getClient({ chainId: Number(caipNetwork.id) })
  const value = await viemGetBalance(client, { address: address as Address })
  const { decimals, symbol } = caipNetwork.nativeCurrency
  return { value: formatUnits(value, decimals), symbol }
}

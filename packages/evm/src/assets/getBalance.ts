import type { CaipNetwork } from '@portico/core'
import type { Config } from '@wagmi/core'
import { type Address, formatUnits, hexToBigInt } from 'viem'

export type GetBalanceParameters = { address: string; caipNetwork: CaipNetwork }

/** The balance as a decimal string in the coin's unit, e.g. '1.5'. */
export type GetBalanceReturnType = { value: string; symbol: string }

/**
 * The native balance of an address, read from the network's RPC (for when the blockchain API has none).
 * A plain `eth_getBalance`: viem's `getBalance` can batch through multicall, which brings its contract-call
 * code into the dapp for one read.
 */
export async function getBalance(
  config: Config,
  parameters: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const { address, caipNetwork } = parameters
  const client = config.getClient({ chainId: Number(caipNetwork.id) })
  const value = hexToBigInt(
    await client.request({ method: 'eth_getBalance', params: [address as Address, 'latest'] }),
  )
  const { decimals, symbol } = caipNetwork.nativeCurrency
  return { value: formatUnits(value, decimals), symbol }
}

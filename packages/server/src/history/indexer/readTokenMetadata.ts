import { type Address, BaseError, erc20Abi, HttpRequestError, type PublicClient, TimeoutError } from 'viem'
import type { StoredToken } from '../storage/historyStore.ts'

/**
 * Reads `name`, `symbol` and `decimals` of token contracts (ERC20 or ERC721; ERC721s have no
 * decimals). What a contract does not answer is null, so a token is read once even when it has none;
 * an unreachable RPC throws.
 *
 * @example
 * const [pusd] = await readTokenMetadata(client, ['0xA15BB66138824a1c7167f5E85b957d04Dd34E468'])
 */
export async function readTokenMetadata(
  client: PublicClient,
  addresses: readonly Address[],
): Promise<StoredToken[]> {
  const read = async <T>(address: Address, functionName: 'name' | 'symbol' | 'decimals') => {
    try {
      return (await client.readContract({ address, abi: erc20Abi, functionName })) as T
    } catch (error) {
      // A transport failure is retried with the block; anything else means the contract has no answer.
      const unreachable =
        error instanceof BaseError &&
        error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
      if (unreachable) throw error
      return null
    }
  }
  return Promise.all(
    addresses.map(async (address) => {
      const [name, symbol, decimals] = await Promise.all([
        read<string>(address, 'name'),
        read<string>(address, 'symbol'),
        read<number>(address, 'decimals'),
      ])
      return { address, name, symbol, decimals }
    }),
  )
}

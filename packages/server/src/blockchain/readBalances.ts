import { type Address, type ContractFunctionParameters, erc20Abi, type PublicClient, parseAbi } from 'viem'
import { MulticallReadError } from './errors.ts'
import type { KnownToken } from './knownTokens.ts'
import type { BlockchainNetwork } from './network.ts'

const multicall3Abi = parseAbi(['function getEthBalance(address addr) view returns (uint256 balance)'])

/** Raw balances of one account on one network: the native coin and each token that answered. */
export type RawBalances = {
  native: bigint
  /** Balances of the tokens whose `balanceOf` succeeded, in token-list order. */
  tokens: { token: KnownToken; balance: bigint }[]
}

/**
 * Reads the native balance and every known token's balance in one `eth_call` through Multicall3
 * (`getEthBalance` and `balanceOf`). Without Multicall3 the reads go out as one JSON-RPC batch.
 */
export async function readBalances(
  client: PublicClient,
  network: BlockchainNetwork,
  account: Address,
  tokens: readonly KnownToken[],
): Promise<RawBalances> {
  const balanceCalls = tokens.map((token) => ({
    address: token.address,
    abi: erc20Abi,
    functionName: 'balanceOf' as const,
    args: [account] as const,
  }))

  if (network.multicall3) {
    const results = await client.multicall({
      multicallAddress: network.multicall3,
      allowFailure: true,
      contracts: [
        { address: network.multicall3, abi: multicall3Abi, functionName: 'getEthBalance', args: [account] },
        ...balanceCalls,
      ] as readonly ContractFunctionParameters[],
    })
    const [native, ...tokenResults] = results
    if (native?.status !== 'success') {
      throw native?.error ?? new MulticallReadError(network.caipNetworkId)
    }
    return {
      native: native.result as bigint,
      tokens: tokenResults.flatMap((result, index) => {
        const token = tokens[index]
        return token && result.status === 'success' ? [{ token, balance: result.result as bigint }] : []
      }),
    }
  }

  const [native, ...tokenResults] = await Promise.all([
    client.getBalance({ address: account }),
    ...balanceCalls.map((call) =>
      client.readContract(call).then(
        (balance) => balance,
        () => undefined,
      ),
    ),
  ])
  return {
    native: native as bigint,
    tokens: tokenResults.flatMap((balance, index) => {
      const token = tokens[index]
      return token && typeof balance === 'bigint' ? [{ token, balance }] : []
    }),
  }
}

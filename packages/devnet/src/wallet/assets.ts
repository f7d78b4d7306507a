import {
  type Address,
  type Chain,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  numberToHex,
  type Transport,
} from 'viem'
import { DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID } from '../chains.ts'
import { DEVNET_TOKENS } from '../contracts.ts'

/** One EIP-7811 `wallet_getAssets` entry. */
export type WalletAsset = {
  address: Address | 'native'
  balance: Hex
  type: 'native' | 'erc20'
  metadata: { name: string; symbol: string; decimals: number }
}

const TOKEN_CHAINS: ReadonlySet<number> = new Set([DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID])

/**
 * The account's assets per chain (EIP-7811, docs/rules/api.md wallet_getAssets): the native coin, plus the
 * devnet test tokens it holds on the devnet chains.
 */
export async function getWalletAssets(parameters: {
  address: Address
  chains: readonly Chain[]
  transport: (chain: Chain) => ReturnType<Transport>
}): Promise<Record<Hex, readonly WalletAsset[]>> {
  const { address } = parameters
  const entries = await Promise.all(
    parameters.chains.map(async (chain) => {
      const { request } = parameters.transport(chain)
      const native: WalletAsset = {
        address: 'native',
        balance: (await request({ method: 'eth_getBalance', params: [address, 'latest'] })) as Hex,
        type: 'native',
        metadata: { ...chain.nativeCurrency },
      }
      const tokens = TOKEN_CHAINS.has(chain.id)
        ? await Promise.all(
            DEVNET_TOKENS.map(async (token): Promise<WalletAsset> => {
              const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address] })
              const result = (await request({
                method: 'eth_call',
                params: [{ to: token.address, data }, 'latest'],
              })) as Hex
              const balance = decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result })
              return {
                address: token.address,
                balance: numberToHex(balance),
                type: 'erc20',
                metadata: { name: token.name, symbol: token.symbol, decimals: token.decimals },
              }
            }),
          )
        : []
      return [
        numberToHex(chain.id),
        [native, ...tokens.filter((token) => BigInt(token.balance) > 0n)],
      ] as const
    }),
  )
  return Object.fromEntries(entries)
}

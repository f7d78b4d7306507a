import type { Chain } from 'viem'
import { createDevnetChain, DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID, type DevnetChainId } from '../chains.ts'

/** The devnet chains at the given RPC URLs (chains without a URL are left out). */
export function devWalletChains(rpcUrls: Record<number, string>): Chain[] {
  return ([DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID] as const satisfies readonly DevnetChainId[]).flatMap(
    (chainId) => (rpcUrls[chainId] ? [createDevnetChain({ chainId, rpcUrl: rpcUrls[chainId] })] : []),
  )
}

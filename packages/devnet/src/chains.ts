import { type Chain, defineChain } from 'viem'
import { DEVNET_CONTRACT_ADDRESSES } from './contracts.ts'

export const DEVNET_A_CHAIN_ID = 31337
export const DEVNET_B_CHAIN_ID = 31338

/** Default ports of `npm start`; tests start the chains on free ports instead. */
export const DEVNET_DEFAULT_PORTS = { [DEVNET_A_CHAIN_ID]: 8545, [DEVNET_B_CHAIN_ID]: 8546 } as const

export const DEVNET_CHAIN_NAMES = {
  [DEVNET_A_CHAIN_ID]: 'Portico Devnet A',
  [DEVNET_B_CHAIN_ID]: 'Portico Devnet B',
} as const

export type DevnetChainId = typeof DEVNET_A_CHAIN_ID | typeof DEVNET_B_CHAIN_ID

export type CreateDevnetChainParameters = {
  chainId: DevnetChainId
  /** Defaults to http://127.0.0.1:{DEVNET_DEFAULT_PORTS[chainId]}. */
  rpcUrl?: string | undefined
}

/**
 * A viem chain definition of a devnet chain, with its Multicall3 (deployed by `deployDevnet` in block 1).
 *
 * @example
 * const chain = createDevnetChain({ chainId: 31338, rpcUrl: devnet.urls[31338] })
 */
export function createDevnetChain(parameters: CreateDevnetChainParameters): Chain {
  const { chainId, rpcUrl = `http://127.0.0.1:${DEVNET_DEFAULT_PORTS[chainId]}` } = parameters
  return defineChain({
    id: chainId,
    name: DEVNET_CHAIN_NAMES[chainId],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: DEVNET_CONTRACT_ADDRESSES.multicall3, blockCreated: 1 } },
    testnet: true,
  })
}

export const devnetA = createDevnetChain({ chainId: DEVNET_A_CHAIN_ID })
export const devnetB = createDevnetChain({ chainId: DEVNET_B_CHAIN_ID })

/** Both devnet chains at their default URLs. */
export const DEVNET_CHAINS = [devnetA, devnetB] as const

/** Contract addresses per devnet chain id (the same on both). */
export const DEVNET_CONTRACTS = {
  [DEVNET_A_CHAIN_ID]: DEVNET_CONTRACT_ADDRESSES,
  [DEVNET_B_CHAIN_ID]: DEVNET_CONTRACT_ADDRESSES,
} as const

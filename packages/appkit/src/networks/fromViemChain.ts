import { toCaipNetwork } from '@portico/evm/networks'
import type { Chain } from 'viem'
import type { AppKitNetwork } from './types.ts'

/** An eip155 AppKit network from a viem chain: the chain's fields plus Portico's CAIP ones and logo id. */
export function fromViemChain(chain: Chain): AppKitNetwork {
  return { ...chain, ...toCaipNetwork(chain) } as AppKitNetwork
}

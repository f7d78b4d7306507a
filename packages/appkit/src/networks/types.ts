import type { CaipNetwork } from '@portico/core'
import type { Chain } from 'viem'

/**
 * A network as AppKit names it: a Portico CAIP network that, for eip155, also carries the viem chain's
 * fields (contracts, formatters), so the same object goes to `createAppKit` and to wagmi.
 */
export type AppKitNetwork = CaipNetwork & Omit<Partial<Chain>, keyof CaipNetwork>

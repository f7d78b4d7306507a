import type { Address, Hex } from 'viem'

/** The address swap APIs use for a network's native coin. */
export const NATIVE_SWAP_TOKEN: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** A token a provider can swap on one network. */
export type SwapProviderToken = {
  /** 0x address; {@link NATIVE_SWAP_TOKEN} for the native coin. */
  address: Address
  name: string
  symbol: string
  decimals: number
  /** The provider's logo URL; the server's badge is used without one. */
  logoUri?: string | undefined
}

export type SwapQuoteParameters = {
  caipNetworkId: string
  from: SwapProviderToken
  to: SwapProviderToken
  /** In the source token's smallest unit. */
  amount: bigint
  /** Wei per gas, when the caller knows it. */
  gasPrice?: bigint | undefined
}

export type SwapQuote = {
  /** In the smallest units of each token. */
  fromAmount: bigint
  toAmount: bigint
  /** The tokens the swap passes through, source first. */
  path: readonly Address[]
  /** How much worse than the pools' mid price, in percent, fees excluded; null when unknown. */
  priceImpact: number | null
  /** Gas units the swap is expected to use. */
  gas: bigint
}

export type SwapAllowanceParameters = { caipNetworkId: string; token: SwapProviderToken; owner: Address }

export type BuildApproveParameters = {
  caipNetworkId: string
  token: SwapProviderToken
  /** Exact amount to approve; the largest uint256 when undefined. */
  amount?: bigint | undefined
}

export type BuiltTransaction = { to: Address; data: Hex; value: bigint; gasPrice: bigint }

export type BuildSwapParameters = SwapQuoteParameters & {
  userAddress: Address
  /** Percent of `toAmount` the swap may lose to price moves, e.g. 1. */
  slippage: number
  /** Skip the gas estimate on chain and answer the provider's own gas figure. */
  disableEstimate: boolean
}

export type BuiltSwap = BuiltTransaction & {
  gas: bigint
  toAmount: bigint
  /** The swap reverts when it would receive less. */
  toAmountMin: bigint
}

/**
 * What the convert API needs from a swap source (a local AMM, an aggregator): its tokens, quotes,
 * the allowance its spender has, and transactions to approve and to swap. Amounts are in the
 * tokens' smallest units.
 */
export type SwapProvider = {
  /** Shown in quotes, e.g. `local-amm` or `1inch`. */
  readonly name: string
  /** Whether it serves the CAIP-2 network. */
  supports(caipNetworkId: string): boolean
  getTokens(caipNetworkId: string): Promise<SwapProviderToken[]>
  /** @throws SwapRouteNotFoundError when no route exists. */
  getQuote(parameters: SwapQuoteParameters): Promise<SwapQuote>
  /** The address that takes the source token (the router); approvals go to it. */
  getSpender(caipNetworkId: string): Promise<Address>
  getAllowance(parameters: SwapAllowanceParameters): Promise<bigint>
  buildApprove(parameters: BuildApproveParameters): Promise<BuiltTransaction>
  buildSwap(parameters: BuildSwapParameters): Promise<BuiltSwap>
}

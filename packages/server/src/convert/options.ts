import type { Address } from 'viem'
import type { SwapProvider } from './swapProvider.ts'

/** A Uniswap-v2-style AMM deployment the local swap provider trades on. */
export type LocalAmmConfig = {
  /** CAIP-2 id of a network the blockchain API serves. */
  caipNetworkId: string
  /** Its router (`getAmountsOut`, `swapExactTokensForTokens`, `factory`, `WETH`). */
  router: Address
}

/** The convert (swap) API's options, `BlockchainOptions.swap`. */
export type SwapOptions = {
  /** CAIP-2 ids served besides the swap chains of `SWAP.supportedChainIds`, e.g. a devnet. */
  chains?: readonly string[] | undefined
  /** Local AMMs, one per network; it trades the network's known tokens that have a pool. */
  localAmm?: readonly LocalAmmConfig[] | undefined
  /** A 1inch Swap API v6 compatible aggregator, asked for the chains no local AMM serves. */
  oneInch?: { url: string; apiKey?: string | undefined } | undefined
  /** More providers, asked after the configured ones. */
  providers?: readonly SwapProvider[] | undefined
}

import { SWAP } from '@portico/core'
import { type Address, getAddress, type Hex } from 'viem'
import { TtlCache } from '../blockchain/ttlCache.ts'
import { SwapProviderError, SwapRequestError, SwapRouteNotFoundError } from './errors.ts'
import type { SwapProvider, SwapProviderToken } from './swapProvider.ts'

export type CreateOneInchSwapProviderParameters = {
  /** API root, e.g. `https://api.1inch.dev`; paths are `/swap/v6.0/{chain id}/…`. */
  url: string
  /** Sent as `Authorization: Bearer {apiKey}`. */
  apiKey?: string | undefined
  /** CAIP-2 networks it is asked about. Default: the swap chains of `SWAP.supportedChainIds`. */
  chains?: readonly string[] | undefined
  /** Default 10 s. */
  timeoutMs?: number | undefined
  /** How long token lists and spenders are reused. Default 10 minutes. */
  cacheMs?: number | undefined
}

type OneInchToken = { address: string; symbol: string; name: string; decimals: number; logoURI?: string }
type OneInchTransaction = { to: string; data: string; value: string; gasPrice: string; gas?: number | string }

const DEFAULT_CHAINS = SWAP.supportedChainIds.map((id) => `eip155:${id}`)

/**
 * A swap provider speaking the 1inch Swap API v6 protocol (`/quote`, `/swap`, `/approve/spender`,
 * `/approve/allowance`, `/approve/transaction`, `/tokens` under `/swap/v6.0/{chain id}`): 1inch itself
 * with an API key, or any service answering the same protocol.
 *
 * @example
 * const provider = createOneInchSwapProvider({ url: 'https://api.1inch.dev', apiKey: process.env.ONEINCH_KEY })
 */
export function createOneInchSwapProvider(parameters: CreateOneInchSwapProviderParameters): SwapProvider {
  const root = parameters.url.replace(/\/+$/, '')
  const chains = new Set(parameters.chains ?? DEFAULT_CHAINS)
  const timeoutMs = parameters.timeoutMs ?? 10_000
  const headers: Record<string, string> = { accept: 'application/json' }
  if (parameters.apiKey) headers.authorization = `Bearer ${parameters.apiKey}`
  const tokenLists = new TtlCache<SwapProviderToken[]>(parameters.cacheMs ?? 600_000, 100)
  const spenders = new TtlCache<Address>(parameters.cacheMs ?? 600_000, 100)

  async function get<body>(
    caipNetworkId: string,
    path: string,
    query: Record<string, string | undefined> = {},
    route?: { from: SwapProviderToken; to: SwapProviderToken },
  ): Promise<body> {
    const chainId = caipNetworkId.split(':')[1] ?? ''
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    )
    const where = `GET ${root}/swap/v6.0/${chainId}${path}`
    let response: Response
    try {
      response = await fetch(`${root}/swap/v6.0/${chainId}${path}?${search}`, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new SwapProviderError('The swap API did not answer', { details: where, cause: error })
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (response.ok && typeof body === 'object' && body !== null) return body as body
    const description =
      typeof body === 'object' && body !== null && 'description' in body
        ? String(body.description)
        : undefined
    if (response.status === 400 && description) {
      if (route && /liquidity/i.test(description)) {
        throw new SwapRouteNotFoundError(route.from.symbol, route.to.symbol, description)
      }
      throw new SwapRequestError(description, { details: where })
    }
    throw new SwapProviderError(`HTTP status code: ${response.status}`, {
      code: response.status,
      details: description ? `${where}: ${description}` : where,
    })
  }

  const transaction = (tx: OneInchTransaction) => ({
    to: getAddress(tx.to),
    data: tx.data as Hex,
    value: BigInt(tx.value),
    gasPrice: BigInt(tx.gasPrice),
  })

  return {
    name: '1inch',

    supports: (caipNetworkId) => chains.has(caipNetworkId),

    getTokens: (caipNetworkId) =>
      tokenLists.getOrLoad(caipNetworkId, async () => {
        const { tokens } = await get<{ tokens: Record<string, OneInchToken> }>(caipNetworkId, '/tokens')
        return Object.values(tokens ?? {}).map((token) => ({
          address: getAddress(token.address),
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          logoUri: token.logoURI,
        }))
      }),

    async getQuote({ caipNetworkId, from, to, amount, gasPrice }) {
      const quote = await get<{ dstAmount: string; gas?: number }>(
        caipNetworkId,
        '/quote',
        {
          src: from.address,
          dst: to.address,
          amount: amount.toString(),
          gasPrice: gasPrice?.toString(),
          includeGas: 'true',
        },
        { from, to },
      )
      return {
        fromAmount: amount,
        toAmount: BigInt(quote.dstAmount),
        path: [from.address, to.address],
        priceImpact: null,
        gas: BigInt(quote.gas ?? 0),
      }
    },

    getSpender: (caipNetworkId) =>
      spenders.getOrLoad(caipNetworkId, async () => {
        const { address } = await get<{ address: string }>(caipNetworkId, '/approve/spender')
        return getAddress(address)
      }),

    async getAllowance({ caipNetworkId, token, owner }) {
      const { allowance } = await get<{ allowance: string }>(caipNetworkId, '/approve/allowance', {
        tokenAddress: token.address,
        walletAddress: owner,
      })
      return BigInt(allowance)
    },

    async buildApprove({ caipNetworkId, token, amount }) {
      const tx = await get<OneInchTransaction>(caipNetworkId, '/approve/transaction', {
        tokenAddress: token.address,
        amount: amount?.toString(),
      })
      return transaction(tx)
    },

    async buildSwap({ caipNetworkId, from, to, amount, userAddress, slippage, disableEstimate }) {
      const swap = await get<{ dstAmount: string; tx: OneInchTransaction }>(
        caipNetworkId,
        '/swap',
        {
          src: from.address,
          dst: to.address,
          amount: amount.toString(),
          from: userAddress,
          origin: userAddress,
          slippage: String(slippage),
          disableEstimate: String(disableEstimate),
          includeGas: 'true',
        },
        { from, to },
      )
      const toAmount = BigInt(swap.dstAmount)
      return {
        ...transaction(swap.tx),
        gas: BigInt(swap.tx.gas ?? 0),
        toAmount,
        toAmountMin: (toAmount * (10_000n - BigInt(Math.round(slippage * 100)))) / 10_000n,
      }
    },
  }
}

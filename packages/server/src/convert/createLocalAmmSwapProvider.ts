import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  maxUint256,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'
import { ChainUnavailableError, describeFailure } from '../blockchain/errors.ts'
import { estimateGasPrice } from '../blockchain/gasPrice.ts'
import { TtlCache } from '../blockchain/ttlCache.ts'
import { SwapRequestError, SwapRouteNotFoundError } from './errors.ts'
import { findBestRoute, type RouteCandidate } from './findBestRoute.ts'
import {
  NATIVE_SWAP_TOKEN,
  type SwapProvider,
  type SwapProviderToken,
  type SwapQuote,
  type SwapQuoteParameters,
} from './swapProvider.ts'

const routerAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const factoryAbi = parseAbi(['function getPair(address tokenA, address tokenB) view returns (address)'])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

/** Gas the swaps use at most on a Uniswap-v2-style router, answered when the estimate is skipped. */
const GAS = { base: 120_000n, perHop: 80_000n, native: 40_000n } as const
/** Seconds a built swap stays valid (the router's `deadline`). */
const DEADLINE_SECONDS = 20n * 60n
/** How long the pair list of a network is reused. */
const PAIRS_CACHE_MS = 30_000

export type LocalAmmNetwork = {
  caipNetworkId: string
  client: PublicClient
  /** A Uniswap-v2-style router (`getAmountsOut`, `swapExactTokensForTokens`, `factory`, `WETH`). */
  router: Address
  /** ERC20s it may trade; those with a pool to another of them are offered. */
  tokens: readonly Omit<SwapProviderToken, 'logoUri'>[]
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

export type CreateLocalAmmSwapProviderParameters = { networks: readonly LocalAmmNetwork[] }

type Pairs = { weth: Address | null; factory: Address; byKey: Map<string, Address> }

const isNative = (address: Address) => address.toLowerCase() === NATIVE_SWAP_TOKEN.toLowerCase()
const pairKey = (a: Address, b: Address) => [a.toLowerCase(), b.toLowerCase()].sort().join('|')

/**
 * A swap provider over Uniswap-v2-style pools read on chain (such as the devnet's AMM): quotes pick the
 * best direct or two-hop path with the router's exact `getAmountsOut` math, swaps call
 * `swapExactTokensForTokens` (or the ETH variants through the router's WETH for the native coin).
 *
 * @example
 * const provider = createLocalAmmSwapProvider({
 *   networks: [{ caipNetworkId: 'eip155:31337', client, router, tokens, nativeCurrency }],
 * })
 */
export function createLocalAmmSwapProvider(parameters: CreateLocalAmmSwapProviderParameters): SwapProvider {
  const networks = new Map(parameters.networks.map((network) => [network.caipNetworkId, network]))
  const pairsCache = new TtlCache<Pairs>(PAIRS_CACHE_MS, 100)

  function networkOf(caipNetworkId: string): LocalAmmNetwork {
    const network = networks.get(caipNetworkId)
    if (!network) throw new SwapRequestError(`The local AMM does not serve ${caipNetworkId}`)
    return network
  }

  async function onChain<value>(caipNetworkId: string, read: () => Promise<value>): Promise<value> {
    try {
      return await read()
    } catch (error) {
      throw new ChainUnavailableError(caipNetworkId, error)
    }
  }

  function loadPairs(network: LocalAmmNetwork): Promise<Pairs> {
    return pairsCache.getOrLoad(network.caipNetworkId, () =>
      onChain(network.caipNetworkId, async () => {
        const { client, router } = network
        const [factory, weth] = await Promise.all([
          client.readContract({ address: router, abi: routerAbi, functionName: 'factory' }),
          client.readContract({ address: router, abi: routerAbi, functionName: 'WETH' }).catch(() => null),
        ])
        const addresses = [
          ...new Set([...network.tokens.map((token) => token.address), ...(weth ? [weth] : [])]),
        ]
        const combinations = addresses.flatMap((a, index) =>
          addresses.slice(index + 1).map((b) => [a, b] as const),
        )
        const found = await Promise.all(
          combinations.map(([a, b]) =>
            client.readContract({ address: factory, abi: factoryAbi, functionName: 'getPair', args: [a, b] }),
          ),
        )
        const byKey = new Map<string, Address>()
        found.forEach((pair, index) => {
          const [a, b] = combinations[index]!
          if (pair !== zeroAddress) byKey.set(pairKey(a, b), pair)
        })
        return { factory, weth: weth ? getAddress(weth) : null, byKey }
      }),
    )
  }

  function routeAddress(address: Address, pairs: Pairs): Address | undefined {
    return isNative(address) ? (pairs.weth ?? undefined) : address
  }

  async function quote(
    parameters: SwapQuoteParameters,
  ): Promise<SwapQuote & { native: 'from' | 'to' | null }> {
    const { caipNetworkId, from, to, amount } = parameters
    const network = networkOf(caipNetworkId)
    const pairs = await loadPairs(network)
    const a = routeAddress(from.address, pairs)
    const b = routeAddress(to.address, pairs)
    if (!a || !b || a.toLowerCase() === b.toLowerCase()) {
      throw new SwapRouteNotFoundError(from.symbol, to.symbol, 'wrapping and unwrapping are not swaps')
    }
    const paths: Address[][] = []
    if (pairs.byKey.has(pairKey(a, b))) paths.push([a, b])
    const middles = new Set([
      ...network.tokens.map((token) => token.address),
      ...(pairs.weth ? [pairs.weth] : []),
    ])
    for (const middle of middles) {
      if ([a, b].some((end) => end.toLowerCase() === middle.toLowerCase())) continue
      if (pairs.byKey.has(pairKey(a, middle)) && pairs.byKey.has(pairKey(middle, b)))
        paths.push([a, middle, b])
    }
    if (paths.length === 0) throw new SwapRouteNotFoundError(from.symbol, to.symbol, 'no pool connects them')

    const hops = [
      ...new Set(
        paths.flatMap((path) => path.slice(1).map((_, index) => pairKey(path[index]!, path[index + 1]!))),
      ),
    ]
    const reserves = await onChain(caipNetworkId, () =>
      Promise.all(
        hops.map((key) =>
          network.client.readContract({
            address: pairs.byKey.get(key)!,
            abi: pairAbi,
            functionName: 'getReserves',
          }),
        ),
      ),
    )
    const reservesByKey = new Map(hops.map((key, index) => [key, reserves[index]!]))
    const candidates: RouteCandidate[] = paths.map((path) => ({
      path,
      pools: path.slice(1).map((output, index) => {
        const input = path[index]!
        const [reserve0, reserve1] = reservesByKey.get(pairKey(input, output))!
        const inputIsToken0 = input.toLowerCase() < output.toLowerCase()
        return inputIsToken0
          ? { reserveIn: reserve0, reserveOut: reserve1 }
          : { reserveIn: reserve1, reserveOut: reserve0 }
      }),
    }))
    const best = findBestRoute({ amountIn: amount, candidates })
    if (!best) throw new SwapRouteNotFoundError(from.symbol, to.symbol, 'the pools cannot pay this amount')
    const native = isNative(from.address) ? 'from' : isNative(to.address) ? 'to' : null
    const hopsTaken = BigInt(best.path.length - 1)
    return {
      fromAmount: amount,
      toAmount: best.amounts.at(-1)!,
      path: best.path,
      priceImpact: best.priceImpact,
      gas: GAS.base + GAS.perHop * hopsTaken + (native ? GAS.native : 0n),
      native,
    }
  }

  return {
    name: 'local-amm',

    supports: (caipNetworkId) => networks.has(caipNetworkId),

    async getTokens(caipNetworkId) {
      const network = networkOf(caipNetworkId)
      const pairs = await loadPairs(network)
      const pooled = new Set([...pairs.byKey.keys()].flatMap((key) => key.split('|')))
      const tokens: SwapProviderToken[] = network.tokens.filter((token) =>
        pooled.has(token.address.toLowerCase()),
      )
      if (pairs.weth && pooled.has(pairs.weth.toLowerCase())) {
        tokens.unshift({ address: NATIVE_SWAP_TOKEN, ...network.nativeCurrency })
      }
      return tokens
    },

    async getQuote(parameters) {
      const { native: _native, ...result } = await quote(parameters)
      return result
    },

    getSpender: async (caipNetworkId) => networkOf(caipNetworkId).router,

    async getAllowance({ caipNetworkId, token, owner }) {
      const network = networkOf(caipNetworkId)
      if (isNative(token.address)) return maxUint256
      return onChain(caipNetworkId, () =>
        network.client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, network.router],
        }),
      )
    },

    async buildApprove({ caipNetworkId, token, amount }) {
      const network = networkOf(caipNetworkId)
      const { standard } = await onChain(caipNetworkId, () => estimateGasPrice(network.client))
      return {
        to: token.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [network.router, amount ?? maxUint256],
        }),
        value: 0n,
        gasPrice: BigInt(standard),
      }
    },

    async buildSwap(parameters) {
      const { caipNetworkId, userAddress, slippage, disableEstimate } = parameters
      const network = networkOf(caipNetworkId)
      const [found, block, gasPrice] = await Promise.all([
        quote(parameters),
        onChain(caipNetworkId, () => network.client.getBlock({ blockTag: 'latest' })),
        onChain(caipNetworkId, () => estimateGasPrice(network.client)),
      ])
      const toAmountMin = (found.toAmount * (10_000n - BigInt(Math.round(slippage * 100)))) / 10_000n
      const deadline = block.timestamp + DEADLINE_SECONDS
      const path = [...found.path]
      const data =
        found.native === 'from'
          ? encodeFunctionData({
              abi: routerAbi,
              functionName: 'swapExactETHForTokens',
              args: [toAmountMin, path, userAddress, deadline],
            })
          : encodeFunctionData({
              abi: routerAbi,
              functionName: found.native === 'to' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
              args: [found.fromAmount, toAmountMin, path, userAddress, deadline],
            })
      const value = found.native === 'from' ? found.fromAmount : 0n
      let gas = found.gas
      if (!disableEstimate) {
        try {
          gas = await network.client.estimateGas({ account: userAddress, to: network.router, data, value })
        } catch (error) {
          throw new SwapRequestError('The swap would fail on chain', {
            details: describeFailure(error),
            cause: error,
          })
        }
      }
      return {
        to: network.router,
        data,
        value,
        gas,
        gasPrice: BigInt(gasPrice.standard),
        toAmount: found.toAmount,
        toAmountMin,
      }
    },
  }
}

import { SWAP, SwapNetworkNotSupportedError } from '@portico/core'
import { type Address, erc20Abi, formatUnits, getAddress, type PublicClient } from 'viem'
import type { BlockchainApi } from '../blockchain/blockchainApi.ts'
import { createChainClient } from '../blockchain/chainClient.ts'
import { BlockchainConfigError, ChainUnavailableError } from '../blockchain/errors.ts'
import type { KnownToken } from '../blockchain/knownTokens.ts'
import { TokenIcons } from '../blockchain/tokenIcons.ts'
import { createLocalAmmSwapProvider } from './createLocalAmmSwapProvider.ts'
import { createOneInchSwapProvider } from './createOneInchSwapProvider.ts'
import { SwapRequestError } from './errors.ts'
import type { SwapOptions } from './options.ts'
import { NATIVE_SWAP_TOKEN, type SwapProvider, type SwapProviderToken } from './swapProvider.ts'

/** A swap token (docs/rules/entities.md): the token fields plus `eip2612` (always false), `value` and `logoUri`. */
export type SwapToken = {
  name: string
  symbol: string
  /** CAIP-10; the native coin is `{network}:0xEeee…EEeE`. */
  address: string
  decimals: number
  logoUri: string
  eip2612: false
  /** USD price of one whole token, 0 when unknown. */
  price: number
  /** USD value held: 0, the list is not per account. */
  value: number
}

/** A token named by CAIP-10 address, resolved against a provider's list. */
export type ResolvedSwapToken = { caipNetworkId: string; provider: SwapProvider; token: SwapProviderToken }

export type SwapQuoteAnswer = {
  id: null
  provider: string
  fromAccount: string
  fromAmount: string
  toAccount: string
  toAmount: string
  path: string[]
  priceImpact: number | null
  gas: string
}

const isNative = (address: string) => address.toLowerCase() === NATIVE_SWAP_TOKEN.toLowerCase()

/**
 * What the convert routes do, without HTTP: the swap chains (docs/rules/permissions.md's list plus the operator's), the
 * provider of each, token lists, quotes, allowances, approve and swap transactions, with the checks that
 * keep a bad request from being built.
 */
export class ConvertApi {
  readonly #chains: ReadonlySet<string>
  readonly #providers: readonly SwapProvider[]
  readonly #blockchain: BlockchainApi
  readonly #clients = new Map<string, PublicClient>()
  readonly #icons = new TokenIcons()

  constructor(blockchain: BlockchainApi, tokens: readonly KnownToken[], options: SwapOptions = {}) {
    this.#blockchain = blockchain
    this.#chains = new Set([...SWAP.supportedChainIds.map((id) => `eip155:${id}`), ...(options.chains ?? [])])
    const providers: SwapProvider[] = []
    const localAmm = options.localAmm ?? []
    if (localAmm.length > 0) {
      providers.push(
        createLocalAmmSwapProvider({
          networks: localAmm.map(({ caipNetworkId, router }, index) => {
            const network = blockchain.networks.find((entry) => entry.caipNetworkId === caipNetworkId)
            if (!network || !this.#chains.has(caipNetworkId)) {
              throw new BlockchainConfigError(
                `swap.localAmm[${index}] is on ${caipNetworkId}, which is not ${network ? 'a swap chain: add it to swap.chains' : 'a served network'}`,
              )
            }
            return {
              caipNetworkId,
              client: this.#client(caipNetworkId),
              router,
              tokens: tokens.filter((token) => token.caipNetworkId === caipNetworkId),
              nativeCurrency: network.nativeCurrency,
            }
          }),
        }),
      )
    }
    if (options.oneInch) providers.push(createOneInchSwapProvider(options.oneInch))
    this.#providers = [...providers, ...(options.providers ?? [])]
  }

  #client(caipNetworkId: string): PublicClient {
    let client = this.#clients.get(caipNetworkId)
    const network = this.#blockchain.networks.find((entry) => entry.caipNetworkId === caipNetworkId)
    if (!client && network) {
      client = createChainClient(network)
      this.#clients.set(caipNetworkId, client)
    }
    if (!client) throw new SwapNetworkNotSupportedError(caipNetworkId)
    return client
  }

  /** The provider serving a swap chain; undefined for any other network. */
  providerOf(caipNetworkId: string): SwapProvider | undefined {
    if (!this.#chains.has(caipNetworkId)) return undefined
    return this.#providers.find((provider) => provider.supports(caipNetworkId))
  }

  /** @throws SwapNetworkNotSupportedError when no provider serves the network. */
  #provider(caipNetworkId: string): SwapProvider {
    const provider = this.providerOf(caipNetworkId)
    if (!provider) throw new SwapNetworkNotSupportedError(caipNetworkId)
    return provider
  }

  /** The tokens the network's provider swaps, priced, with logos. */
  async tokens(caipNetworkId: string, origin: string): Promise<SwapToken[]> {
    const listed = await this.#provider(caipNetworkId).getTokens(caipNetworkId)
    const addresses = listed.map((token) => `${caipNetworkId}:${token.address}`)
    const prices = await this.#blockchain.fungiblePrices(addresses, 'usd', origin)
    const priceOf = new Map(prices.map((entry) => [entry.address.toLowerCase(), entry.price]))
    return listed.map((token, index) => ({
      name: token.name,
      symbol: token.symbol,
      address: addresses[index]!,
      decimals: token.decimals,
      logoUri: token.logoUri ?? this.#icons.url(token.symbol, token.name, origin),
      eip2612: false,
      price: priceOf.get(addresses[index]!.toLowerCase()) ?? 0,
      value: 0,
    }))
  }

  /**
   * A token by network and 0x address, as the network's provider lists it.
   *
   * @throws SwapNetworkNotSupportedError, or SwapRequestError for a token the provider does not list.
   */
  async resolve(caipNetworkId: string, address: Address): Promise<ResolvedSwapToken> {
    const provider = this.#provider(caipNetworkId)
    const token = (await provider.getTokens(caipNetworkId)).find(
      (entry) => entry.address.toLowerCase() === address.toLowerCase(),
    )
    if (!token) throw new SwapRequestError(`Unknown swap token ${caipNetworkId}:${address}`)
    return { caipNetworkId, provider, token }
  }

  async quote(parameters: {
    from: ResolvedSwapToken
    to: ResolvedSwapToken
    amount: bigint
    gasPrice?: bigint | undefined
  }): Promise<SwapQuoteAnswer> {
    const { from, to, amount, gasPrice } = parameters
    const { caipNetworkId, provider } = from
    const quote = await provider.getQuote({ caipNetworkId, from: from.token, to: to.token, amount, gasPrice })
    return {
      id: null,
      provider: provider.name,
      fromAccount: `${caipNetworkId}:${from.token.address}`,
      fromAmount: quote.fromAmount.toString(),
      toAccount: `${caipNetworkId}:${to.token.address}`,
      toAmount: quote.toAmount.toString(),
      path: quote.path.map((address) => `${caipNetworkId}:${address}`),
      priceImpact: quote.priceImpact,
      gas: quote.gas.toString(),
    }
  }

  async allowance(
    token: ResolvedSwapToken,
    owner: Address,
  ): Promise<{ allowance: bigint; spender: Address }> {
    const { caipNetworkId, provider } = token
    const [allowance, spender] = await Promise.all([
      provider.getAllowance({ caipNetworkId, token: token.token, owner }),
      provider.getSpender(caipNetworkId),
    ])
    return { allowance, spender }
  }

  /** @throws SwapRequestError for the native coin, which needs no approval. */
  async buildApprove(token: ResolvedSwapToken, amount: bigint | undefined) {
    const { caipNetworkId, provider } = token
    if (isNative(token.token.address)) {
      throw new SwapRequestError(`${token.token.symbol} is the native coin: it needs no approval`)
    }
    const [tx, spender] = await Promise.all([
      provider.buildApprove({ caipNetworkId, token: token.token, amount }),
      provider.getSpender(caipNetworkId),
    ])
    return { tx, spender }
  }

  /**
   * A swap transaction, after checking on chain (when the server serves the network) that the user
   * holds the amount and, for a token, has approved the provider's spender for it (unless
   * `disableEstimate`, for a swap batched after its approval).
   *
   * @throws SwapRequestError when the balance or the allowance is short, SwapRouteNotFoundError when
   * no route exists.
   */
  async buildTransaction(parameters: {
    from: ResolvedSwapToken
    to: ResolvedSwapToken
    amount: bigint
    userAddress: Address
    slippage: number
    disableEstimate: boolean
  }) {
    const { from, to, amount, userAddress, slippage, disableEstimate } = parameters
    const { caipNetworkId, provider, token } = from
    if (this.#blockchain.isSupported(caipNetworkId)) {
      const balance = await this.#balance(caipNetworkId, token.address, userAddress)
      if (balance < amount) {
        throw new SwapRequestError(
          `Insufficient ${token.symbol} balance: ${formatUnits(balance, token.decimals)} available, ${formatUnits(amount, token.decimals)} asked`,
        )
      }
    }
    // disableEstimate builds a swap to run after an approval not yet mined (an approve + swap batch).
    if (!isNative(token.address) && !disableEstimate) {
      const { allowance, spender } = await this.allowance(from, userAddress)
      if (allowance < amount) {
        throw new SwapRequestError(
          `Insufficient ${token.symbol} allowance: approve ${spender} for ${formatUnits(amount, token.decimals)} ${token.symbol} first (${formatUnits(allowance, token.decimals)} approved)`,
        )
      }
    }
    return provider.buildSwap({
      caipNetworkId,
      from: token,
      to: to.token,
      amount,
      userAddress: getAddress(userAddress),
      slippage,
      disableEstimate,
    })
  }

  async #balance(caipNetworkId: string, token: Address, owner: Address): Promise<bigint> {
    const client = this.#client(caipNetworkId)
    try {
      return isNative(token)
        ? await client.getBalance({ address: owner })
        : await client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          })
    } catch (error) {
      throw new ChainUnavailableError(caipNetworkId, error)
    }
  }
}

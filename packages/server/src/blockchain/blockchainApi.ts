import {
  type CaipNetworkId,
  GasPriceNetworkNotSupportedError,
  isCaipAddress,
  isEvmAddress,
  parseCaipAddress,
  type TokenBalance,
  toCaipAddress,
} from '@portico/core'
import { type Address, formatUnits, getAddress, type PublicClient } from 'viem'
import { createChainClient, hasEns } from './chainClient.ts'
import { ChainUnavailableError, describeFailure } from './errors.ts'
import { estimateGasPrice, type GasPrice } from './gasPrice.ts'
import { type Identity, lookupEnsIdentity, NO_IDENTITY } from './identity.ts'
import { groupTokensByNetwork, type KnownToken, loadSeedTokens } from './knownTokens.ts'
import type { BlockchainNetwork } from './network.ts'
import { resolveNetworks } from './networks.ts'
import { type AccountNft, type NftCollection, readCollectionNfts } from './nfts.ts'
import {
  type BlockchainOptions,
  DEFAULT_BALANCE_CACHE_MS,
  DEFAULT_PRICE_CACHE_MS,
  MAX_CACHED_BALANCES,
} from './options.ts'
import { cachePrices } from './prices/cachedPriceProvider.ts'
import { combinePriceProviders, type PricedToken, type PriceProvider } from './prices/priceProvider.ts'
import { readBalances } from './readBalances.ts'
import { TokenIcons } from './tokenIcons.ts'
import { TtlCache } from './ttlCache.ts'

/** One price answer of `POST /v1/fungible/price`. */
export type FungiblePrice = {
  /** CAIP-10 address as asked. */
  address: string
  name: string
  symbol: string
  iconUrl: string
  price: number
}

/** Lists of CAIP-2 ids with an HTTP and with a WebSocket RPC (SPEC §7 `supported-chains`). */
export type SupportedChains = { http: CaipNetworkId[]; ws: CaipNetworkId[] }

type Served = { network: BlockchainNetwork; client: PublicClient; tokens: readonly KnownToken[] }

export type BlockchainLogger = { warn(object: object, message: string): void }

/** Balance data without the request's origin (icon URLs are added per request). */
type CachedBalance = Omit<TokenBalance, 'iconUrl'>

/**
 * What the blockchain routes do, without HTTP: balances, prices, identity, gas price and NFTs over
 * the configured networks.
 */
export class BlockchainApi {
  readonly #served: ReadonlyMap<string, Served>
  readonly #collections: readonly NftCollection[]
  readonly #prices: PriceProvider
  readonly #balances: TtlCache<CachedBalance[]>
  readonly #icons = new TokenIcons()
  readonly #log: BlockchainLogger

  constructor(options: BlockchainOptions = {}, log: BlockchainLogger = { warn() {} }) {
    this.#log = log
    const networks = resolveNetworks(options.networks ?? [])
    const tokens = groupTokensByNetwork(options.tokens ?? loadSeedTokens())
    this.#served = new Map(
      networks.map((network) => [
        network.caipNetworkId,
        { network, client: createChainClient(network), tokens: tokens.get(network.caipNetworkId) ?? [] },
      ]),
    )
    this.#collections = options.nftCollections ?? []
    const provider = combinePriceProviders(options.priceProviders ?? [], (error) =>
      log.warn({ reason: describeFailure(error) }, 'price provider failed'),
    )
    const priceCacheMs = options.priceCacheMs ?? DEFAULT_PRICE_CACHE_MS
    this.#prices = priceCacheMs > 0 ? cachePrices(provider, priceCacheMs) : provider
    this.#balances = new TtlCache(options.balanceCacheMs ?? DEFAULT_BALANCE_CACHE_MS, MAX_CACHED_BALANCES)
  }

  /** The configured networks. */
  get networks(): BlockchainNetwork[] {
    return [...this.#served.values()].map((served) => served.network)
  }

  supportedChains(): SupportedChains {
    const networks = this.networks
    return {
      http: networks.filter((network) => network.rpcUrls.length > 0).map((network) => network.caipNetworkId),
      ws: networks
        .filter((network) => network.webSocketUrls.length > 0)
        .map((network) => network.caipNetworkId),
    }
  }

  isSupported(caipNetworkId: string): boolean {
    return (this.#served.get(caipNetworkId)?.network.rpcUrls.length ?? 0) > 0
  }

  /**
   * The account's native balance and its non-zero known-token balances on one network, or on every
   * network when `caipNetworkId` is undefined (networks whose RPC fails are then left out). An
   * unsupported network, or an address that is not an EVM address, gives an empty list (SPEC §5).
   *
   * @throws ChainUnavailableError when the one asked network's RPC does not answer.
   */
  async balances(parameters: {
    address: string
    caipNetworkId?: string | undefined
    currency: string
    forceUpdate?: boolean | undefined
    origin: string
  }): Promise<TokenBalance[]> {
    const { address, caipNetworkId, currency, forceUpdate = false, origin } = parameters
    if (!isEvmAddress(address)) return []
    const account = getAddress(address.startsWith('0x') ? address : `0x${address}`)
    const targets =
      caipNetworkId === undefined
        ? [...this.#served.values()].filter((served) => served.network.rpcUrls.length > 0)
        : this.isSupported(caipNetworkId)
          ? [this.#served.get(caipNetworkId) as Served]
          : []
    const results = await Promise.allSettled(
      targets.map((served) =>
        this.#balances.getOrLoad(
          `${account}|${served.network.caipNetworkId}|${currency}`,
          () => this.#loadBalances(served, account, currency),
          forceUpdate,
        ),
      ),
    )
    const balances: TokenBalance[] = []
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') {
        for (const balance of result.value) {
          balances.push({ ...balance, iconUrl: this.#icons.url(balance.symbol, balance.name, origin) })
        }
        return
      }
      if (caipNetworkId !== undefined) throw result.reason
      this.#log.warn(
        { network: targets[index]?.network.caipNetworkId, reason: describeFailure(result.reason) },
        'balance read failed',
      )
    })
    return balances
  }

  async #loadBalances(served: Served, account: Address, currency: string): Promise<CachedBalance[]> {
    const { network, client, tokens } = served
    let raw: Awaited<ReturnType<typeof readBalances>>
    try {
      raw = await readBalances(client, network, account, tokens)
    } catch (error) {
      throw new ChainUnavailableError(network.caipNetworkId, error)
    }
    const held = raw.tokens.filter(({ balance }) => balance > 0n)
    const priced: PricedToken[] = [
      { caipNetworkId: network.caipNetworkId, address: null, symbol: network.nativeCurrency.symbol },
      ...held.map(({ token }) => ({
        caipNetworkId: network.caipNetworkId,
        address: token.address,
        symbol: token.symbol,
      })),
    ]
    const prices = await this.#prices.getPrices(currency, priced)
    const entry = (
      name: string,
      symbol: string,
      decimals: number,
      amount: bigint,
      price: number,
      address?: Address,
    ): CachedBalance => {
      const numeric = formatUnits(amount, decimals)
      return {
        name,
        symbol,
        chainId: network.caipNetworkId,
        ...(address ? { address: toCaipAddress(`${network.caipNetworkId}:${address}`) } : {}),
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(decimals), numeric },
      }
    }
    const { name, symbol, decimals } = network.nativeCurrency
    return [
      entry(name, symbol, decimals, raw.native, prices[0] ?? 0),
      ...held.map(({ token, balance }, index) =>
        entry(token.name, token.symbol, token.decimals, balance, prices[index + 1] ?? 0, token.address),
      ),
    ]
  }

  /**
   * Prices of tokens named by CAIP-10 address; the native coin is `{network}:0xeeee…eeee`. Tokens the
   * server does not know (or on networks it does not serve) are left out.
   */
  async fungiblePrices(
    addresses: readonly string[],
    currency: string,
    origin: string,
  ): Promise<FungiblePrice[]> {
    const found: { address: string; name: string; symbol: string; token: PricedToken }[] = []
    for (const address of addresses) {
      if (!isCaipAddress(address)) continue
      const { caipNetworkId, address: account } = parseCaipAddress(address)
      const served = this.#served.get(caipNetworkId)
      if (!served || !isEvmAddress(account)) continue
      const { network } = served
      if (/^(0x)?e{40}$/i.test(account)) {
        const { name, symbol } = network.nativeCurrency
        found.push({
          address,
          name,
          symbol,
          token: { caipNetworkId: network.caipNetworkId, address: null, symbol },
        })
        continue
      }
      const token = served.tokens.find(
        (candidate) => candidate.address.toLowerCase() === account.toLowerCase(),
      )
      if (!token) continue
      found.push({
        address,
        name: token.name,
        symbol: token.symbol,
        token: { caipNetworkId: network.caipNetworkId, address: token.address, symbol: token.symbol },
      })
    }
    const prices = await this.#prices.getPrices(
      currency,
      found.map((entry) => entry.token),
    )
    return found.map((entry, index) => ({
      address: entry.address,
      name: entry.name,
      symbol: entry.symbol,
      iconUrl: this.#icons.url(entry.symbol, entry.name, origin),
      price: prices[index] ?? 0,
    }))
  }

  /** ENS name and avatar from the first served ENS network (mainnet or Sepolia); nulls without one. */
  async identity(address: Address): Promise<Identity> {
    const ens = [...this.#served.values()].find((served) => hasEns(served.network))
    if (!ens) return NO_IDENTITY
    try {
      return await lookupEnsIdentity(ens.client, address)
    } catch (error) {
      this.#log.warn(
        { network: ens.network.caipNetworkId, reason: describeFailure(error) },
        'ENS lookup failed',
      )
      return NO_IDENTITY
    }
  }

  /**
   * @throws GasPriceNetworkNotSupportedError when the network is not served; callers check
   * {@link isSupported} first.
   * @throws ChainUnavailableError when the network's RPC does not answer.
   */
  async gasPrice(caipNetworkId: string): Promise<GasPrice> {
    const served = this.#served.get(caipNetworkId)
    if (!served) throw new GasPriceNetworkNotSupportedError(caipNetworkId)
    try {
      return await estimateGasPrice(served.client)
    } catch (error) {
      throw new ChainUnavailableError(caipNetworkId, error)
    }
  }

  /**
   * The account's NFTs in the known collections of one network, or of every network when
   * `caipNetworkId` is undefined (failing networks are then left out). Unsupported network → [].
   *
   * @throws ChainUnavailableError when the one asked network's RPC does not answer.
   */
  async nfts(address: Address, caipNetworkId?: string): Promise<AccountNft[]> {
    const collections = this.#collections.filter(
      (collection) =>
        this.isSupported(collection.caipNetworkId) &&
        (caipNetworkId === undefined || collection.caipNetworkId === caipNetworkId),
    )
    const results = await Promise.allSettled(
      collections.map((collection) => {
        const served = this.#served.get(collection.caipNetworkId) as Served
        return readCollectionNfts(served.client, collection, address).catch((error: unknown) => {
          throw new ChainUnavailableError(collection.caipNetworkId, error)
        })
      }),
    )
    return results.flatMap((result, index) => {
      if (result.status === 'fulfilled') return result.value
      if (caipNetworkId !== undefined) throw result.reason
      this.#log.warn(
        { network: collections[index]?.caipNetworkId, reason: describeFailure(result.reason) },
        'NFT read failed',
      )
      return []
    })
  }

  /** Forgets cached balances. */
  clearCache(): void {
    this.#balances.clear()
  }
}

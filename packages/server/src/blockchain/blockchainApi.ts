import {
  type CaipNetworkId,
  type FungiblePrice,
  GasPriceNetworkNotSupportedError,
  isCaipAddress,
  isEvmAddress,
  isSolanaAddress,
  parseCaipAddress,
  type TokenBalance,
  toCaipAddress,
} from '@portico/core'
import type { Address as SolanaAddress } from '@solana/kit'
import { type Address, formatUnits, getAddress, type PublicClient } from 'viem'
import { createChainClient, hasEns } from './chainClient.ts'
import { BlockchainConfigError, ChainUnavailableError, describeFailure } from './errors.ts'
import { estimateGasPrice, type GasPrice } from './gasPrice.ts'
import { type Identity, lookupEnsIdentity, NO_IDENTITY } from './identity.ts'
import {
  groupTokensByNetwork,
  type KnownToken,
  loadSeedTokens,
  type SolanaKnownToken,
} from './knownTokens.ts'
import type { BlockchainNetwork } from './network.ts'
import { resolveNetworks } from './networks.ts'
import { type AccountNft, type NftCollection, readCollectionNfts } from './nfts.ts'
import {
  type BlockchainOptions,
  DEFAULT_BALANCE_CACHE_MS,
  DEFAULT_IDENTITY_CACHE_MS,
  DEFAULT_PRICE_CACHE_MS,
  MAX_CACHED_BALANCES,
  MAX_CACHED_IDENTITIES,
} from './options.ts'
import { cachePrices } from './prices/cachedPriceProvider.ts'
import { combinePriceProviders, type PricedToken, type PriceProvider } from './prices/priceProvider.ts'
import { readBalances } from './readBalances.ts'
import { readSolanaBalances } from './solana/readSolanaBalances.ts'
import { createSolanaClient, type SolanaClient } from './solana/solanaClient.ts'
import { estimateSolanaGasPrice } from './solana/solanaGasPrice.ts'
import { isSolanaNetworkConfig, resolveSolanaNetwork, type SolanaNetwork } from './solana/solanaNetwork.ts'
import { TokenIcons } from './tokenIcons.ts'
import { TtlCache } from './ttlCache.ts'

/**
 * Lists of CAIP-2 ids with an HTTP and with a WebSocket RPC (docs/rules/api.md `supported-chains`), and the
 * networks whose transaction history `GET /v1/account/{address}/history` answers, so a client asks it only
 * for those.
 */
export type SupportedChains = { http: CaipNetworkId[]; ws: CaipNetworkId[]; history: CaipNetworkId[] }

type Served = { network: BlockchainNetwork; client: PublicClient; tokens: readonly KnownToken[] }

type ServedSolana = { network: SolanaNetwork; client: SolanaClient; tokens: readonly SolanaKnownToken[] }

export type BlockchainLogger = { warn(object: object, message: string): void }

/** Balance data without the request's origin (icon URLs are added per request). */
type CachedBalance = Omit<TokenBalance, 'iconUrl'>

/** One balance entry: exact decimal quantity (no float), price per whole token, value = quantity × price. */
function toBalance(
  caipNetworkId: CaipNetworkId,
  token: { name: string; symbol: string; decimals: number },
  amount: bigint,
  price: number,
  address?: string,
): CachedBalance {
  const numeric = formatUnits(amount, token.decimals)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: caipNetworkId,
    ...(address ? { address: toCaipAddress(`${caipNetworkId}:${address}`) } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(token.decimals), numeric },
  }
}

/**
 * What the blockchain routes do, without HTTP: balances, prices, identity, gas price and NFTs over
 * the configured networks.
 */
export class BlockchainApi {
  readonly #served: ReadonlyMap<string, Served>
  readonly #solana: ReadonlyMap<string, ServedSolana>
  readonly #collections: readonly NftCollection[]
  readonly #prices: PriceProvider
  readonly #balances: TtlCache<CachedBalance[]>
  readonly #icons = new TokenIcons()
  readonly #log: BlockchainLogger
  readonly #ens: readonly Served[]
  readonly #identities: TtlCache<Identity>

  constructor(options: BlockchainOptions = {}, log: BlockchainLogger = { warn() {} }) {
    this.#log = log
    const configs = options.networks ?? []
    const networks = resolveNetworks(configs.filter((config) => !isSolanaNetworkConfig(config)))
    const tokens = groupTokensByNetwork(options.tokens ?? loadSeedTokens())
    this.#served = new Map(
      networks.map((network) => [
        network.caipNetworkId,
        { network, client: createChainClient(network), tokens: tokens.get(network.caipNetworkId) ?? [] },
      ]),
    )
    this.#solana = new Map(
      configs.filter(isSolanaNetworkConfig).map((config) => {
        const network = resolveSolanaNetwork(config)
        const served: ServedSolana = {
          network,
          client: createSolanaClient(network),
          tokens: (options.solanaTokens ?? []).filter(
            (token) => token.caipNetworkId === network.caipNetworkId,
          ),
        }
        return [network.caipNetworkId, served]
      }),
    )
    this.#collections = options.nftCollections ?? []
    const provider = combinePriceProviders(options.priceProviders ?? [], (error) =>
      log.warn({ reason: describeFailure(error) }, 'price provider failed'),
    )
    const priceCacheMs = options.priceCacheMs ?? DEFAULT_PRICE_CACHE_MS
    this.#prices = priceCacheMs > 0 ? cachePrices(provider, priceCacheMs) : provider
    this.#balances = new TtlCache(options.balanceCacheMs ?? DEFAULT_BALANCE_CACHE_MS, MAX_CACHED_BALANCES)
    this.#ens = (
      options.ensNetworks ??
      [...this.#served.values()]
        .filter((served) => hasEns(served.network))
        .map((served) => served.network.caipNetworkId)
    ).map((caipNetworkId) => {
      const served = this.#served.get(caipNetworkId)
      if (!served)
        throw new BlockchainConfigError(`ensNetworks: ${caipNetworkId} is not a served EVM network`)
      return served
    })
    this.#identities = new TtlCache(
      options.identityCacheMs ?? DEFAULT_IDENTITY_CACHE_MS,
      MAX_CACHED_IDENTITIES,
    )
  }

  /** The configured EVM networks. */
  get networks(): BlockchainNetwork[] {
    return [...this.#served.values()].map((served) => served.network)
  }

  /** A token of the operator's token list on a served EVM network, by contract address (any case). */
  knownToken(caipNetworkId: string, address: string): KnownToken | undefined {
    const lower = address.toLowerCase()
    return this.#served.get(caipNetworkId)?.tokens.find((token) => token.address.toLowerCase() === lower)
  }

  /** The configured Solana networks. */
  get solanaNetworks(): SolanaNetwork[] {
    return [...this.#solana.values()].map((served) => served.network)
  }

  /** The served networks; `history` lists the ones the history routes answer for. */
  supportedChains(history: readonly string[] = []): SupportedChains {
    const networks = [...this.networks, ...this.solanaNetworks]
    return {
      history: networks
        .filter((network) => history.includes(network.caipNetworkId))
        .map((network) => network.caipNetworkId),
      http: networks.filter((network) => network.rpcUrls.length > 0).map((network) => network.caipNetworkId),
      ws: networks
        .filter((network) => network.webSocketUrls.length > 0)
        .map((network) => network.caipNetworkId),
    }
  }

  isSupported(caipNetworkId: string): boolean {
    const network = this.#served.get(caipNetworkId)?.network ?? this.#solana.get(caipNetworkId)?.network
    return (network?.rpcUrls.length ?? 0) > 0
  }

  /**
   * The account's native balance and its non-zero known-token balances on one network, or on every
   * network of the address's kind when `caipNetworkId` is undefined (networks whose RPC fails are then
   * left out). A Solana address is read on the Solana networks: SOL and its SPL token accounts of known
   * mints. An unsupported network, or an address of another kind, gives an empty list (docs/rules/validation.md).
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
    const evm = isEvmAddress(address)
    if (!evm && !isSolanaAddress(address)) return []
    const account = evm ? getAddress(address.startsWith('0x') ? address : `0x${address}`) : address
    const served: ReadonlyMap<string, Served | ServedSolana> = evm ? this.#served : this.#solana
    const targets = [...served.values()].filter(
      (entry) =>
        entry.network.rpcUrls.length > 0 &&
        (caipNetworkId === undefined || entry.network.caipNetworkId === caipNetworkId),
    )
    const results = await Promise.allSettled(
      targets.map((target) =>
        this.#balances.getOrLoad(
          `${account}|${target.network.caipNetworkId}|${currency}`,
          () =>
            'multicall3' in target.network
              ? this.#loadBalances(target as Served, account as Address, currency)
              : this.#loadSolanaBalances(target as ServedSolana, account as SolanaAddress, currency),
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
    const { name, symbol, decimals } = network.nativeCurrency
    return [
      toBalance(network.caipNetworkId, { name, symbol, decimals }, raw.native, prices[0] ?? 0),
      ...held.map(({ token, balance }, index) =>
        toBalance(network.caipNetworkId, token, balance, prices[index + 1] ?? 0, token.address),
      ),
    ]
  }

  async #loadSolanaBalances(
    served: ServedSolana,
    owner: SolanaAddress,
    currency: string,
  ): Promise<CachedBalance[]> {
    const { network, client, tokens } = served
    let raw: Awaited<ReturnType<typeof readSolanaBalances>>
    try {
      raw = await readSolanaBalances(client, owner)
    } catch (error) {
      throw new ChainUnavailableError(network.caipNetworkId, error)
    }
    const held = tokens.flatMap((token) => {
      const balance = raw.tokens.get(token.address)
      return balance && balance.amount > 0n ? [{ token, ...balance }] : []
    })
    const prices = await this.#prices.getPrices(currency, [
      { caipNetworkId: network.caipNetworkId, address: null, symbol: network.nativeCurrency.symbol },
      ...held.map(({ token }) => ({
        caipNetworkId: network.caipNetworkId,
        address: token.address,
        symbol: token.symbol,
      })),
    ])
    const { name, symbol, decimals } = network.nativeCurrency
    return [
      toBalance(network.caipNetworkId, { name, symbol, decimals }, raw.lamports, prices[0] ?? 0),
      ...held.map(({ token, amount, decimals: mintDecimals }, index) =>
        toBalance(
          network.caipNetworkId,
          { ...token, decimals: mintDecimals },
          amount,
          prices[index + 1] ?? 0,
          token.address,
        ),
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

  /**
   * The ENS name and avatar from the first ENS network (`ensNetworks`) that has one, cached per
   * address; nulls without ENS. A failing network is logged and the next one asked.
   */
  async identity(address: Address): Promise<Identity> {
    if (this.#ens.length === 0) return NO_IDENTITY
    // A lookup that failed somewhere is answered but not cached, so the next request asks again.
    let failed = false
    const lookup = async () => {
      for (const ens of this.#ens) {
        try {
          const identity = await lookupEnsIdentity(ens.client, address)
          if (identity.name) return identity
        } catch (error) {
          failed = true
          this.#log.warn(
            { network: ens.network.caipNetworkId, reason: describeFailure(error) },
            'ENS lookup failed',
          )
        }
      }
      return NO_IDENTITY
    }
    const key = address.toLowerCase()
    const identity = await this.#identities.getOrLoad(key, lookup)
    if (failed) this.#identities.delete(key)
    return identity
  }

  /**
   * @throws GasPriceNetworkNotSupportedError when the network is not served; callers check
   * {@link isSupported} first.
   * @throws ChainUnavailableError when the network's RPC does not answer.
   */
  async gasPrice(caipNetworkId: string): Promise<GasPrice> {
    const served = this.#served.get(caipNetworkId)
    const solana = this.#solana.get(caipNetworkId)
    if (!served && !solana) throw new GasPriceNetworkNotSupportedError(caipNetworkId)
    try {
      return served ? await estimateGasPrice(served.client) : await estimateSolanaGasPrice(solana!.client)
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

import type { FastifyInstance } from 'fastify'
import { type Address, isAddressEqual } from 'viem'
import { createChainClient } from '../blockchain/chainClient.ts'
import { BlockchainConfigError, describeFailure } from '../blockchain/errors.ts'
import type { BlockchainNetwork } from '../blockchain/network.ts'
import { DEFAULT_PRICE_CACHE_MS } from '../blockchain/options.ts'
import { cachePrices } from '../blockchain/prices/cachedPriceProvider.ts'
import {
  combinePriceProviders,
  type PricedToken,
  type PriceProvider,
  priceKey,
} from '../blockchain/prices/priceProvider.ts'
import { evmAddressOf, networkIdOf } from '../blockchain/routes.ts'
import { TokenIcons } from '../blockchain/tokenIcons.ts'
import { HttpError } from '../http/httpError.ts'
import { serverOrigin } from '../http/requestOrigin.ts'
import type { Storage } from '../storage/createStorage.ts'
import { decodeHistoryCursor, encodeHistoryCursor, type HistoryCursor } from './cursor.ts'
import { HistoryUnavailableError, InvalidHistoryCursorError } from './errors.ts'
import { getHistoryPage } from './getHistoryPage.ts'
import { createChainIndexer } from './indexer/createChainIndexer.ts'
import { type LeasedIndexer, leaseIndexer } from './indexer/leaseIndexer.ts'
import { DEFAULT_HISTORY_PAGE_SIZE, type HistoryOptions, MAX_HISTORY_PAGE_SIZE } from './options.ts'
import { createExplorerHistoryProvider } from './providers/createExplorerHistoryProvider.ts'
import { createIndexedHistoryProvider } from './providers/createIndexedHistoryProvider.ts'
import { historySchema } from './schemas.ts'
import { HistoryStore } from './storage/historyStore.ts'
import { toTransactionItem } from './toTransactionItem.ts'
import type { HistoryProvider, HistoryTransaction } from './types.ts'

export type RegisterHistoryRoutesParameters = {
  storage: Storage
  /** The served EVM networks. */
  networks: readonly BlockchainNetwork[]
  history?: HistoryOptions | undefined
  /** Prices of transferred tokens, asked in order (the blockchain API's providers). */
  priceProviders?: readonly PriceProvider[] | undefined
  priceCacheMs?: number | undefined
  publicUrl?: string | undefined
}

type HistoryQuery = { chainId?: string; cursor?: string }

/**
 * Registers `GET /v1/account/{address}/history` and runs the indexer of every network whose history
 * comes from it: started when the server is ready, stopped (after its running step) before it closes.
 * Returns the CAIP-2 ids of the networks with a history (listed by `GET /v1/supported-chains`).
 */
export function registerHistoryRoutes(
  app: FastifyInstance,
  parameters: RegisterHistoryRoutesParameters,
): readonly string[] {
  const { storage, networks, history = {} } = parameters
  const pageSize = history.pageSize ?? DEFAULT_HISTORY_PAGE_SIZE
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_HISTORY_PAGE_SIZE) {
    throw new BlockchainConfigError(
      `history.pageSize must be a whole number from 1 to ${MAX_HISTORY_PAGE_SIZE}`,
    )
  }
  const served = new Map(networks.map((network) => [network.caipNetworkId as string, network]))
  for (const caipNetworkId of [
    ...Object.keys(history.networks ?? {}),
    ...Object.keys(history.providers ?? {}),
  ]) {
    if (!served.has(caipNetworkId)) {
      throw new BlockchainConfigError(`history: network ${caipNetworkId} is not a served EVM network`)
    }
  }

  const store = new HistoryStore(storage.db)
  const providers = new Map<string, HistoryProvider>()
  const indexers: LeasedIndexer[] = []
  for (const network of networks) {
    const id = network.caipNetworkId
    const custom = history.providers?.[id]
    const source = history.networks?.[id] ?? { source: 'indexer' }
    if (custom) {
      providers.set(id, custom)
    } else if (source.source === 'explorer') {
      providers.set(
        id,
        createExplorerHistoryProvider({ caipNetworkId: id, url: source.url, apiKey: source.apiKey }),
      )
    } else if (source.source === 'indexer') {
      providers.set(id, createIndexedHistoryProvider({ store, caipNetworkId: id }))
      if (history.indexer !== false) {
        const indexer = createChainIndexer({
          network,
          client: createChainClient(network),
          store,
          options: history.indexer,
          fromBlock: source.fromBlock,
          log: app.log,
        })
        const leased = leaseIndexer({ indexer, storage, caipNetworkId: id, log: app.log })
        indexers.push(leased)
        app.portico?.metrics.addIndexer(() => ({ network: id, leader: leased.leader, ...indexer.progress() }))
      }
    }
  }
  app.addHook('onReady', async () => {
    for (const indexer of indexers) indexer.start()
  })
  app.addHook('preClose', async () => {
    await Promise.all(indexers.map((indexer) => indexer.stop()))
  })

  const prices = combinePriceProviders(parameters.priceProviders ?? [], (error) =>
    app.log.warn({ reason: describeFailure(error) }, 'price provider failed'),
  )
  const priceCacheMs = parameters.priceCacheMs ?? DEFAULT_PRICE_CACHE_MS
  const priced = priceCacheMs > 0 ? cachePrices(prices, priceCacheMs) : prices
  const icons = new TokenIcons()
  const spam = new Set((history.spamNftContracts ?? []).map((contract) => contract.toLowerCase()))
  const publicUrl =
    parameters.publicUrl?.replace(/\/+$/, '') ??
    (app.hasDecorator('portico') ? app.portico.publicUrl : undefined)

  /** Prices (USD, now) of the coins and ERC20s the account moved on the page, by price key. */
  async function priceTable(transactions: readonly HistoryTransaction[], account: Address) {
    const tokens = new Map<string, PricedToken>()
    for (const tx of transactions) {
      const coin = served.get(tx.caipNetworkId)?.nativeCurrency.symbol ?? ''
      for (const transfer of tx.transfers) {
        const concerns = isAddressEqual(transfer.from, account) || isAddressEqual(transfer.to, account)
        if (transfer.kind === 'erc721' || !concerns) continue
        const symbol = transfer.kind === 'native' ? coin : (transfer.token.symbol ?? '')
        const token = { caipNetworkId: tx.caipNetworkId, address: transfer.token.address, symbol }
        tokens.set(priceKey(token), token)
      }
    }
    const list = [...tokens.values()]
    const found = list.length > 0 ? await priced.getPrices('usd', list) : []
    return new Map(list.map((token, index) => [priceKey(token), found[index] ?? 0]))
  }

  app.get<{ Params: { address: string }; Querystring: HistoryQuery }>(
    '/v1/account/:address/history',
    {
      schema: { ...historySchema, summary: "An account's transactions, newest first, a page at a time" },
      config: { limit: 'reads' },
    },
    async (request) => {
      const address = evmAddressOf(request.params.address)
      let scope: ReadonlyMap<string, HistoryProvider> = providers
      if (request.query.chainId !== undefined) {
        const caipNetworkId = networkIdOf(request.query.chainId)
        const provider = providers.get(caipNetworkId)
        if (!provider) throw new HttpError(400, `Network ${caipNetworkId} has no transaction history`)
        scope = new Map([[caipNetworkId, provider]])
      }
      let cursor: HistoryCursor | undefined
      if (request.query.cursor !== undefined) {
        try {
          cursor = decodeHistoryCursor(request.query.cursor)
          const foreign = Object.keys(cursor).find((network) => !scope.has(network))
          if (foreign) throw new InvalidHistoryCursorError(`it continues network ${foreign}, not asked for`)
        } catch (error) {
          if (error instanceof InvalidHistoryCursorError) throw new HttpError(400, error.shortMessage)
          throw error
        }
      }
      const page = await getHistoryPage({ providers: scope, address, cursor, limit: pageSize }).catch(
        (error: unknown) => {
          if (!(error instanceof HistoryUnavailableError)) throw error
          request.log.warn({ reason: describeFailure(error) }, 'history provider failed')
          throw new HttpError(503, error.shortMessage, { 'retry-after': '5' })
        },
      )
      const table = await priceTable(page.transactions, address)
      const origin = serverOrigin(request, publicUrl)
      const data = page.transactions.map((tx) => {
        const network = served.get(tx.caipNetworkId) as BlockchainNetwork
        return toTransactionItem(tx, {
          account: address,
          nativeCurrency: network.nativeCurrency,
          priceOf: (token) =>
            table.get(priceKey({ caipNetworkId: tx.caipNetworkId, address: token, symbol: '' })) ?? 0,
          iconOf: (symbol, name) => icons.url(symbol, name, origin),
          isSpam: (contract) => spam.has(`${tx.caipNetworkId}:${contract}`.toLowerCase()),
        })
      })
      return { data, next: page.next ? encodeHistoryCursor(page.next) : null }
    },
  )
  return [...providers.keys()]
}

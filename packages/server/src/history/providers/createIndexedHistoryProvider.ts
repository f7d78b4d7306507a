import type { HistoryStore } from '../storage/historyStore.ts'
import type { HistoryProvider } from '../types.ts'

export type CreateIndexedHistoryProviderParameters = {
  store: HistoryStore
  caipNetworkId: string
}

/**
 * The history of one network as the server's indexer wrote it to the database.
 *
 * @example
 * const provider = createIndexedHistoryProvider({ store, caipNetworkId: 'eip155:31337' })
 * const { transactions, more } = await provider.getTransactions({ address, limit: 20 })
 */
export function createIndexedHistoryProvider(
  parameters: CreateIndexedHistoryProviderParameters,
): HistoryProvider {
  const { store, caipNetworkId } = parameters
  return {
    async getTransactions({ address, before, limit }) {
      const found = await store.transactions(caipNetworkId, address, before, limit + 1)
      return { transactions: found.slice(0, limit), more: found.length > limit }
    },
  }
}

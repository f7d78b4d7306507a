import type { AdapterTransactionsPage, CaipNetwork } from '@portico/core'
import { type EsploraTransaction, toTransactionItem } from '../history/toTransactionItem.ts'
import { fetchEsplora } from './fetchEsplora.ts'

/** Confirmed transactions per page of Esplora's `/address/:address/txs/chain`. */
export const ESPLORA_CHAIN_PAGE = 25

export type GetAddressTransactionsParameters = {
  address: string
  caipNetwork: Pick<CaipNetwork, 'rpcUrls' | 'caipNetworkId'>
  /** The last confirmed txid of the page before; none for the first page. */
  cursor?: string | undefined
}

/**
 * One page of an address's history from Esplora, newest first: the first page is `GET
 * /address/:address/txs` (the mempool's, then the newest confirmed), the next ones `GET
 * /address/:address/txs/chain/:last_seen_txid`; a full page of confirmed ones has a next page.
 *
 * @example
 * const { data, next } = await getAddressTransactions({ address: 'bc1q…', caipNetwork: bitcoin })
 */
export async function getAddressTransactions(
  parameters: GetAddressTransactionsParameters,
): Promise<AdapterTransactionsPage> {
  const { address, caipNetwork, cursor } = parameters
  const path = cursor
    ? `/address/${encodeURIComponent(address)}/txs/chain/${encodeURIComponent(cursor)}`
    : `/address/${encodeURIComponent(address)}/txs`
  const transactions = (await (await fetchEsplora(caipNetwork, path)).json()) as EsploraTransaction[]
  const confirmed = transactions.filter((transaction) => transaction.status.confirmed)
  const now = new Date()
  return {
    data: transactions.map((transaction) =>
      toTransactionItem({ transaction, address, chain: caipNetwork.caipNetworkId, now }),
    ),
    next: confirmed.length >= ESPLORA_CHAIN_PAGE ? confirmed.at(-1)?.txid : undefined,
  }
}

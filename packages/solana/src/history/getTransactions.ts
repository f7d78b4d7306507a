import type { AdapterKnownToken, AdapterTransactionsPage, CaipNetwork } from '@portico/core'
import { COMMITMENT, getRpc } from '../rpc/getRpc.ts'
import { type RpcTransaction, toTransactionItem } from './toTransactionItem.ts'

/** Signatures per Activity page. */
export const HISTORY_PAGE_SIZE = 20

export type GetTransactionsParameters = {
  address: string
  caipNetwork: CaipNetwork
  /** The last signature of the page before; none for the first page. */
  cursor?: string | undefined
  /** The account's tokens by mint: a transfer of one is named after it, others after their mint. */
  tokens?: readonly AdapterKnownToken[] | undefined
}

type SignatureInfo = { signature: string }

/** Transactions already read, by network and signature: a confirmed one never changes. */
const read = new Map<string, RpcTransaction>()
/** How many transactions `read` keeps before it forgets the oldest. */
const READ_LIMIT = 500

/**
 * One page of an address's history from the network's JSON-RPC, newest first: `getSignaturesForAddress`
 * (HISTORY_PAGE_SIZE, `before` the cursor), then `getTransaction` of each not read before (Activity reads
 * the first page again while it is shown); a full page has a next one. A transaction the node no longer
 * holds is left out.
 *
 * @example
 * const { data, next } = await getTransactions({ address, caipNetwork: solana })
 */
export async function getTransactions(
  parameters: GetTransactionsParameters,
): Promise<AdapterTransactionsPage> {
  const { address, caipNetwork, cursor, tokens = [] } = parameters
  const rpc = getRpc(caipNetwork)
  const signatures = await rpc.request<SignatureInfo[]>('getSignaturesForAddress', [
    address,
    { limit: HISTORY_PAGE_SIZE, commitment: COMMITMENT, ...(cursor ? { before: cursor } : {}) },
  ])
  const transactions = await Promise.all(
    signatures.map(async ({ signature }) => {
      const key = `${caipNetwork.caipNetworkId}:${signature}`
      const known = read.get(key)
      if (known) return known
      const transaction = await rpc.request<RpcTransaction | null>('getTransaction', [
        signature,
        { encoding: 'json', commitment: COMMITMENT, maxSupportedTransactionVersion: 0 },
      ])
      if (transaction) {
        read.set(key, transaction)
        if (read.size > READ_LIMIT) read.delete(read.keys().next().value!)
      }
      return transaction
    }),
  )
  const native = caipNetwork.nativeCurrency
  const tokenOf = (mint: string) => {
    const token = tokens.find((candidate) => candidate.address === mint)
    return token && { name: token.name, symbol: token.symbol, iconUrl: token.iconUrl }
  }
  const data = signatures.flatMap(({ signature }, index) => {
    const transaction = transactions[index]
    return transaction
      ? [
          toTransactionItem({
            signature,
            transaction,
            address,
            chain: caipNetwork.caipNetworkId,
            native,
            tokenOf,
          }),
        ]
      : []
  })
  return {
    data,
    next: signatures.length >= HISTORY_PAGE_SIZE ? signatures.at(-1)?.signature : undefined,
  }
}

import { type Address, getAddress, type Hex, isAddress, isHash } from 'viem'
import { ExplorerApiError } from '../errors.ts'
import type { HistoryPosition, HistoryProvider, HistoryTransaction, HistoryTransfer } from '../types.ts'

export type CreateExplorerHistoryProviderParameters = {
  caipNetworkId: string
  /** The API endpoint, e.g. `https://eth.blockscout.com/api` or `https://api.etherscan.io/v2/api`. */
  url: string
  /** Sent as `apikey`. */
  apiKey?: string | undefined
  /** Per request. Default 10 s. */
  timeoutMs?: number | undefined
}

type Action = 'txlist' | 'tokentx' | 'tokennfttx'

/** The fields of the protocol's result entries that are read; every value is a string. */
type Entry = Partial<
  Record<
    | 'blockNumber'
    | 'timeStamp'
    | 'hash'
    | 'nonce'
    | 'transactionIndex'
    | 'from'
    | 'to'
    | 'value'
    | 'isError'
    | 'txreceipt_status'
    | 'input'
    | 'contractAddress'
    | 'tokenName'
    | 'tokenSymbol'
    | 'tokenDecimal'
    | 'tokenID'
    | 'logIndex',
    string
  >
>

/** Entries asked per list and page; more than a page so that merged lists rarely cut a block. */
const MAX_OFFSET = 1_000
const LATEST_BLOCK = 999_999_999
const DEFAULT_TIMEOUT_MS = 10_000

const before = (tx: HistoryTransaction, position: HistoryPosition | undefined) =>
  position === undefined ||
  tx.blockNumber < position.blockNumber ||
  (tx.blockNumber === position.blockNumber && tx.transactionIndex < position.transactionIndex)

/**
 * The history of one network from an Etherscan- or Blockscout-compatible API: `module=account` with
 * `action=txlist` (the account's transactions), `tokentx` (ERC20 transfers) and `tokennfttx` (ERC721
 * transfers), merged per transaction hash, newest first. A page continues below the last position with
 * `endblock`; when one of the lists was cut, only blocks it fully covers are answered, so no
 * transaction is given half.
 *
 * @example
 * const provider = createExplorerHistoryProvider({ caipNetworkId: 'eip155:1', url: 'https://eth.blockscout.com/api' })
 * const { transactions, more } = await provider.getTransactions({ address, limit: 20 })
 */
export function createExplorerHistoryProvider(
  parameters: CreateExplorerHistoryProviderParameters,
): HistoryProvider {
  const { caipNetworkId, url, apiKey, timeoutMs = DEFAULT_TIMEOUT_MS } = parameters
  const chainId = caipNetworkId.split(':')[1] ?? ''

  async function list(action: Action, address: Address, endblock: number, offset: number): Promise<Entry[]> {
    const request = new URL(url)
    const query = {
      chainid: chainId,
      module: 'account',
      action,
      address,
      startblock: '0',
      endblock: String(endblock),
      page: '1',
      offset: String(offset),
      sort: 'desc',
      ...(apiKey ? { apikey: apiKey } : {}),
    }
    for (const [key, value] of Object.entries(query)) request.searchParams.set(key, value)
    let body: unknown
    try {
      const response = await fetch(request, { signal: AbortSignal.timeout(timeoutMs) })
      if (!response.ok) throw new ExplorerApiError(`HTTP status code: ${response.status}`)
      body = await response.json()
    } catch (error) {
      if (error instanceof ExplorerApiError) throw error
      throw new ExplorerApiError('The explorer API did not answer', { details: url, cause: error })
    }
    const { status, message, result } = (body ?? {}) as {
      status?: unknown
      message?: unknown
      result?: unknown
    }
    if (Array.isArray(result)) return result as Entry[]
    if (
      status === '0' &&
      typeof message === 'string' &&
      /^no (transactions|token transfers)/i.test(message)
    ) {
      return []
    }
    throw new ExplorerApiError('The explorer API answered an error', {
      details: [message, result].filter((part) => typeof part === 'string').join(': ') || 'no result list',
    })
  }

  return {
    async getTransactions({ address, before: position, limit }) {
      const offset = Math.min(MAX_OFFSET, (limit + 1) * 2)
      const endblock = position?.blockNumber ?? LATEST_BLOCK
      const actions = ['txlist', 'tokentx', 'tokennfttx'] as const
      const lists = await Promise.all(actions.map((action) => list(action, address, endblock, offset)))
      // A cut list may miss entries of its lowest block and below: answer only what all lists cover.
      const floors = lists
        .filter((entries) => entries.length >= offset)
        .map((entries) => Math.min(...entries.map((entry) => Number(entry.blockNumber))))
      const floor = floors.length > 0 ? Math.max(...floors) : undefined

      const byHash = new Map<string, HistoryTransaction>()
      lists.forEach((entries, listIndex) => {
        for (const [index, entry] of entries.entries()) {
          const action = actions[listIndex] as Action
          const tx = merge(byHash, caipNetworkId, action, entry)
          if (!tx || action === 'txlist') continue
          tx.transfers.push(toTransfer(action, entry, index))
        }
      })
      const all = [...byHash.values()]
        .filter((tx) => before(tx, position))
        .sort((a, b) => b.blockNumber - a.blockNumber || b.transactionIndex - a.transactionIndex)
      let answered = floor === undefined ? all : all.filter((tx) => tx.blockNumber > floor)
      if (answered.length === 0 && floor !== undefined) answered = all
      for (const tx of answered) tx.transfers.sort((a, b) => (a.logIndex ?? -1) - (b.logIndex ?? -1))
      const transactions = answered.slice(0, limit)
      return {
        transactions,
        more: transactions.length > 0 && (answered.length > limit || floor !== undefined),
      }
    },
  }
}

function address(value: string | undefined): Address | null {
  return value && isAddress(value, { strict: false }) ? getAddress(value) : null
}

function whole(value: string | undefined): number {
  const number = Number(value)
  if (!Number.isSafeInteger(number) || number < 0)
    throw new ExplorerApiError('The explorer API answered a bad entry')
  return number
}

function units(value: string | undefined): bigint {
  if (!value || !/^\d{1,80}$/.test(value))
    throw new ExplorerApiError('The explorer API answered a bad amount')
  return BigInt(value)
}

/** Finds or starts the transaction of an entry; a txlist entry sets the transaction's own fields. */
function merge(
  byHash: Map<string, HistoryTransaction>,
  caipNetworkId: string,
  action: Action,
  entry: Entry,
): HistoryTransaction | undefined {
  const hash = entry.hash?.toLowerCase()
  const from = address(entry.from)
  if (!hash || !isHash(hash) || !from) throw new ExplorerApiError('The explorer API answered a bad entry')
  const existing = byHash.get(hash)
  if (action !== 'txlist') {
    if (existing) return existing
    const created: HistoryTransaction = {
      caipNetworkId,
      hash: hash as Hex,
      blockNumber: whole(entry.blockNumber),
      transactionIndex: whole(entry.transactionIndex),
      minedAt: whole(entry.timeStamp),
      from,
      to: address(entry.contractAddress),
      createdAddress: null,
      value: 0n,
      nonce: entry.nonce ? whole(entry.nonce) : 0,
      status: 'confirmed',
      methodId: null,
      transfers: [],
    }
    byHash.set(hash, created)
    return created
  }
  const failed = entry.isError === '1' || entry.txreceipt_status === '0'
  const to = address(entry.to)
  const createdAddress = to ? null : address(entry.contractAddress)
  const value = units(entry.value)
  const input = entry.input ?? '0x'
  const tx: HistoryTransaction = {
    caipNetworkId,
    hash: hash as Hex,
    blockNumber: whole(entry.blockNumber),
    transactionIndex: whole(entry.transactionIndex),
    minedAt: whole(entry.timeStamp),
    from,
    to,
    createdAddress,
    value,
    nonce: whole(entry.nonce),
    status: failed ? 'failed' : 'confirmed',
    methodId: /^0x[0-9a-fA-F]{8}/.test(input) ? (input.slice(0, 10).toLowerCase() as Hex) : null,
    transfers: existing?.transfers ?? [],
  }
  const receiver = to ?? createdAddress
  if (!failed && value > 0n && receiver) {
    tx.transfers.unshift({
      kind: 'native',
      token: { address: null, name: null, symbol: null, decimals: null },
      from,
      to: receiver,
      amount: value,
      tokenId: null,
      logIndex: null,
    })
  }
  byHash.set(hash, tx)
  return tx
}

function toTransfer(action: 'tokentx' | 'tokennfttx', entry: Entry, position: number): HistoryTransfer {
  const from = address(entry.from)
  const to = address(entry.to)
  const token = address(entry.contractAddress)
  if (!from || !to || !token) throw new ExplorerApiError('The explorer API answered a bad transfer')
  const decimals = Number(entry.tokenDecimal)
  return {
    kind: action === 'tokentx' ? 'erc20' : 'erc721',
    token: {
      address: token,
      name: entry.tokenName || null,
      symbol: entry.tokenSymbol || null,
      decimals: action === 'tokentx' && Number.isInteger(decimals) && decimals >= 0 ? decimals : null,
    },
    from,
    to,
    amount: action === 'tokentx' ? units(entry.value) : 1n,
    tokenId: action === 'tokennfttx' ? units(entry.tokenID) : null,
    logIndex: entry.logIndex ? whole(entry.logIndex) : position,
  }
}

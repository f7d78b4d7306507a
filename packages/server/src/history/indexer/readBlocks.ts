import {
  type Address,
  type Block,
  formatTransactionReceipt,
  getAddress,
  type Hex,
  numberToHex,
  type PublicClient,
  type RpcTransactionReceipt,
  slice,
  type Transaction,
  type TransactionReceipt,
  toEventSelector,
} from 'viem'
import type { HistoryTransaction, HistoryTransfer } from '../types.ts'

/** A block read from the chain, with its transactions and their transfers. */
export type ReadBlock = {
  number: number
  hash: Hex
  parentHash: Hex
  transactions: HistoryTransaction[]
}

export type ReadBlocksParameters = {
  caipNetworkId: string
  /** First block, inclusive. */
  from: number
  /** Last block, inclusive. */
  to: number
}

export type ReadBlocksReturnType = {
  /** Consecutive blocks from `from`; fewer than asked when the chain changed while they were read. */
  blocks: ReadBlock[]
  /** Token contracts whose Transfer logs the blocks hold. */
  tokens: Address[]
}

const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')

/** Clients whose node has no `eth_getBlockReceipts`; their receipts are read one by one. */
const withoutBlockReceipts = new WeakSet<PublicClient>()

/**
 * Reads blocks with their transactions and receipts in one JSON-RPC batch per step, and turns them
 * into transactions with their native, ERC20 and ERC721 transfers.
 *
 * @example
 * const { blocks, tokens } = await readBlocks(client, { caipNetworkId: 'eip155:31337', from: 0, to: 49 })
 */
export async function readBlocks(
  client: PublicClient,
  parameters: ReadBlocksParameters,
): Promise<ReadBlocksReturnType> {
  const { caipNetworkId, from, to } = parameters
  const numbers = Array.from({ length: to - from + 1 }, (_, index) => BigInt(from + index))
  const fetched = await Promise.all(
    numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
  )
  const receipts = await Promise.all(fetched.map((block) => readReceipts(client, block)))
  const blocks: ReadBlock[] = []
  const tokens = new Set<Address>()
  for (const [index, block] of fetched.entries()) {
    const previous = blocks[index - 1]
    if (!block.hash || (previous && block.parentHash !== previous.hash)) break
    const byHash = new Map((receipts[index] ?? []).map((receipt) => [receipt.transactionHash, receipt]))
    const transactions = block.transactions.flatMap((tx) => {
      const receipt = byHash.get(tx.hash)
      return receipt ? [toHistoryTransaction(caipNetworkId, block.timestamp, tx, receipt)] : []
    })
    for (const tx of transactions) {
      for (const transfer of tx.transfers) if (transfer.token.address) tokens.add(transfer.token.address)
    }
    blocks.push({
      number: Number(block.number),
      hash: block.hash,
      parentHash: block.parentHash,
      transactions,
    })
  }
  return { blocks, tokens: [...tokens] }
}

async function readReceipts(client: PublicClient, block: Block<bigint, true>): Promise<TransactionReceipt[]> {
  if (block.transactions.length === 0 || block.number === null) return []
  if (!withoutBlockReceipts.has(client)) {
    try {
      const raw = (await client.request({
        method: 'eth_getBlockReceipts',
        params: [numberToHex(block.number)],
      } as never)) as RpcTransactionReceipt[] | null
      if (Array.isArray(raw)) return raw.map((receipt) => formatTransactionReceipt(receipt))
    } catch {
      withoutBlockReceipts.add(client)
    }
  }
  return Promise.all(block.transactions.map((tx) => client.getTransactionReceipt({ hash: tx.hash })))
}

function topicAddress(topic: Hex): Address {
  return getAddress(slice(topic, 12))
}

function toHistoryTransaction(
  caipNetworkId: string,
  timestamp: bigint,
  tx: Transaction,
  receipt: TransactionReceipt,
): HistoryTransaction {
  const confirmed = receipt.status === 'success'
  const receiver = tx.to ?? receipt.contractAddress ?? null
  const transfers: HistoryTransfer[] = []
  if (confirmed && tx.value > 0n && receiver) {
    transfers.push({
      kind: 'native',
      token: { address: null, name: null, symbol: null, decimals: null },
      from: getAddress(tx.from),
      to: getAddress(receiver),
      amount: tx.value,
      tokenId: null,
      logIndex: null,
    })
  }
  for (const log of receipt.logs) {
    const [topic, fromTopic, toTopic, idTopic] = log.topics
    if (topic !== TRANSFER_TOPIC || !fromTopic || !toTopic || log.removed) continue
    const token = { address: getAddress(log.address), name: null, symbol: null, decimals: null }
    const base = { token, from: topicAddress(fromTopic), to: topicAddress(toTopic), logIndex: log.logIndex }
    if (log.topics.length === 3 && log.data.length === 66) {
      transfers.push({ ...base, kind: 'erc20', amount: BigInt(log.data), tokenId: null })
    } else if (idTopic && log.topics.length === 4 && log.data === '0x') {
      transfers.push({ ...base, kind: 'erc721', amount: 1n, tokenId: BigInt(idTopic) })
    }
  }
  return {
    caipNetworkId,
    hash: tx.hash,
    blockNumber: Number(receipt.blockNumber),
    transactionIndex: receipt.transactionIndex,
    minedAt: Number(timestamp),
    from: getAddress(tx.from),
    to: tx.to ? getAddress(tx.to) : null,
    createdAddress: receipt.contractAddress ? getAddress(receipt.contractAddress) : null,
    value: tx.value,
    nonce: tx.nonce,
    status: confirmed ? 'confirmed' : 'failed',
    methodId: tx.input.length >= 10 ? (tx.input.slice(0, 10) as Hex) : null,
    transfers,
  }
}

import type { HistoryTransfer as ApiTransfer, HistoryTransactionItem } from '@portico/core'
import { type Address, formatUnits, isAddressEqual, zeroAddress } from 'viem'
import type { HistoryTransaction, HistoryTransfer } from './types.ts'

/** How a transaction looks from the account: the operation types the server can tell apart
 * (docs/rules/entities.md Transaction list item). */
export type OperationType = 'send' | 'receive' | 'trade' | 'mint' | 'burn' | 'approve' | 'deploy' | 'execute'

/** One movement of value within a transaction, as `GET /v1/account/{address}/history` answers it. */
export type TransactionItemTransfer = ApiTransfer

/** One entry of `GET /v1/account/{address}/history`. */
export type TransactionItem = HistoryTransactionItem

export type ToTransactionItemParameters = {
  /** The account whose history this is. */
  account: Address
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** Price of one whole token of a transfer (per token address; null for the coin). */
  priceOf: (token: Address | null) => number
  iconOf: (symbol: string, name: string) => string
  isSpam: (contract: Address) => boolean
}

const APPROVE_METHODS = new Set(['0x095ea7b3', '0xa22cb465'])

/**
 * Shapes a transaction for one account: the transfers that concern it with their direction, amount
 * and value, and the operation type as the account sees it.
 *
 * @example
 * const item = toTransactionItem(tx, { account, nativeCurrency, priceOf: () => 0, iconOf, isSpam: () => false })
 */
export function toTransactionItem(
  tx: HistoryTransaction,
  parameters: ToTransactionItemParameters,
): TransactionItem {
  const { account } = parameters
  const own = tx.transfers.filter(
    (transfer) => isAddressEqual(transfer.from, account) || isAddressEqual(transfer.to, account),
  )
  const transfers = own.map((transfer) => toTransfer(transfer, parameters))
  return {
    id: `${tx.caipNetworkId}:${tx.hash}`,
    metadata: {
      minedAt: new Date(tx.minedAt * 1000).toISOString(),
      chain: tx.caipNetworkId,
      operationType: operationType(tx, own, transfers, account),
      hash: tx.hash,
      status: tx.status,
      sentFrom: tx.from,
      sentTo: tx.to ?? tx.createdAddress ?? zeroAddress,
    },
    transfers,
  }
}

function toTransfer(
  transfer: HistoryTransfer,
  parameters: ToTransactionItemParameters,
): TransactionItemTransfer {
  const { account, nativeCurrency, priceOf, iconOf, isSpam } = parameters
  const out = isAddressEqual(transfer.from, account)
  const into = isAddressEqual(transfer.to, account)
  const direction = out && into ? 'self' : out ? 'out' : 'in'
  const { token } = transfer
  if (transfer.kind === 'erc721' && token.address) {
    const collection = token.name ?? token.symbol ?? 'NFT'
    return {
      nft_info: {
        name: `${collection} #${transfer.tokenId?.toString() ?? ''}`,
        flags: { is_spam: isSpam(token.address) },
      },
      direction,
      sender: transfer.from,
      recipient: transfer.to,
      quantity: { numeric: '1' },
      value: 0,
      price: 0,
    }
  }
  const native = transfer.kind === 'native'
  const name = native ? nativeCurrency.name : (token.name ?? token.symbol ?? 'Unknown token')
  const symbol = native ? nativeCurrency.symbol : (token.symbol ?? '???')
  const decimals = native ? nativeCurrency.decimals : (token.decimals ?? 0)
  const numeric = formatUnits(transfer.amount, decimals)
  const price = priceOf(native ? null : token.address)
  return {
    fungible_info: { name, symbol, icon: { url: iconOf(symbol, name) } },
    direction,
    sender: transfer.from,
    recipient: transfer.to,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  }
}

function operationType(
  tx: HistoryTransaction,
  own: readonly HistoryTransfer[],
  transfers: readonly TransactionItemTransfer[],
  account: Address,
): OperationType {
  if (tx.createdAddress) return 'deploy'
  if (tx.methodId && APPROVE_METHODS.has(tx.methodId) && own.length === 0) return 'approve'
  if (own.some((transfer) => isAddressEqual(transfer.from, zeroAddress) && transfer.kind !== 'native')) {
    return 'mint'
  }
  if (own.some((transfer) => isAddressEqual(transfer.to, zeroAddress) && transfer.kind !== 'native')) {
    return 'burn'
  }
  const outgoing = transfers.some((transfer) => transfer.direction === 'out')
  const incoming = transfers.some((transfer) => transfer.direction === 'in')
  if (outgoing && incoming) return 'trade'
  if (incoming) return 'receive'
  if (outgoing || transfers.length > 0) return 'send'
  if (!isAddressEqual(tx.from, account)) return 'receive'
  return tx.methodId ? 'execute' : 'send'
}

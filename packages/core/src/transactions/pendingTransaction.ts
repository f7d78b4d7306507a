import type { TokenBalance } from '../contract/blockchain.ts'
import type { TransactionItem } from './types.ts'

export type PendingTransactionParameters = {
  hash: string
  /** CAIP-2 network id. */
  chain: string
  from: string
  to: string
  token: TokenBalance
  /** Decimal amount in the token's unit. */
  amount: string
  /** When it was sent; default now. */
  sentAt?: Date | undefined
}

/**
 * The Activity entry of a transfer sent in the modal, shown at once until the history API lists the
 * same hash (status 'pending').
 *
 * @example
 * const item = toPendingTransaction({ hash, chain: 'eip155:1', from, to, token, amount: '1.5' })
 */
export function toPendingTransaction(parameters: PendingTransactionParameters): TransactionItem {
  const { hash, chain, from, to, token, amount } = parameters
  return {
    id: `pending:${hash}`,
    metadata: {
      minedAt: (parameters.sentAt ?? new Date()).toISOString(),
      chain,
      operationType: 'send',
      hash,
      status: 'pending',
      sentFrom: from,
      sentTo: to,
    },
    transfers: [
      {
        fungible_info: { name: token.name, symbol: token.symbol, icon: { url: token.iconUrl } },
        direction: 'out',
        sender: from,
        recipient: to,
        quantity: { numeric: amount },
        value: Number(amount) * token.price,
        price: token.price,
      },
    ],
  }
}

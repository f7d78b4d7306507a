import { formatTokenAmount, type TransactionItem } from '@portico/core'

/** An output as Esplora describes it (`vout[]`, and `vin[].prevout`). */
export type EsploraOutput = { scriptpubkey_address?: string | undefined; value: number }

/** A transaction as Esplora's `GET /address/:address/txs` lists it (the fields the history reads). */
export type EsploraTransaction = {
  txid: string
  vin: readonly { prevout: EsploraOutput | null; is_coinbase?: boolean | undefined }[]
  vout: readonly EsploraOutput[]
  fee?: number | undefined
  status: { confirmed: boolean; block_time?: number | undefined }
}

export type ToTransactionItemParameters = {
  transaction: EsploraTransaction
  /** The account's address: what it paid in is spent, what is paid to it received. */
  address: string
  /** CAIP-2 id of the network. */
  chain: string
  /** When an unconfirmed transaction is dated; default now. */
  now?: Date | undefined
}

const sum = (outputs: readonly (EsploraOutput | null)[], keep: (address: string | undefined) => boolean) =>
  outputs.reduce(
    (total, output) => (output && keep(output.scriptpubkey_address) ? total + BigInt(output.value) : total),
    0n,
  )

/**
 * One Activity entry from an Esplora transaction, from the account's side: spending its outputs is a
 * send of what went to others (the fee apart, change not counted), otherwise a receive of what was paid
 * to it; the counterparty is the first other address on the far side. Unconfirmed is 'pending' and
 * dated `now`; the amount is in BTC.
 *
 * @example
 * toTransactionItem({ transaction, address: 'bcrt1q…', chain: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' })
 */
export function toTransactionItem(parameters: ToTransactionItemParameters): TransactionItem {
  const { transaction, address, chain } = parameters
  const mine = (candidate: string | undefined) => candidate === address
  const others = (candidate: string | undefined) => candidate !== address
  const prevouts = transaction.vin.map((input) => input.prevout)
  const spent = sum(prevouts, mine)
  const outgoing = spent > 0n
  const amount = outgoing ? sum(transaction.vout, others) : sum(transaction.vout, mine)
  const far = outgoing
    ? transaction.vout.find((output) => others(output.scriptpubkey_address))
    : prevouts.find((output) => output && others(output.scriptpubkey_address))
  const counterparty = far?.scriptpubkey_address ?? address
  const { confirmed, block_time } = transaction.status
  const minedAt = confirmed && block_time ? new Date(block_time * 1000) : (parameters.now ?? new Date())
  const [sentFrom, sentTo] = outgoing ? [address, counterparty] : [counterparty, address]
  return {
    id: transaction.txid,
    metadata: {
      minedAt: minedAt.toISOString(),
      chain,
      operationType: outgoing ? 'send' : 'receive',
      hash: transaction.txid,
      status: confirmed ? 'confirmed' : 'pending',
      sentFrom,
      sentTo,
    },
    transfers: [
      {
        fungible_info: { name: 'Bitcoin', symbol: 'BTC' },
        direction: outgoing ? (amount === 0n ? 'self' : 'out') : 'in',
        sender: sentFrom,
        recipient: sentTo,
        quantity: { numeric: formatTokenAmount(amount, 8) },
        value: 0,
        price: 0,
      },
    ],
  }
}

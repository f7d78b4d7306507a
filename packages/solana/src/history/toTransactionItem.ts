import { formatTokenAmount, shortenName, type TransactionItem } from '@portico/core'

/** A token account's amount as `getTransaction` lists it in `preTokenBalances`/`postTokenBalances`. */
export type RpcTokenBalance = {
  accountIndex: number
  mint: string
  owner?: string | undefined
  uiTokenAmount: { amount: string; decimals: number }
}

/** `getTransaction` with `encoding: 'json'`: the fields the history reads. */
export type RpcTransaction = {
  blockTime?: number | bigint | null | undefined
  meta: {
    err: unknown
    fee: number | bigint
    preBalances: readonly (number | bigint)[]
    postBalances: readonly (number | bigint)[]
    preTokenBalances?: readonly RpcTokenBalance[] | null | undefined
    postTokenBalances?: readonly RpcTokenBalance[] | null | undefined
    loadedAddresses?: { writable: readonly string[]; readonly: readonly string[] } | null | undefined
  } | null
  transaction: { signatures: readonly string[]; message: { accountKeys: readonly string[] } }
}

export type ToTransactionItemParameters = {
  signature: string
  transaction: RpcTransaction
  /** The account's address, whose balances the entry is about. */
  address: string
  /** CAIP-2 id of the network. */
  chain: string
  /** The native coin. */
  native: { name: string; symbol: string; decimals: number }
  /** What to call a token by its mint; default the mint itself. */
  tokenOf?:
    | ((mint: string) => { name: string; symbol: string; iconUrl?: string | undefined } | undefined)
    | undefined
}

type Change = {
  amount: bigint
  counterparty: string | undefined
  decimals: number
  mint?: string | undefined
}

/** Where the account's token balance moved, per mint; the counterparty is the owner that moved the other way. */
function tokenChange(meta: NonNullable<RpcTransaction['meta']>, address: string): Change | undefined {
  const pre = meta.preTokenBalances ?? []
  const post = meta.postTokenBalances ?? []
  const deltas = new Map<
    string,
    { owner: string | undefined; mint: string; decimals: number; delta: bigint }
  >()
  for (const [list, sign] of [
    [pre, -1n],
    [post, 1n],
  ] as const) {
    for (const balance of list) {
      const key = `${balance.accountIndex}`
      const entry = deltas.get(key) ?? {
        owner: balance.owner,
        mint: balance.mint,
        decimals: balance.uiTokenAmount.decimals,
        delta: 0n,
      }
      entry.delta += sign * BigInt(balance.uiTokenAmount.amount)
      deltas.set(key, entry)
    }
  }
  const entries = [...deltas.values()]
  const own = entries.find((entry) => entry.owner === address && entry.delta !== 0n)
  if (!own) return undefined
  const other = entries.find(
    (entry) => entry.owner !== address && entry.mint === own.mint && entry.delta * own.delta < 0n,
  )
  return { amount: own.delta, counterparty: other?.owner, decimals: own.decimals, mint: own.mint }
}

/** Where the account's lamports moved, the fee it paid left out; the counterparty moved the most the other way. */
function nativeChange(
  meta: NonNullable<RpcTransaction['meta']>,
  keys: readonly string[],
  address: string,
  decimals: number,
): Change {
  const deltas = keys.map(
    (_, index) => BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0),
  )
  const index = keys.indexOf(address)
  // The fee payer is the first account: its fee is not part of what it sent.
  const amount = index < 0 ? 0n : (deltas[index] ?? 0n) + (index === 0 ? BigInt(meta.fee) : 0n)
  let counterparty: string | undefined
  let best = 0n
  keys.forEach((key, other) => {
    const moved = amount < 0n ? (deltas[other] ?? 0n) : -(deltas[other] ?? 0n)
    if (other !== index && moved > best) {
      best = moved
      counterparty = key
    }
  })
  counterparty ??= keys.find((key) => key !== address)
  return { amount, counterparty, decimals }
}

/**
 * One Activity entry from a `getTransaction` answer, from the account's side: a token balance that
 * moved makes it a token send or receive, else its SOL balance (the fee apart); nothing moved reads as
 * an executed call. A failed transaction keeps its status 'failed'.
 *
 * @example
 * toTransactionItem({ signature, transaction, address, chain: 'solana:…', native: { name: 'Solana', symbol: 'SOL', decimals: 9 } })
 */
export function toTransactionItem(parameters: ToTransactionItemParameters): TransactionItem {
  const { signature, transaction, address, chain, native } = parameters
  const meta = transaction.meta
  const keys = [
    ...transaction.transaction.message.accountKeys,
    ...(meta?.loadedAddresses?.writable ?? []),
    ...(meta?.loadedAddresses?.readonly ?? []),
  ]
  const token = meta ? tokenChange(meta, address) : undefined
  const change = meta
    ? (token ?? nativeChange(meta, keys, address, native.decimals))
    : { amount: 0n, counterparty: undefined, decimals: native.decimals }
  const known = change.mint ? parameters.tokenOf?.(change.mint) : undefined
  const asset = change.mint
    ? known
      ? { name: known.name, symbol: known.symbol, ...(known.iconUrl ? { icon: { url: known.iconUrl } } : {}) }
      : { name: change.mint, symbol: shortenName(change.mint) }
    : { name: native.name, symbol: native.symbol }
  const incoming = change.amount > 0n
  const counterparty = change.counterparty ?? address
  const [sentFrom, sentTo] = incoming ? [counterparty, address] : [address, counterparty]
  const blockTime = transaction.blockTime == null ? Date.now() / 1000 : Number(transaction.blockTime)
  return {
    id: signature,
    metadata: {
      minedAt: new Date(blockTime * 1000).toISOString(),
      chain,
      operationType: change.amount === 0n ? 'execute' : incoming ? 'receive' : 'send',
      hash: signature,
      status: meta?.err ? 'failed' : 'confirmed',
      sentFrom,
      sentTo,
    },
    transfers:
      change.amount === 0n
        ? []
        : [
            {
              fungible_info: asset,
              direction: incoming ? 'in' : 'out',
              sender: sentFrom,
              recipient: sentTo,
              quantity: {
                numeric: formatTokenAmount(incoming ? change.amount : -change.amount, change.decimals),
              },
              value: 0,
              price: 0,
            },
          ],
  }
}

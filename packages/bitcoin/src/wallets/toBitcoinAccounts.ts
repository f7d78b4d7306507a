import type { BitcoinAccount } from './types.ts'

/** An address a wallet returned, with the purpose it was asked for when the protocol says. */
export type WalletAddress = {
  address: string
  publicKey?: string | undefined
  purpose?: 'payment' | 'ordinals' | undefined
}

const isTaproot = (address: string) => /^(bc|tb|bcrt)1p/i.test(address)

/**
 * A wallet's addresses as Portico accounts (docs/rules/entities.md: bip122 payment by default), payment first so it is
 * the active one: the purpose when the wallet says it, else taproot addresses are ordinals and the others
 * payment; a lone address is payment. An address listed twice (one address for both purposes) counts once.
 */
export function toBitcoinAccounts(addresses: readonly WalletAddress[]): BitcoinAccount[] {
  const unique = addresses.filter(
    (entry, index) => addresses.findIndex((other) => other.address === entry.address) === index,
  )
  const accounts = unique.map((entry): BitcoinAccount => {
    const type =
      entry.purpose === 'ordinals'
        ? 'ordinal'
        : entry.purpose === 'payment' || unique.length === 1 || !isTaproot(entry.address)
          ? 'payment'
          : 'ordinal'
    return {
      address: entry.address,
      type,
      ...(entry.publicKey ? { publicKey: entry.publicKey } : {}),
    }
  })
  return [
    ...accounts.filter((account) => account.type === 'payment'),
    ...accounts.filter((account) => account.type === 'ordinal'),
  ]
}

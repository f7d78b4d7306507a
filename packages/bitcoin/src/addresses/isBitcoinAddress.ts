import type { CaipNetwork } from '@portico/core'
import { InvalidBitcoinAddressError } from '../errors/address.ts'
import { BITCOIN_CHAINS, getBitcoinChain } from '../networks/bitcoinChains.ts'
import { outputScript } from './outputScript.ts'

/** A Bitcoin address (base58 P2PKH / P2SH or bech32 / bech32m segwit), checked by {@link isBitcoinAddress}. */
export type BitcoinAddress = string & { readonly __brand: 'BitcoinAddress' }

export type IsBitcoinAddressOptions = {
  /** Only accept addresses of this network's encoding (mainnet `bc1…`, test networks `tb1…`, regtest `bcrt1…`). */
  network?: Pick<CaipNetwork, 'id'> | undefined
}

/**
 * Whether a string is a Bitcoin address: base58check P2PKH / P2SH, or segwit v0 (bech32) and v1+
 * (bech32m, e.g. taproot) with the network's prefix. Without `network`, any known network's.
 *
 * @example
 * isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // true
 * isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', { network: bitcoinTestnet }) // false
 */
export function isBitcoinAddress(
  value: unknown,
  options: IsBitcoinAddressOptions = {},
): value is BitcoinAddress {
  if (typeof value !== 'string' || value.length < 14 || value.length > 90) return false
  const chains = options.network ? [getBitcoinChain(options.network)] : BITCOIN_CHAINS
  return chains.some((chain) => outputScript(value, chain) !== undefined)
}

/**
 * Throws InvalidBitcoinAddressError unless the string is a Bitcoin address (of the network, when given).
 *
 * @example
 * assertBitcoinAddress(receiver, { network: bitcoin })
 */
export function assertBitcoinAddress(
  value: string,
  options: IsBitcoinAddressOptions & { network?: Pick<CaipNetwork, 'id' | 'name'> | undefined } = {},
): asserts value is BitcoinAddress {
  if (!isBitcoinAddress(value, options))
    throw new InvalidBitcoinAddressError({ address: value, network: options.network?.name })
}

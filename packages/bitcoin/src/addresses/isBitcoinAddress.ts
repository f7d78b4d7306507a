import { sha256 } from '@noble/hashes/sha2.js'
import type { CaipNetwork } from '@portico/core'
import { base58check, bech32, bech32m } from '@scure/base'
import { InvalidBitcoinAddressError } from '../errors/address.ts'
import { BITCOIN_CHAINS, type BitcoinChain, getBitcoinChain } from '../networks/bitcoinChains.ts'

/** A Bitcoin address (base58 P2PKH / P2SH or bech32 / bech32m segwit), checked by {@link isBitcoinAddress}. */
export type BitcoinAddress = string & { readonly __brand: 'BitcoinAddress' }

export type IsBitcoinAddressOptions = {
  /** Only accept addresses of this network's encoding (mainnet `bc1…`, test networks `tb1…`, regtest `bcrt1…`). */
  network?: Pick<CaipNetwork, 'id'> | undefined
}

function isSegwit(value: string, chain: BitcoinChain): boolean {
  const lower = value.toLowerCase()
  if (value !== lower && value !== value.toUpperCase()) return false
  if (!lower.startsWith(`${chain.encoding.bech32}1`)) return false
  const decoded = (lower[chain.encoding.bech32.length + 1] === 'q' ? bech32 : bech32m).decodeUnsafe(lower, 90)
  if (!decoded || decoded.prefix !== chain.encoding.bech32 || decoded.words.length === 0) return false
  const [version, ...words] = decoded.words as [number, ...number[]]
  const program = bech32.fromWordsUnsafe(words)
  if (!program || version > 16 || program.length < 2 || program.length > 40) return false
  return version !== 0 || program.length === 20 || program.length === 32
}

function isBase58(value: string, chain: BitcoinChain): boolean {
  try {
    const payload = base58check(sha256).decode(value)
    return (
      payload.length === 21 &&
      (payload[0] === chain.encoding.pubKeyHash || payload[0] === chain.encoding.scriptHash)
    )
  } catch {
    return false
  }
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
  return chains.some((chain) => isSegwit(value, chain) || isBase58(value, chain))
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

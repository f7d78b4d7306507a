import { sha256 } from '@noble/hashes/sha2.js'
import { base58check, bech32, bech32m } from '@scure/base'
import { InvalidBitcoinAddressError } from '../errors/address.ts'
import type { BitcoinChain } from '../networks/bitcoinChains.ts'

const OP_0 = 0x00
const OP_1 = 0x51
const OP_DUP = 0x76
const OP_HASH160 = 0xa9
const OP_EQUAL = 0x87
const OP_EQUALVERIFY = 0x88
const OP_CHECKSIG = 0xac

/**
 * The output script that pays an address of the chain: P2PKH and P2SH (base58check), segwit v0
 * (bech32) and v1+ such as taproot (bech32m). InvalidBitcoinAddressError for anything else.
 *
 * @example
 * outputScript('bcrt1q…', REGTEST_CHAIN) // 0x0014… (P2WPKH)
 */
export function outputScript(address: string, chain: BitcoinChain): Uint8Array {
  const { bech32: prefix, pubKeyHash, scriptHash } = chain.encoding
  const lower = address.toLowerCase()
  if (lower.startsWith(`${prefix}1`)) {
    const coder = lower[prefix.length + 1] === 'q' ? bech32 : bech32m
    const decoded = coder.decodeUnsafe(lower, 90)
    const [version, ...words] = decoded?.prefix === prefix ? decoded.words : []
    const program = version === undefined ? undefined : bech32.fromWordsUnsafe(words)
    if (version !== undefined && version <= 16 && program && program.length >= 2 && program.length <= 40)
      return Uint8Array.of(version === 0 ? OP_0 : OP_1 - 1 + version, program.length, ...program)
  } else {
    try {
      const [kind, ...hash] = base58check(sha256).decode(address)
      if (hash.length === 20 && kind === pubKeyHash)
        return Uint8Array.of(OP_DUP, OP_HASH160, 20, ...hash, OP_EQUALVERIFY, OP_CHECKSIG)
      if (hash.length === 20 && kind === scriptHash) return Uint8Array.of(OP_HASH160, 20, ...hash, OP_EQUAL)
    } catch {
      // Not base58check: the address is invalid.
    }
  }
  throw new InvalidBitcoinAddressError({ address })
}

/** Whether an output script pays a P2WPKH (native segwit v0 key hash) address. */
export const isP2wpkhScript = (script: Uint8Array): boolean =>
  script.length === 22 && script[0] === OP_0 && script[1] === 20

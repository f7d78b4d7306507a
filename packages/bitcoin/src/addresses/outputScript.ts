import { sha256 } from '@noble/hashes/sha2.js'
import { base58check, bech32, bech32m } from '@scure/base'
import type { BitcoinChain } from '../networks/bitcoinChains.ts'

const OP_0 = 0x00
const OP_1 = 0x51
const OP_DUP = 0x76
const OP_HASH160 = 0xa9
const OP_EQUAL = 0x87
const OP_EQUALVERIFY = 0x88
const OP_CHECKSIG = 0xac

function segwitScript(value: string, prefix: string): Uint8Array | undefined {
  const lower = value.toLowerCase()
  if (value !== lower && value !== value.toUpperCase()) return undefined
  if (!lower.startsWith(`${prefix}1`)) return undefined
  const decoded = (lower[prefix.length + 1] === 'q' ? bech32 : bech32m).decodeUnsafe(lower, 90)
  if (!decoded || decoded.prefix !== prefix || decoded.words.length === 0) return undefined
  const [version, ...words] = decoded.words as [number, ...number[]]
  const program = bech32.fromWordsUnsafe(words)
  if (!program || version > 16 || program.length < 2 || program.length > 40) return undefined
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  return Uint8Array.of(version === 0 ? OP_0 : OP_1 - 1 + version, program.length, ...program)
}

function base58Script(value: string, chain: BitcoinChain): Uint8Array | undefined {
  let payload: Uint8Array
  try {
    payload = base58check(sha256).decode(value)
  } catch {
    return undefined
  }
  const [version, ...hash] = payload
  if (hash.length !== 20) return undefined
  if (version === chain.encoding.pubKeyHash)
    return Uint8Array.of(OP_DUP, OP_HASH160, 20, ...hash, OP_EQUALVERIFY, OP_CHECKSIG)
  if (version === chain.encoding.scriptHash) return Uint8Array.of(OP_HASH160, 20, ...hash, OP_EQUAL)
  return undefined
}

/**
 * The output script that pays an address of the chain: P2PKH and P2SH (base58check), segwit v0
 * (bech32, one case) and v1+ such as taproot (bech32m); undefined when the string is no address of
 * the chain. The one decoder of addresses: `isBitcoinAddress` asks it too.
 *
 * @example
 * outputScript('bcrt1q…', REGTEST_CHAIN) // 0x0014… (P2WPKH)
 */
export function outputScript(address: string, chain: BitcoinChain): Uint8Array | undefined {
  return segwitScript(address, chain.encoding.bech32) ?? base58Script(address, chain)
}

/** Whether an output script pays a P2WPKH (native segwit v0 key hash) address. */
export const isP2wpkhScript = (script: Uint8Array): boolean =>
  script.length === 22 && script[0] === OP_0 && script[1] === 20

import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64 } from '@scure/base'
import {
  Address,
  CompactSize,
  NETWORK,
  OutScript,
  RawTx,
  RawWitness,
  Script,
  SigHash,
  Transaction,
} from '@scure/btc-signer'

export type VerifyBitcoinMessageParameters = {
  address: string
  message: string
  /** Base64: a BIP-322 "simple" signature (the witness of `to_sign`), or a 65-byte legacy one (BIP-137). */
  signature: string
}

const NETWORKS = [
  NETWORK,
  { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
]

function taggedHash(tag: string, message: Uint8Array): Uint8Array {
  const tagHash = sha256(new TextEncoder().encode(tag))
  return sha256(Uint8Array.from([...tagHash, ...tagHash, ...message]))
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/** The address decoded on whichever network its prefix names (mainnet, testnet or regtest). */
function decodeAddress(address: string) {
  for (const network of NETWORKS) {
    try {
      return Address(network).decode(address)
    } catch {}
  }
  return undefined
}

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))

/**
 * A legacy "Bitcoin Signed Message" signature (BIP-137: a header byte, then r and s): the key recovered
 * from it must hash to the address's key hash (P2PKH, or P2WPKH with a compressed key).
 */
function verifyLegacy(signature: Uint8Array, message: string, keyHash: Uint8Array): boolean {
  const header = signature[0] as number
  if (header < 27 || header > 42) return false
  const encoder = new TextEncoder()
  const prefix = encoder.encode('Bitcoin Signed Message:\n')
  const text = encoder.encode(message)
  const envelope = Uint8Array.from([
    ...CompactSize.encode(BigInt(prefix.length)),
    ...prefix,
    ...CompactSize.encode(BigInt(text.length)),
    ...text,
  ])
  const recovered = Uint8Array.from([(header - 27) & 3, ...signature.subarray(1)])
  const publicKey = secp256k1.recoverPublicKey(recovered, sha256(sha256(envelope)), { prehash: false })
  const compressed = header >= 31
  const key = compressed ? publicKey : secp256k1.Point.fromBytes(publicKey).toBytes(false)
  return equal(hash160(key), keyHash)
}

/**
 * Verifies a Bitcoin message signature as BIP-322 does: the "simple" form by a segwit v0 key (P2WPKH) or
 * taproot key-path (P2TR) address (rebuilds the virtual `to_spend` transaction that commits to the message's
 * tagged hash, then checks the witness's signature over `to_sign`'s sighash), and the legacy form (BIP-137)
 * by a P2PKH or P2WPKH address. `undefined` for another kind of address.
 *
 * @example
 * verifyBitcoinMessage({ address: 'bcrt1q…', message: 'Hello', signature: 'AkcwRAIg…' }) // true
 */
export function verifyBitcoinMessage(parameters: VerifyBitcoinMessageParameters): boolean | undefined {
  const decoded = decodeAddress(parameters.address)
  if (!decoded || (decoded.type !== 'wpkh' && decoded.type !== 'tr' && decoded.type !== 'pkh'))
    return undefined
  const bytes = (() => {
    try {
      return base64.decode(parameters.signature)
    } catch {
      return undefined
    }
  })()
  if (!bytes) return false
  if (decoded.type !== 'tr' && bytes.length === 65) {
    try {
      return verifyLegacy(bytes, parameters.message, decoded.hash)
    } catch {
      return false
    }
  }
  if (decoded.type === 'pkh') return false
  try {
    const script = OutScript.encode(decoded)
    const messageHash = taggedHash('BIP0322-signed-message', new TextEncoder().encode(parameters.message))
    const toSpend = RawTx.encode({
      version: 0,
      segwitFlag: false,
      inputs: [
        {
          txid: new Uint8Array(32),
          index: 0xffffffff,
          finalScriptSig: Script.encode(['OP_0', messageHash]),
          sequence: 0,
        },
      ],
      outputs: [{ amount: 0n, script }],
      witnesses: undefined,
      lockTime: 0,
    })
    const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
    toSign.addInput({
      txid: sha256(sha256(toSpend)).reverse(),
      index: 0,
      sequence: 0,
      witnessUtxo: { script, amount: 0n },
    })
    toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
    const witness = RawWitness.decode(bytes)
    if (decoded.type === 'wpkh') {
      const [signature, publicKey] = witness
      if (witness.length !== 2 || !signature || !publicKey) return false
      if (!equal(hash160(publicKey), decoded.hash)) return false
      const hashType = signature[signature.length - 1] as number
      const sighash = toSign.preimageWitnessV0(
        0,
        OutScript.encode({ type: 'pkh', hash: decoded.hash }),
        hashType,
        0n,
      )
      return secp256k1.verify(signature.subarray(0, -1), sighash, publicKey, {
        prehash: false,
        format: 'der',
        lowS: false,
      })
    }
    const [signature] = witness
    if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65))
      return false
    const hashType = signature.length === 65 ? (signature[64] as number) : SigHash.DEFAULT
    const sighash = toSign.preimageWitnessV1(0, [script], hashType, [0n])
    return schnorr.verify(signature.subarray(0, 64), sighash, decoded.pubkey)
  } catch {
    return false
  }
}

import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64 } from '@scure/base'
import {
  Address,
  NETWORK,
  OutScript,
  RawTx,
  RawWitness,
  Script,
  SigHash,
  Transaction,
} from '@scure/btc-signer'

export type VerifyBip322MessageParameters = {
  address: string
  message: string
  /** The BIP-322 "simple" signature: the witness of `to_sign`, serialized, base64. */
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

/**
 * Verifies a BIP-322 "simple" signature by a segwit v0 key (P2WPKH) or taproot key-path (P2TR) address:
 * rebuilds the virtual `to_spend` transaction that commits to the message's tagged hash, then checks the
 * witness's signature over `to_sign`'s sighash. `undefined` for another kind of address, which the simple
 * form does not cover.
 *
 * @example
 * await verifyBip322Message({ address: 'bcrt1q…', message: 'Hello', signature: 'AkcwRAIg…' }) // true
 */
export function verifyBip322Message(parameters: VerifyBip322MessageParameters): boolean | undefined {
  const decoded = decodeAddress(parameters.address)
  if (!decoded || (decoded.type !== 'wpkh' && decoded.type !== 'tr')) return undefined
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
    const witness = RawWitness.decode(base64.decode(parameters.signature))
    if (decoded.type === 'wpkh') {
      const [signature, publicKey] = witness
      if (witness.length !== 2 || !signature || !publicKey) return false
      if (!equal(ripemd160(sha256(publicKey)), decoded.hash)) return false
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

import { sha256 } from '@noble/hashes/sha2.js'
import { base64, hex } from '@scure/base'
import { Address, OutScript, RawTx, RawWitness, Script, Transaction } from '@scure/btc-signer'
import { BITCOIN_REGTEST } from '../../bitcoin/constants.ts'

export type SignBip322MessageParameters = {
  address: string
  /** 32-byte private key (hex) of the address. */
  privateKey: string
  message: string
  /** The x-only internal key (hex), for a taproot (BIP-86) address. */
  tapInternalKey?: string | undefined
}

export type SignBip322MessageReturnType = {
  /** The witness of `to_sign`, serialized and base64-encoded (BIP-322 "simple"). */
  signature: string
  /** The BIP-322 tagged hash of the message, hex. */
  messageHash: string
}

function taggedHash(tag: string, message: Uint8Array): Uint8Array {
  const tagHash = sha256(new TextEncoder().encode(tag))
  return sha256(Uint8Array.from([...tagHash, ...tagHash, ...message]))
}

/**
 * A BIP-322 "simple" signature of a message by a segwit address (P2WPKH or P2TR): the virtual
 * `to_spend` transaction commits to the message's tagged hash and pays the address; `to_sign` spends it
 * to OP_RETURN, and its witness is the signature.
 *
 * @example
 * const { signature } = signBip322Message({ address: payment.address, privateKey: payment.privateKey, message: 'hi' })
 */
export function signBip322Message(parameters: SignBip322MessageParameters): SignBip322MessageReturnType {
  const script = OutScript.encode(Address(BITCOIN_REGTEST).decode(parameters.address))
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
    ...(parameters.tapInternalKey ? { tapInternalKey: hex.decode(parameters.tapInternalKey) } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(hex.decode(parameters.privateKey), 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness ?? []
  return { signature: base64.encode(RawWitness.encode(witness)), messageHash: hex.encode(messageHash) }
}

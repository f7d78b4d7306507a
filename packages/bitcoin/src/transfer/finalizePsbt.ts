import { isP2wpkhScript } from '../addresses/outputScript.ts'
import { PsbtInputError, PsbtNotFinalizedError } from '../errors/transfer.ts'
import { decodeBase64, encodeHex } from '../utils/encoding.ts'
import { concatBytes } from './bytes.ts'
import { decodePsbt, type PsbtInput } from './psbt.ts'
import { encodeTransaction, type Transaction } from './transaction.ts'

const OP_PUSHDATA1 = 0x4c
const OP_PUSHDATA2 = 0x4d

/** A script that pushes `data` onto the stack. */
function push(data: Uint8Array): Uint8Array {
  if (data.length < OP_PUSHDATA1) return concatBytes([Uint8Array.of(data.length), data])
  if (data.length <= 0xff) return concatBytes([Uint8Array.of(OP_PUSHDATA1, data.length), data])
  return concatBytes([Uint8Array.of(OP_PUSHDATA2, data.length & 0xff, data.length >> 8), data])
}

const isP2tr = (script: Uint8Array) => script.length === 34 && script[0] === 0x51 && script[1] === 32
const isP2sh = (script: Uint8Array) =>
  script.length === 23 && script[0] === 0xa9 && script[1] === 20 && script[22] === 0x87
const isP2pkh = (script: Uint8Array) =>
  script.length === 25 && script[0] === 0x76 && script[1] === 0xa9 && script[2] === 20 && script[24] === 0xac

/** The script sig and witness that spend one input with its signature, by the type of the output it spends. */
function finalizeInput(input: PsbtInput, transaction: Transaction, index: number) {
  if (input.finalScriptSig || input.finalScriptWitness)
    return { scriptSig: input.finalScriptSig ?? new Uint8Array(), witness: input.finalScriptWitness ?? [] }
  const { vout } = transaction.inputs[index]!
  const script = input.witnessUtxo?.script ?? input.nonWitnessUtxo?.outputs[vout]?.script
  if (!script) throw new PsbtInputError(`Input ${index} names no output it spends`)
  const [signed] = input.partialSigs
  if (isP2tr(script)) {
    if (!input.tapKeySig) throw new PsbtInputError(`Input ${index} has no signature`)
    return { scriptSig: new Uint8Array(), witness: [input.tapKeySig] }
  }
  if (!signed) throw new PsbtInputError(`Input ${index} has no signature`)
  if (isP2wpkhScript(script))
    return { scriptSig: new Uint8Array(), witness: [signed.signature, signed.publicKey] }
  if (isP2pkh(script))
    return { scriptSig: concatBytes([push(signed.signature), push(signed.publicKey)]), witness: [] }
  if (isP2sh(script) && input.redeemScript && isP2wpkhScript(input.redeemScript))
    return { scriptSig: push(input.redeemScript), witness: [signed.signature, signed.publicKey] }
  throw new PsbtInputError(
    `Input ${index} spends a script Portico does not finalize (P2WPKH, P2TR key path, P2SH-P2WPKH and P2PKH are); the wallet must finalize it`,
  )
}

/**
 * Finalizes every input of a signed PSBT (base64) and returns the raw transaction in hex, ready for
 * `POST /tx`; PsbtNotFinalizedError when an input lacks its signature.
 *
 * @example
 * const hex = finalizePsbt(signed.psbt)
 */
export function finalizePsbt(psbt: string): string {
  try {
    const { transaction, inputs } = decodePsbt(decodeBase64(psbt))
    const finalized: Transaction = {
      ...transaction,
      inputs: transaction.inputs.map((input, index) => ({
        ...input,
        ...finalizeInput(inputs[index]!, transaction, index),
      })),
    }
    return encodeHex(encodeTransaction(finalized, { witness: true }))
  } catch (error) {
    throw new PsbtNotFinalizedError({ cause: error })
  }
}

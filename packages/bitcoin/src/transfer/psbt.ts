import { InvalidBitcoinTransactionError } from '../errors/transfer.ts'
import { ByteReader, concatBytes, u64, withLength } from './bytes.ts'
import {
  decodeTransaction,
  encodeTransaction,
  type Transaction,
  type TransactionOutput,
} from './transaction.ts'

// BIP-174 (PSBT version 0): the magic, then a global map, one map per input and one per output; a
// map is key-value pairs (the key's first byte is its type) ending with a 0x00 byte.
const MAGIC = Uint8Array.of(0x70, 0x73, 0x62, 0x74, 0xff)
const GLOBAL_UNSIGNED_TX = 0x00
const GLOBAL_VERSION = 0xfb
const IN_NON_WITNESS_UTXO = 0x00
const IN_WITNESS_UTXO = 0x01
const IN_PARTIAL_SIG = 0x02
const IN_REDEEM_SCRIPT = 0x04
const IN_FINAL_SCRIPTSIG = 0x07
const IN_FINAL_SCRIPTWITNESS = 0x08
const IN_TAP_KEY_SIG = 0x13

/** What finalizing an input reads of its PSBT map. */
export type PsbtInput = {
  witnessUtxo?: TransactionOutput | undefined
  /** The whole spent transaction (legacy inputs). */
  nonWitnessUtxo?: Transaction | undefined
  partialSigs: { publicKey: Uint8Array; signature: Uint8Array }[]
  redeemScript?: Uint8Array | undefined
  finalScriptSig?: Uint8Array | undefined
  finalScriptWitness?: Uint8Array[] | undefined
  tapKeySig?: Uint8Array | undefined
}

export type Psbt = { transaction: Transaction; inputs: PsbtInput[] }

const entry = (type: number, value: Uint8Array) =>
  concatBytes([withLength(Uint8Array.of(type)), withLength(value)])

/**
 * An unsigned PSBT: the transaction without scripts, and for every input the output it spends
 * (`witnessUtxo`, what a segwit signer needs).
 *
 * @example
 * const bytes = encodePsbt(transaction, [{ amount: 50_000n, script }])
 */
export function encodePsbt(transaction: Transaction, spent: readonly TransactionOutput[]): Uint8Array {
  const unsigned = {
    ...transaction,
    inputs: transaction.inputs.map((input) => ({ ...input, scriptSig: new Uint8Array(), witness: [] })),
  }
  return concatBytes([
    MAGIC,
    entry(GLOBAL_UNSIGNED_TX, encodeTransaction(unsigned, { witness: false })),
    Uint8Array.of(0),
    ...spent.flatMap((output) => [
      entry(IN_WITNESS_UTXO, concatBytes([u64(output.amount), withLength(output.script)])),
      Uint8Array.of(0),
    ]),
    ...transaction.outputs.map(() => Uint8Array.of(0)),
  ])
}

function readMap(reader: ByteReader): { type: number; keyData: Uint8Array; value: Uint8Array }[] {
  const entries: { type: number; keyData: Uint8Array; value: Uint8Array }[] = []
  for (;;) {
    const key = reader.withLength()
    if (key.length === 0) return entries
    entries.push({ type: key[0]!, keyData: key.subarray(1), value: reader.withLength() })
  }
}

function readWitness(bytes: Uint8Array): Uint8Array[] {
  const reader = new ByteReader(bytes)
  return Array.from({ length: reader.compactSize() }, () => reader.withLength())
}

/**
 * Reads a version 0 PSBT: its transaction and what each input carries for finalizing. Throws on
 * malformed bytes or another PSBT version.
 *
 * @example
 * const { transaction, inputs } = decodePsbt(bytes)
 */
export function decodePsbt(bytes: Uint8Array): Psbt {
  const reader = new ByteReader(bytes)
  if (!reader.take(MAGIC.length).every((byte, index) => byte === MAGIC[index]))
    throw new InvalidBitcoinTransactionError('Not a PSBT')
  const global = readMap(reader)
  const version = global.find((item) => item.type === GLOBAL_VERSION)
  if (version && new ByteReader(version.value).u32() !== 0)
    throw new InvalidBitcoinTransactionError('Only PSBT version 0 is supported')
  const unsigned = global.find((item) => item.type === GLOBAL_UNSIGNED_TX)
  if (!unsigned) throw new InvalidBitcoinTransactionError('The PSBT has no transaction')
  const transaction = decodeTransaction(unsigned.value)
  const inputs = transaction.inputs.map((): PsbtInput => {
    const input: PsbtInput = { partialSigs: [] }
    for (const { type, keyData, value } of readMap(reader)) {
      if (type === IN_WITNESS_UTXO) {
        const utxo = new ByteReader(value)
        input.witnessUtxo = { amount: utxo.u64(), script: utxo.withLength() }
      } else if (type === IN_NON_WITNESS_UTXO) input.nonWitnessUtxo = decodeTransaction(value)
      else if (type === IN_PARTIAL_SIG) input.partialSigs.push({ publicKey: keyData, signature: value })
      else if (type === IN_REDEEM_SCRIPT) input.redeemScript = value
      else if (type === IN_FINAL_SCRIPTSIG) input.finalScriptSig = value
      else if (type === IN_FINAL_SCRIPTWITNESS) input.finalScriptWitness = readWitness(value)
      else if (type === IN_TAP_KEY_SIG) input.tapKeySig = value
    }
    return input
  })
  for (const _ of transaction.outputs) readMap(reader)
  return { transaction, inputs }
}

import { InvalidBitcoinTransactionError } from '../errors/transfer.ts'
import { decodeHex, encodeHex } from '../utils/encoding.ts'
import { ByteReader, compactSize, concatBytes, u32, u64, withLength } from './bytes.ts'

export type TransactionInput = {
  /** The spent transaction's id as shown (big-endian hex). */
  txid: string
  vout: number
  sequence: number
  scriptSig: Uint8Array
  witness: Uint8Array[]
}

export type TransactionOutput = { amount: bigint; script: Uint8Array }

export type Transaction = {
  version: number
  inputs: TransactionInput[]
  outputs: TransactionOutput[]
  locktime: number
}

const reversed = (bytes: Uint8Array) => Uint8Array.from(bytes).reverse()

/**
 * A transaction in Bitcoin's wire format; with `witness` (and an input that has one), in the segwit
 * format of BIP-144.
 *
 * @example
 * const raw = encodeTransaction(transaction, { witness: true })
 */
export function encodeTransaction(transaction: Transaction, { witness }: { witness: boolean }): Uint8Array {
  const segwit = witness && transaction.inputs.some((input) => input.witness.length > 0)
  return concatBytes([
    u32(transaction.version),
    segwit ? Uint8Array.of(0x00, 0x01) : new Uint8Array(),
    compactSize(transaction.inputs.length),
    ...transaction.inputs.flatMap((input) => [
      reversed(decodeHex(input.txid)),
      u32(input.vout),
      withLength(input.scriptSig),
      u32(input.sequence),
    ]),
    compactSize(transaction.outputs.length),
    ...transaction.outputs.flatMap((output) => [u64(output.amount), withLength(output.script)]),
    ...(segwit
      ? transaction.inputs.flatMap((input) => [
          compactSize(input.witness.length),
          ...input.witness.map(withLength),
        ])
      : []),
    u32(transaction.locktime),
  ])
}

/**
 * Reads a transaction in the wire format, with or without witnesses; throws on malformed bytes.
 *
 * @example
 * const { outputs } = decodeTransaction(raw)
 */
export function decodeTransaction(bytes: Uint8Array): Transaction {
  const reader = new ByteReader(bytes)
  const version = reader.u32()
  let count = reader.compactSize()
  const segwit = count === 0
  if (segwit) {
    if (reader.u8() !== 0x01) throw new InvalidBitcoinTransactionError('Unknown transaction format')
    count = reader.compactSize()
  }
  const inputs = Array.from(
    { length: count },
    (): TransactionInput => ({
      txid: encodeHex(reversed(reader.take(32))),
      vout: reader.u32(),
      scriptSig: reader.withLength(),
      sequence: reader.u32(),
      witness: [],
    }),
  )
  const outputs = Array.from(
    { length: reader.compactSize() },
    (): TransactionOutput => ({ amount: reader.u64(), script: reader.withLength() }),
  )
  if (segwit)
    for (const input of inputs)
      input.witness = Array.from({ length: reader.compactSize() }, () => reader.withLength())
  const locktime = reader.u32()
  if (!reader.done) throw new InvalidBitcoinTransactionError('Bytes after the transaction')
  return { version, inputs, outputs, locktime }
}

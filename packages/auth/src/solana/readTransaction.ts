import { base58 } from '@scure/base'
import { InvalidSolanaTransactionError } from '../errors.ts'

/** One instruction of a Solana message, its accounts resolved to base58 where the message names them. */
export type SolanaInstruction = {
  programId: string | undefined
  /** Accounts in the instruction's order; undefined for an address-table entry the vault cannot resolve. */
  accounts: readonly (string | undefined)[]
  data: Uint8Array
}

export type SolanaWireTransaction = {
  /** The bytes every signer signs. */
  message: Uint8Array
  /** Where the signature slots start in the wire bytes. */
  signaturesOffset: number
  requiredSignatures: number
  /** The static account keys; the first `requiredSignatures` are the signers, the first one pays the fee. */
  accountKeys: readonly string[]
  instructions: readonly SolanaInstruction[]
}

class Reader {
  offset: number
  constructor(
    readonly bytes: Uint8Array,
    offset = 0,
  ) {
    this.offset = offset
  }
  byte(): number {
    if (this.offset >= this.bytes.length) throw new InvalidSolanaTransactionError()
    return this.bytes[this.offset++] as number
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new InvalidSolanaTransactionError()
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return slice
  }
  /** Solana's compact-u16 length prefix. */
  shortVec(): number {
    let value = 0
    for (let shift = 0; shift <= 14; shift += 7) {
      const byte = this.byte()
      value |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) return value
    }
    throw new InvalidSolanaTransactionError()
  }
}

/**
 * Reads a wire transaction (legacy or v0): the signature slots, the message and its instructions, so
 * the vault can sign the exact message bytes and tell the user what they do.
 */
export function readTransaction(wire: Uint8Array): SolanaWireTransaction {
  const reader = new Reader(wire)
  const signatures = reader.shortVec()
  const signaturesOffset = reader.offset
  reader.take(signatures * 64)
  const messageStart = reader.offset
  const versioned = (wire[messageStart] as number) & 0x80
  if (versioned && ((wire[messageStart] as number) & 0x7f) !== 0)
    throw new InvalidSolanaTransactionError('Unsupported Solana transaction version')
  if (versioned) reader.byte()
  const requiredSignatures = reader.byte()
  reader.byte()
  reader.byte()
  const keyCount = reader.shortVec()
  const accountKeys = Array.from({ length: keyCount }, () => base58.encode(reader.take(32)))
  reader.take(32)
  const instructionCount = reader.shortVec()
  const raw = Array.from({ length: instructionCount }, () => {
    const program = reader.byte()
    const accounts = Array.from(reader.take(reader.shortVec()))
    const data = reader.take(reader.shortVec())
    return { program, accounts, data }
  })
  if (versioned) {
    const lookups = reader.shortVec()
    for (let table = 0; table < lookups; table++) {
      reader.take(32)
      reader.take(reader.shortVec())
      reader.take(reader.shortVec())
    }
  }
  if (reader.offset !== wire.length) throw new InvalidSolanaTransactionError()
  if (signatures !== requiredSignatures) throw new InvalidSolanaTransactionError()
  return {
    message: wire.subarray(messageStart),
    signaturesOffset,
    requiredSignatures,
    accountKeys,
    instructions: raw.map(({ program, accounts, data }) => ({
      programId: accountKeys[program],
      accounts: accounts.map((index) => accountKeys[index]),
      data,
    })),
  }
}

/** Little-endian and variable-length integers, the encodings of Bitcoin transactions and PSBTs. */

import { InvalidBitcoinTransactionError } from '../errors/transfer.ts'

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

export function u32(value: number): Uint8Array {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, value, true)
  return out
}

export function u64(value: bigint): Uint8Array {
  const out = new Uint8Array(8)
  new DataView(out.buffer).setBigUint64(0, value, true)
  return out
}

/** Bitcoin's CompactSize: 1, 3, 5 or 9 bytes. */
export function compactSize(value: number): Uint8Array {
  if (value < 0xfd) return Uint8Array.of(value)
  if (value <= 0xffff) return Uint8Array.of(0xfd, value & 0xff, value >> 8)
  return concatBytes([Uint8Array.of(0xfe), u32(value)])
}

/** Bytes with their CompactSize length before them. */
export function withLength(bytes: Uint8Array): Uint8Array {
  return concatBytes([compactSize(bytes.length), bytes])
}

/** Reads the encodings above from a byte array; reading past its end throws. */
export class ByteReader {
  private offset = 0
  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.offset >= this.bytes.length
  }

  take(length: number): Uint8Array {
    if (length < 0 || this.offset + length > this.bytes.length)
      throw new InvalidBitcoinTransactionError('Unexpected end of data')
    const out = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return out
  }

  u8(): number {
    return this.take(1)[0]!
  }

  u32(): number {
    const bytes = this.take(4)
    return new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true)
  }

  u64(): bigint {
    const bytes = this.take(8)
    return new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0, true)
  }

  compactSize(): number {
    const first = this.u8()
    if (first < 0xfd) return first
    if (first === 0xfd) return this.u8() | (this.u8() << 8)
    if (first === 0xfe) return this.u32()
    const value = this.u64()
    if (value > BigInt(Number.MAX_SAFE_INTEGER))
      throw new InvalidBitcoinTransactionError('Length out of range')
    return Number(value)
  }

  withLength(): Uint8Array {
    return this.take(this.compactSize())
  }
}

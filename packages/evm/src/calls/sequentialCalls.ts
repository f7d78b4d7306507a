import { type Hash, type Hex, hexToNumber, numberToHex, padHex, size, sliceHex } from 'viem'

/** The suffix that marks a batch sent one transaction at a time (the same one viem uses, so either reads it). */
const SEQUENTIAL_MAGIC = '0x5792579257925792579257925792579257925792579257925792579257925792'
/** Stands for a call that was never sent because an earlier one failed. */
export const NOT_SENT: Hash = `0x${'00'.repeat(32)}`

/**
 * The batch id of calls sent as separate transactions: their hashes, the chain id and a marker, so the
 * status can be read back from the chain without the wallet.
 *
 * @example
 * const id = encodeSequentialCallsId({ chainId: 1, hashes: [hashA, hashB] })
 */
export function encodeSequentialCallsId(parameters: { chainId: number; hashes: readonly Hash[] }): Hex {
  return `0x${[...parameters.hashes, padHex(numberToHex(parameters.chainId), { size: 32 }), SEQUENTIAL_MAGIC]
    .map((part) => part.slice(2))
    .join('')}`
}

/**
 * The chain id and hashes of an id from {@link encodeSequentialCallsId}; `undefined` for a wallet's own id.
 *
 * @example
 * const sequential = decodeSequentialCallsId(id)
 * if (sequential) readReceipts(sequential.chainId, sequential.hashes)
 */
export function decodeSequentialCallsId(id: string): { chainId: number; hashes: Hash[] } | undefined {
  if (!/^0x([0-9a-fA-F]{64}){3,}$/.test(id)) return undefined
  const hex = id as Hex
  if (sliceHex(hex, -32).toLowerCase() !== SEQUENTIAL_MAGIC) return undefined
  const chainId = hexToNumber(sliceHex(hex, -64, -32))
  const hashes: Hash[] = []
  for (let offset = 0; offset < size(hex) - 64; offset += 32) hashes.push(sliceHex(hex, offset, offset + 32))
  return { chainId, hashes }
}

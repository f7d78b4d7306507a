import { decodeAddress } from './address.ts'
import type { AccountMeta, Instruction } from './instructions.ts'

export type CompileMessageParameters = {
  feePayer: string
  /** The recent blockhash the transaction lives by, base58. */
  blockhash: string
  instructions: readonly Instruction[]
}

/** Solana's compact-u16: 7 bits a byte, low first, the high bit saying another byte follows. */
export function encodeLength(length: number): number[] {
  const out: number[] = []
  let rest = length
  do {
    const low = rest & 0x7f
    rest >>= 7
    out.push(rest ? low | 0x80 : low)
  } while (rest)
  return out
}

/**
 * The bytes of a version 0 transaction message without address lookup tables: the fee payer first,
 * then the other signers, writable before read-only, then the other accounts the same way; each
 * instruction refers to its program and accounts by their index in that list.
 */
export function compileMessage(parameters: CompileMessageParameters): Uint8Array {
  const { feePayer, blockhash, instructions } = parameters
  const accounts = new Map<string, AccountMeta>([
    [feePayer, { address: feePayer, signer: true, writable: true }],
  ])
  const add = ({ address, signer, writable }: AccountMeta) => {
    const known = accounts.get(address)
    accounts.set(address, {
      address,
      signer: signer || Boolean(known?.signer),
      writable: writable || Boolean(known?.writable),
    })
  }
  for (const instruction of instructions) {
    instruction.accounts.forEach(add)
    add({ address: instruction.programAddress, signer: false, writable: false })
  }
  const rank = (meta: AccountMeta) => (meta.signer ? 0 : 2) + (meta.writable ? 0 : 1)
  const [payer, ...others] = [...accounts.values()]
  const ordered = [payer!, ...others.sort((a, b) => rank(a) - rank(b))]
  const index = new Map(ordered.map((meta, position) => [meta.address, position]))
  const count = (test: (meta: AccountMeta) => boolean) => ordered.filter(test).length

  const bytes: number[] = [
    0x80,
    count((meta) => meta.signer),
    count((meta) => meta.signer && !meta.writable),
    count((meta) => !meta.signer && !meta.writable),
    ...encodeLength(ordered.length),
    ...ordered.flatMap((meta) => [...decodeAddress(meta.address)]),
    ...decodeAddress(blockhash),
    ...encodeLength(instructions.length),
  ]
  for (const instruction of instructions) {
    bytes.push(
      index.get(instruction.programAddress)!,
      ...encodeLength(instruction.accounts.length),
      ...instruction.accounts.map((meta) => index.get(meta.address)!),
      ...encodeLength(instruction.data.length),
      ...instruction.data,
    )
  }
  bytes.push(0)
  return new Uint8Array(bytes)
}

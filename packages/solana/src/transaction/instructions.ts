import { ASSOCIATED_TOKEN_PROGRAM, SYSTEM_PROGRAM, TOKEN_PROGRAM } from '@portico/auth/solana/transaction'

export type AccountMeta = { address: string; signer: boolean; writable: boolean }
export type Instruction = { programAddress: string; accounts: AccountMeta[]; data: Uint8Array }

const signer = (address: string): AccountMeta => ({ address, signer: true, writable: true })
const writable = (address: string): AccountMeta => ({ address, signer: false, writable: true })
const readonly = (address: string): AccountMeta => ({ address, signer: false, writable: false })

/** System program `Transfer` (instruction 2): `lamports` from `source` to `destination`. */
export function transferSolInstruction(source: string, destination: string, lamports: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return { programAddress: SYSTEM_PROGRAM, accounts: [signer(source), writable(destination)], data }
}

/** SPL Token `TransferChecked` (instruction 12): `amount` in the mint's base units, checked against `decimals`. */
export function transferCheckedInstruction(parameters: {
  source: string
  mint: string
  destination: string
  authority: string
  amount: bigint
  decimals: number
}): Instruction {
  const { source, mint, destination, authority, amount, decimals } = parameters
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  view.setUint8(0, 12)
  view.setBigUint64(1, amount, true)
  view.setUint8(9, decimals)
  return {
    programAddress: TOKEN_PROGRAM,
    accounts: [writable(source), readonly(mint), writable(destination), signer(authority)],
    data,
  }
}

/** Associated Token `CreateIdempotent` (instruction 1): the owner's token account, unless it exists. */
export function createAssociatedTokenIdempotentInstruction(parameters: {
  payer: string
  account: string
  owner: string
  mint: string
}): Instruction {
  const { payer, account, owner, mint } = parameters
  return {
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    accounts: [
      signer(payer),
      writable(account),
      readonly(owner),
      readonly(mint),
      readonly(SYSTEM_PROGRAM),
      readonly(TOKEN_PROGRAM),
    ],
    data: Uint8Array.of(1),
  }
}

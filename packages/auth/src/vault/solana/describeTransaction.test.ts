import {
  type Address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { associatedTokenAddress } from '../../solana/associatedTokenAddress.ts'
import { readTransaction } from '../../solana/readTransaction.ts'
import { describeTransaction, transactionFee } from './describeTransaction.ts'

const MINT = 'HpRzK8rWTeNGqqHMJQ6s1F5iM5WZzDpWEaRQPR5x3Dd5' as Address
const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111' as Address
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

async function wire(from: Address, instructions: Instruction[], version: 0 | 'legacy' = 0) {
  const message = pipe(
    createTransactionMessage({ version }),
    (tx) => setTransactionMessageFeePayer(from, tx),
    (tx) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'), lastValidBlockHeight: 10n },
        tx,
      ),
    (tx) => appendTransactionMessageInstructions(instructions, tx),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

// Issue 15: the vault's approval screen for Solana (docs/rules/permissions.md: sign methods need the user's approval)
// says in plain words what the exact bytes it signs do: amount, token, receiver, network and fee.
describe('Solana approval summary, read from the message the vault signs', () => {
  it('a SOL transfer (v0 and legacy): amount, receiver, network, sender and the 5000-lamport fee', async () => {
    const from = (await generateKeyPairSigner()).address
    const to = (await generateKeyPairSigner()).address
    const transfer = getTransferSolInstruction({
      source: createNoopSigner(from),
      destination: to,
      amount: lamports(250_000_000n),
    })
    for (const version of [0, 'legacy'] as const) {
      const parsed = readTransaction(await wire(from, [transfer], version))
      expect(parsed.accountKeys[0]).toBe(from)
      expect(parsed.requiredSignatures).toBe(1)
      const summary = describeTransaction(parsed, from, { networkName: 'Portico Solana Devnet' })
      expect(summary.lines).toEqual([
        `Send 0.25 SOL to ${short(to)} on Portico Solana Devnet.`,
        `From ${short(from)}. Network fee: 0.000005 SOL.`,
      ])
      expect(summary.detail).toBe(`Receiver: ${to}`)
    }
  })

  it('a PUSD transfer that opens the receiver’s account: the receiver named by the page only when it owns that account', async () => {
    const from = (await generateKeyPairSigner()).address
    const to = (await generateKeyPairSigner()).address
    const [[source], [destination]] = await Promise.all([
      findAssociatedTokenPda({ owner: from, mint: MINT, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
      findAssociatedTokenPda({ owner: to, mint: MINT, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
    ])
    expect(associatedTokenAddress(to, MINT, TOKEN_PROGRAM_ADDRESS)).toBe(destination)
    const sender = createNoopSigner(from)
    const parsed = readTransaction(
      await wire(from, [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: sender,
          ata: destination,
          owner: to,
          mint: MINT,
        }),
        getTransferCheckedInstruction({
          source,
          mint: MINT,
          destination,
          authority: sender,
          amount: 1_500_000n,
          decimals: 6,
        }),
      ]),
    )
    const context = { networkName: 'Portico Solana Devnet', receiver: to, tokenSymbol: 'PUSD' }
    expect(describeTransaction(parsed, from, context).lines).toEqual([
      `Open the receiver's token account for ${short(to)}; you pay its rent deposit.`,
      `Send 1.5 PUSD (token ${short(MINT)}) to ${short(to)} on Portico Solana Devnet.`,
      `From ${short(from)}. Network fee: 0.000005 SOL.`,
    ])
    // A page that names another receiver than the account's owner is not believed.
    const liar = (await generateKeyPairSigner()).address
    const lines = describeTransaction(parsed, from, { ...context, receiver: liar }).lines
    expect(lines[1]).toBe(
      `Send 1.5 PUSD (token ${short(MINT)}) to token account ${short(destination)} on Portico Solana Devnet.`,
    )
    expect(lines.join(' ')).not.toContain(short(liar))
  })

  it('counts the priority fee of a compute budget and says when it cannot describe a program', async () => {
    const from = (await generateKeyPairSigner()).address
    const unknown = (await generateKeyPairSigner()).address
    const parsed = readTransaction(
      await wire(from, [
        // The compute budget program's SetComputeUnitLimit (2, u32) and SetComputeUnitPrice (3, u64).
        { programAddress: COMPUTE_BUDGET, data: Uint8Array.from([2, 0xe0, 0x93, 0x04, 0x00]) },
        { programAddress: COMPUTE_BUDGET, data: Uint8Array.from([3, 0x10, 0x27, 0, 0, 0, 0, 0, 0]) },
        { programAddress: unknown, accounts: [], data: new Uint8Array([1, 2, 3]) },
      ]),
    )
    // 5000 per signature + 300 000 units × 10 000 micro-lamports = 3000 lamports.
    expect(transactionFee(parsed)).toBe(8_000n)
    expect(describeTransaction(parsed, from, { networkName: 'Solana' }).lines).toEqual([
      `Call the program ${short(unknown)} (the wallet cannot describe what it does).`,
      `From ${short(from)}. Network fee: 0.000008 SOL.`,
    ])
  })

  it('refuses bytes that are not a whole transaction', async () => {
    const from = (await generateKeyPairSigner()).address
    const bytes = await wire(from, [])
    expect(() => readTransaction(bytes.subarray(0, bytes.length - 1))).toThrow('Malformed Solana transaction')
    expect(() => readTransaction(Uint8Array.from([...bytes, 0]))).toThrow('Malformed Solana transaction')
  })
})

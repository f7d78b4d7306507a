import type { AdapterTransfer } from '@portico/core'
import {
  type Address,
  appendTransactionMessageInstructions,
  assertIsAddress,
  createNoopSigner,
  createTransactionMessage,
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
import type { SolanaRpc } from '../rpc/getRpc.ts'

/** The size of an SPL token account, whose rent the sender pays when it creates the receiver's. */
const TOKEN_ACCOUNT_SIZE = 165n

export type BuildTransferReturnType = Awaited<ReturnType<typeof buildTransfer>>

/**
 * The transaction message of a transfer: a System transfer for SOL; for an SPL token a
 * `TransferChecked` (amount in the mint's decimals) between associated token accounts, preceded by an
 * idempotent creation of the receiver's account when it does not exist yet. The sender pays the fee.
 */
export async function buildTransfer(rpc: SolanaRpc, transfer: AdapterTransfer) {
  const from = transfer.address as Address
  const to = transfer.to as Address
  assertIsAddress(from)
  assertIsAddress(to)
  const sender = createNoopSigner(from)
  const instructions: Instruction[] = []
  let rent = 0n
  if (transfer.token) {
    const mint = transfer.token.address as Address
    assertIsAddress(mint)
    const [[source], [destination]] = await Promise.all([
      findAssociatedTokenPda({ owner: from, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
      findAssociatedTokenPda({ owner: to, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
    ])
    const { value: existing } = await rpc.getAccountInfo(destination, { encoding: 'base64' }).send()
    if (!existing) {
      rent = await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE).send()
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({ payer: sender, ata: destination, owner: to, mint }),
      )
    }
    instructions.push(
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: sender,
        amount: transfer.amount,
        decimals: transfer.token.decimals,
      }),
    )
  } else {
    instructions.push(
      getTransferSolInstruction({ source: sender, destination: to, amount: lamports(transfer.amount) }),
    )
  }
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (tx) => setTransactionMessageFeePayer(from, tx),
    (tx) => setTransactionMessageLifetimeUsingBlockhash(blockhash, tx),
    (tx) => appendTransactionMessageInstructions(instructions, tx),
  )
  return { message, rent }
}

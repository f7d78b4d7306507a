import { associatedTokenAddress, TOKEN_PROGRAM } from '@portico/auth/solana/transaction'
import type { AdapterTransfer } from '@portico/core'
import { COMMITMENT, type SolanaRpc } from '../rpc/getRpc.ts'
import { decodeAddress } from '../transaction/address.ts'
import { compileMessage } from '../transaction/compileMessage.ts'
import {
  createAssociatedTokenIdempotentInstruction,
  type Instruction,
  transferCheckedInstruction,
  transferSolInstruction,
} from '../transaction/instructions.ts'

/** The size of an SPL token account, whose rent the sender pays when it creates the receiver's. */
const TOKEN_ACCOUNT_SIZE = 165

export type BuildTransferReturnType = {
  /** The version 0 message bytes. */
  message: Uint8Array
  /** The rent of the receiver's token account when the transfer creates it, in lamports. */
  rent: bigint
}

/**
 * The transaction message of a transfer: a System transfer for SOL; for an SPL token a
 * `TransferChecked` (amount in the mint's decimals) between associated token accounts, preceded by an
 * idempotent creation of the receiver's account when it does not exist yet. The sender pays the fee.
 */
export async function buildTransfer(
  rpc: SolanaRpc,
  transfer: AdapterTransfer,
): Promise<BuildTransferReturnType> {
  const from = transfer.address
  const to = transfer.to
  decodeAddress(from)
  decodeAddress(to)
  const instructions: Instruction[] = []
  let rent = 0n
  if (transfer.token) {
    const mint = transfer.token.address
    const source = associatedTokenAddress(from, mint, TOKEN_PROGRAM)
    const destination = associatedTokenAddress(to, mint, TOKEN_PROGRAM)
    const existing = await rpc.request<{ value: unknown }>('getAccountInfo', [
      destination,
      { encoding: 'base64', commitment: COMMITMENT },
    ])
    if (!existing.value) {
      rent = BigInt(
        await rpc.request<number | bigint>('getMinimumBalanceForRentExemption', [
          TOKEN_ACCOUNT_SIZE,
          { commitment: COMMITMENT },
        ]),
      )
      instructions.push(
        createAssociatedTokenIdempotentInstruction({ payer: from, account: destination, owner: to, mint }),
      )
    }
    instructions.push(
      transferCheckedInstruction({
        source,
        mint,
        destination,
        authority: from,
        amount: transfer.amount,
        decimals: transfer.token.decimals,
      }),
    )
  } else {
    instructions.push(transferSolInstruction(from, to, transfer.amount))
  }
  const { value } = await rpc.request<{ value: { blockhash: string } }>('getLatestBlockhash', [
    { commitment: COMMITMENT },
  ])
  return { message: compileMessage({ feePayer: from, blockhash: value.blockhash, instructions }), rent }
}

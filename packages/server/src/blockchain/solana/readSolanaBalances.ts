import { type Address, address } from '@solana/kit'
import type { SolanaClient } from './solanaClient.ts'

/** The SPL Token program; its token accounts hold the balances. */
export const TOKEN_PROGRAM_ADDRESS = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')

/** Raw balances of one account on a Solana network: lamports and the amount held per mint. */
export type RawSolanaBalances = {
  lamports: bigint
  /** Amount per mint address (summed over the owner's token accounts), with the mint's decimals. */
  tokens: Map<string, { amount: bigint; decimals: number }>
}

type ParsedTokenAccount = {
  parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } }
}

/**
 * Reads an account's SOL balance and its SPL token accounts (`getTokenAccountsByOwner`, jsonParsed)
 * in one JSON-RPC round trip each.
 */
export async function readSolanaBalances(client: SolanaClient, owner: Address): Promise<RawSolanaBalances> {
  const [balance, accounts] = await Promise.all([
    client.getBalance(owner, { commitment: 'confirmed' }).send(),
    client
      .getTokenAccountsByOwner(
        owner,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      )
      .send(),
  ])
  const tokens = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of accounts.value) {
    const info = (account.data as ParsedTokenAccount).parsed?.info
    const amount = info?.tokenAmount?.amount
    const decimals = info?.tokenAmount?.decimals
    if (!info?.mint || amount === undefined || decimals === undefined) continue
    const held = tokens.get(info.mint)
    tokens.set(info.mint, { amount: (held?.amount ?? 0n) + BigInt(amount), decimals })
  }
  return { lamports: balance.value, tokens }
}

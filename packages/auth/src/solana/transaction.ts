/**
 * The Solana wire format both sides of the embedded wallet need: the vault reads what it signs, and
 * `@portico/solana` derives token accounts and finds a signer's slot with the same code.
 */
export {
  ASSOCIATED_TOKEN_PROGRAM,
  associatedTokenAddress,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from './associatedTokenAddress.ts'
export { readTransaction, type SolanaInstruction, type SolanaWireTransaction } from './readTransaction.ts'

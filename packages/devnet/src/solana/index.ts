export {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEVNET_BLOCKHASH_VALIDITY,
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  SOLANA_DEVNET_DEFAULT_PORT,
  SOLANA_DEVNET_FUNDS,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_LAMPORTS_PER_SIGNATURE,
  SOLANA_DEVNET_NAME,
  SOLANA_DEVNET_PUSD,
  type SolanaDevAccount,
} from './constants.ts'
export { createSolanaChain, getPusdAccount } from './createSolanaChain.ts'
export { createSolanaRpcHandler, SOLANA_DEVNET_RPC_METHODS } from './createSolanaRpcHandler.ts'
export { SOLANA_RPC_ERROR_CODES, SolanaRpcError } from './rpcError.ts'
export {
  type StartSolanaDevnetParameters,
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from './startSolanaDevnet.ts'
export { type SolanaTransactionError, toTransactionError } from './transactionError.ts'

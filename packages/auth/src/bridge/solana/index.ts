export {
  type AuthSolanaAccount,
  type AuthSolanaSignHints,
  type AuthSolanaSignTransactionInput,
  type AuthSolanaWallet,
  type CreateAuthSolanaWalletParameters,
  createAuthSolanaWallet,
} from './createAuthSolanaWallet.ts'

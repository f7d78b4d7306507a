export { type AnnounceProviderParameters, announceProvider } from './announce.ts'
export { type CreateApprovalDialogParameters, createApprovalDialog } from './approvalDialog.ts'
export type { DevWalletBrowserConfig } from './browserConfig.ts'
export { devWalletChains } from './chains.ts'
export { describeRequest, type RequestSummary } from './describe.ts'
export { ProviderRpcError, WALLET_ERROR_CODES } from './errors.ts'
export { DEV_WALLET_ICON, DEV_WALLET_INFO, type DevWalletInfo } from './info.ts'
export { type InstallDevWalletReturnType, installDevWallet } from './install.ts'
export {
  type ApprovalRequest,
  type ApproveFn,
  type AutoApprove,
  type CreateDevWalletParameters,
  createDevWallet,
  type DevWallet,
  type DevWalletProvider,
  type DevWalletStorage,
} from './provider.ts'
export {
  answerWalletConnectRequest,
  SOLANA_WALLET_CONNECT_METHODS,
} from './solana/answerWalletConnectRequest.ts'
export {
  type CreateSolanaDevWalletParameters,
  createSolanaDevWallet,
  SOLANA_DEV_WALLET_CHAINS,
  type SolanaDevWallet,
} from './solana/createSolanaDevWallet.ts'
export { describeTransaction } from './solana/describeTransaction.ts'

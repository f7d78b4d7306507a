export { type AnnounceProviderParameters, announceProvider } from './announce.ts'
export { type CreateApprovalDialogParameters, createApprovalDialog } from './approvalDialog.ts'
export {
  answerWalletConnectRequest as answerBitcoinWalletConnectRequest,
  BITCOIN_WALLET_CONNECT_EVENTS,
  BITCOIN_WALLET_CONNECT_METHODS,
} from './bitcoin/answerWalletConnectRequest.ts'
export {
  BITCOIN_DEV_WALLET_CHAIN,
  type BitcoinDevWallet,
  type CreateBitcoinDevWalletParameters,
  createBitcoinDevWallet,
} from './bitcoin/createBitcoinDevWallet.ts'
export {
  BITCOIN_DEV_PROVIDER_INFO,
  type BitcoinDevProviderInfo,
  type BitcoinDevWalletProvider,
  type SatsConnectResponse,
} from './bitcoin/createSatsConnectProvider.ts'
export { installSatsConnectProvider } from './bitcoin/installSatsConnectProvider.ts'
export { type SignBip322MessageParameters, signBip322Message } from './bitcoin/signBip322Message.ts'
export { type SignEcdsaMessageParameters, signEcdsaMessage } from './bitcoin/signEcdsaMessage.ts'
export type { BitcoinDevAddress, BitcoinMessageProtocol } from './bitcoin/types.ts'
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

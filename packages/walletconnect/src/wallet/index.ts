export * from '../index.ts'
export { buildCacaoPayload, formatAuthMessage, toDidPkh } from '../protocol/authMessage.ts'
export { buildApprovedNamespaces } from './namespaces.ts'
export {
  type ApproveParameters,
  createWalletClient,
  type RespondParameters,
  type WalletClientOptions,
  WalletConnectWallet,
} from './wallet.ts'

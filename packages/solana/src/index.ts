export { NETWORK_STORAGE_KEY } from './connections/solanaConnection.ts'
export {
  type DiscoverWalletStandardConnectorsParameters,
  type DiscoverWalletStandardConnectorsReturnType,
  discoverWalletStandardConnectors,
} from './connectors/discoverWalletStandardConnectors.ts'
export { isSolanaWallet } from './connectors/isSolanaWallet.ts'
export {
  getWalletStandardConnectorId,
  toWalletStandardConnector,
  WALLET_STANDARD_CONNECTOR_IDS,
} from './connectors/toConnector.ts'
export {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type SolanaAdapter,
} from './createSolanaAdapter.ts'
export {
  InvalidSolanaAddressError,
  type InvalidSolanaAddressErrorType,
  SolanaRpcError,
  type SolanaRpcErrorType,
} from './errors/rpc.ts'
export {
  SolanaConfirmationTimeoutError,
  type SolanaConfirmationTimeoutErrorType,
  SolanaTransactionFailedError,
  type SolanaTransactionFailedErrorType,
} from './errors/transaction.ts'
export * from './networks/index.ts'

export {
  type BaseConnection,
  type ConnectionChange,
  type ConnectionStore,
  type CreateConnectionStoreErrorType,
  type CreateConnectionStoreParameters,
  type CreateConnectionStoreReturnType,
  createConnectionStore,
} from './createConnectionStore.ts'
export {
  type CreateWalletAdapterBaseErrorType,
  type CreateWalletAdapterBaseParameters,
  type CreateWalletAdapterBaseReturnType,
  createWalletAdapterBase,
  type WalletAdapterBase,
} from './createWalletAdapterBase.ts'
export {
  type DisconnectWalletParameters,
  type DisconnectWalletReturnType,
  disconnectWallet,
} from './disconnectWallet.ts'
export {
  type DiscoverWalletsParameters,
  type DiscoverWalletsReturnType,
  discoverWallets,
  type WalletRegistry,
} from './discoverWallets.ts'
export {
  PROVIDER_WALLET_ERROR_CODES,
  type ToWalletErrorParameters,
  type ToWalletErrorReturnType,
  toWalletError,
  type WalletErrorCodes,
} from './toWalletError.ts'
export {
  type StandardWallet,
  type WatchWalletAccountsParameters,
  type WatchWalletAccountsReturnType,
  watchWalletAccounts,
} from './watchWalletAccounts.ts'

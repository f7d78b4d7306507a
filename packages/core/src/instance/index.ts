export * from '../actions/index.ts'
export type { RemoteFeatures } from '../api/config.ts'
export type { ApiClient } from '../api/http.ts'
export * from '../api/index.ts'
export { DEFAULT_FEATURES, type Features, mergeFeatures } from '../features/mergeFeatures.ts'
export {
  assetsToTokenBalances,
  type BalancesController,
  type BalancesState,
  createBalancesController,
  sortTokenBalances,
  totalBalanceValue,
} from '../flows/balances.ts'
export { getBalancesController } from '../flows/getBalancesController.ts'
export { getTransactionsController } from '../flows/getTransactionsController.ts'
export {
  createOnrampController,
  type OnrampAmountProblem,
  type OnrampController,
  type OnrampControllerParameters,
  type OnrampNetwork,
  type OnrampPaymentCurrency,
  type OnrampPurchase,
  type OnrampPurchaseCurrency,
  type OnrampState,
  onrampNetworks,
} from '../flows/onramp.ts'
export { createSendController, type SendController, type SendState } from '../flows/send.ts'
export {
  createSwapController,
  type SwapController,
  type SwapControllerParameters,
  type SwapQuoteStatus,
  type SwapState,
} from '../flows/swap.ts'
export type { TransactionsController, TransactionsState } from '../flows/transactions.ts'
export { getWalletFeatures, type WalletFeatures } from '../flows/walletFeatures.ts'
export {
  type CreateServerSiwxConfigParameters,
  createServerSiwxConfig,
  DEFAULT_SIWX_EXPIRES_IN_SECONDS,
  SIWX_TOKENS_KEY,
} from '../siwx/createServerSiwxConfig.ts'
export { isEmailCaptureOn, isEmailCaptureRequired } from '../siwx/emailCapture.ts'
export { createLocalStorage, createMemoryStorage } from '../storage/backends.ts'
export { cookieStorage } from '../storage/cookieStorage.ts'
export {
  type CreateStorageErrorType,
  type CreateStorageParameters,
  type CreateStorageReturnType,
  createStorage,
  readStorageItem,
  type Storage,
  type StorageItem,
  type StorageItems,
} from '../storage/createStorage.ts'
export { type PorticoStorageSchema, STORAGE_ITEMS, type StoredSiwxToken } from '../storage/items.ts'
export type { AccountState, AccountStatus } from '../stores/account.ts'
export {
  CONNECTIONS_CACHE_KEY,
  type ConnectionsController,
  type ConnectionsState,
} from '../stores/connections.ts'
export type { ConnectorsState } from '../stores/connectors.ts'
export type { EventName, EventProperties, EventsState, TrackedEvent } from '../stores/events.ts'
export { INVALID_APP_CONFIGURATION, SENT_EVENTS } from '../stores/events.ts'
export type { LocaleController, LocaleState } from '../stores/locale.ts'
export type { ModalState, OpenParameters } from '../stores/modal.ts'
export { resolveOpenView } from '../stores/modal.ts'
export type { NetworksState } from '../stores/networks.ts'
export {
  createPairingController,
  IDLE_PAIRING,
  type PairingController,
  type PairingReporter,
  type PairingState,
  type PairingStatus,
  type PairingUpdate,
} from '../stores/pairing.ts'
export type { RouterData, RouterState } from '../stores/router.ts'
export { createSharedValues, type SharedValues } from '../stores/shared.ts'
export type { SiwxController, SiwxState, SiwxStatus } from '../stores/siwx.ts'
export type { StoreApi } from '../stores/store.ts'
export type { ThemeController, ThemeState, ThemeVariables } from '../stores/theme.ts'
export { resolveThemeVariables } from '../stores/theme.ts'
export type { ToastState, ToastVariant } from '../stores/toast.ts'
export { TOAST_DURATION_MS } from '../stores/toast.ts'
export { FEATURE_VIEWS, isView, SPEC_VIEWS, VIEWS, type View } from '../stores/views.ts'
export type { WalletsState } from '../stores/wallets.ts'
export { getWalletEntries, markInstalled, type WalletEntry } from '../wallets/walletGroups.ts'
export { cookieToInitialState, type PorticoInitialState } from './cookieToInitialState.ts'
export { createPortico, type OptionsState, type Portico } from './createPortico.ts'
export { detectMobile, type PorticoEnvironment } from './environment.ts'
export { type LazyAdapterParameters, lazyAdapter } from './lazyAdapter.ts'
export {
  type CustomWallet,
  DEFAULT_API_URL,
  defaultRelayUrl,
  type PorticoMetadata,
  type PorticoOptions,
  type ResolvedOptions,
  type SiwxOption,
} from './options.ts'

export * from '../actions/index.ts'
export type { RemoteFeatures } from '../api/config.ts'
export type { ApiClient } from '../api/http.ts'
export * from '../api/index.ts'
export type { AccountState, AccountStatus } from '../controllers/account.ts'
export {
  assetsToTokenBalances,
  type BalancesController,
  type BalancesState,
  createBalancesController,
  sortTokenBalances,
  totalBalanceValue,
} from '../controllers/balances.ts'
export {
  CONNECTIONS_CACHE_KEY,
  type ConnectionsController,
  type ConnectionsState,
} from '../controllers/connections.ts'
export type { ConnectorsState } from '../controllers/connectors.ts'
export type { EventName, EventProperties, EventsState, TrackedEvent } from '../controllers/events.ts'
export { INVALID_APP_CONFIGURATION, SENT_EVENTS } from '../controllers/events.ts'
export type { LocaleController, LocaleState } from '../controllers/locale.ts'
export type { ModalState, OpenParameters } from '../controllers/modal.ts'
export { resolveOpenView } from '../controllers/modal.ts'
export type { NetworksState } from '../controllers/networks.ts'
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
} from '../controllers/onramp.ts'
export {
  createPairingController,
  IDLE_PAIRING,
  type PairingController,
  type PairingReporter,
  type PairingState,
  type PairingStatus,
  type PairingUpdate,
} from '../controllers/pairing.ts'
export type { RouterData, RouterState } from '../controllers/router.ts'
export { createSendController, type SendController, type SendState } from '../controllers/send.ts'
export { createSharedValues, type SharedValues } from '../controllers/shared.ts'
export type { SiwxController, SiwxState, SiwxStatus } from '../controllers/siwx.ts'
export type { StoreApi } from '../controllers/store.ts'
export {
  createSwapController,
  type SwapController,
  type SwapControllerParameters,
  type SwapQuoteStatus,
  type SwapState,
} from '../controllers/swap.ts'
export type { ThemeController, ThemeState, ThemeVariables } from '../controllers/theme.ts'
export { resolveThemeVariables } from '../controllers/theme.ts'
export type { ToastState, ToastVariant } from '../controllers/toast.ts'
export { TOAST_DURATION_MS } from '../controllers/toast.ts'
export type { TransactionsController, TransactionsState } from '../controllers/transactions.ts'
export { FEATURE_VIEWS, isView, SPEC_VIEWS, VIEWS, type View } from '../controllers/views.ts'
export { getWalletEntries, markInstalled, type WalletEntry } from '../controllers/walletGroups.ts'
export type { WalletsState } from '../controllers/wallets.ts'
export {
  type CreateServerSiwxConfigParameters,
  createServerSiwxConfig,
  DEFAULT_SIWX_EXPIRES_IN_SECONDS,
  SIWX_TOKENS_KEY,
} from '../siwx/createServerSiwxConfig.ts'
export { isEmailCaptureOn, isEmailCaptureRequired } from '../siwx/emailCapture.ts'
export { cookieStorage } from './cookieStorage.ts'
export { cookieToInitialState, type PorticoInitialState } from './cookieToInitialState.ts'
export { createPortico, type OptionsState, type Portico } from './createPortico.ts'
export { createMemoryStorage, detectMobile, type PorticoEnvironment } from './environment.ts'
export { DEFAULT_FEATURES, type Features, mergeFeatures } from './features.ts'
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
export { getWalletFeatures, type WalletFeatures } from './walletFeatures.ts'

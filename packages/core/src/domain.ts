export {
  ACCOUNT_NAME_RULE,
  ACCOUNT_NAME_SUFFIXES,
  isValidAccountName,
  splitAccountName,
} from './accounts/names.ts'
export { type AccountType, DEFAULT_ACCOUNT_TYPES } from './accounts/types.ts'
export type {
  AdapterAccount,
  AdapterCall,
  AdapterConnections,
  AdapterContext,
  AdapterEmit,
  AdapterEventMap,
  AdapterKnownToken,
  AdapterSendCalls,
  AdapterSignIn,
  AdapterTransaction,
  AdapterTransactionsPage,
  AdapterTransfer,
  CallsStatus,
  ChainAdapter,
  ConnectedAccount,
  ConnectedWallet,
  Connection,
  Connector,
  ConnectorType,
  FeeRates,
  FeeSpeed,
  KeyValueStorage,
  SessionPermission,
  SessionPermissionRequest,
  SiwxRequestFields,
} from './adapters/types.ts'
export { filterZeroDecimalTokens, isValidAssetResponse } from './assets/rules.ts'
export type { AssetResponse, AssetResponseItem } from './assets/types.ts'
export { isEvmAddress, isSolanaAddress } from './caip/addresses.ts'
export {
  type AssertCaipAddressErrorType,
  assertCaipAddress,
  type CaipAddressParts,
  isCaipAddress,
  type ParseCaipAddressErrorType,
  type ParsedCaipAddress,
  parseCaipAddress,
  type ToCaipAddressErrorType,
  toCaipAddress,
} from './caip/caipAddress.ts'
export {
  type AssertCaipNetworkIdErrorType,
  assertCaipNetworkId,
  type CaipNetworkIdParts,
  isCaipNetworkId,
  type ParseCaipNetworkIdErrorType,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
  type ToCaipNetworkIdErrorType,
  toCaipNetworkId,
} from './caip/caipNetworkId.ts'
export {
  CHAIN_NAMESPACE_NAMES,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  isCaipNamespace,
  isChainNamespace,
} from './caip/namespaces.ts'
export type { CaipAddress, CaipNamespaceRule, CaipNetwork, CaipNetworkId } from './caip/types.ts'
export * from './constants/index.ts'
export {
  AUTH_SOCIAL_PROVIDERS,
  type AuthAddresses,
  type AuthSessionAnswer,
  type AuthUser,
  type AuthUserAnswer,
  type AuthWallet,
  authSessionAnswerSchema,
  authUserAnswerSchema,
  authUserSchema,
  authWalletSchema,
  type SessionAnswer,
  sessionAnswerSchema,
  walletAnswerSchema,
} from './contract/auth.ts'
export {
  balancesAnswerSchema,
  type FungiblePrice,
  type FungiblePricesRequest,
  fungiblePriceSchema,
  fungiblePricesAnswerSchema,
  fungiblePricesRequestSchema,
  gasPriceAnswerSchema,
  identityAnswerSchema,
  MAX_PRICE_ADDRESSES,
  nftSchema,
  nftsAnswerSchema,
  supportedChainsAnswerSchema,
  type TokenBalance,
  tokenBalanceSchema,
} from './contract/blockchain.ts'
export {
  MAX_SWAP_SLIPPAGE,
  type SwapTransactionRequest,
  swapAllowanceAnswerSchema,
  swapApproveAnswerSchema,
  swapQuoteSchema,
  swapQuotesAnswerSchema,
  swapTokenSchema,
  swapTokensAnswerSchema,
  swapTransactionAnswerSchema,
  swapTransactionRequestSchema,
} from './contract/convert.ts'
export {
  type HistoryPage,
  type HistoryTransactionItem,
  type HistoryTransfer,
  historyPageAnswerSchema,
  transactionItemSchema,
} from './contract/history.ts'
export { accountNameSchema, nameSuggestionSchema } from './contract/names.ts'
export type {
  OnrampAmount,
  OnrampOptions,
  OnrampProviderInfo,
  OnrampQuote,
  OnrampQuoteRequest,
} from './contract/onramp.ts'
export {
  onrampAmountSchema,
  onrampOptionsAnswerSchema,
  onrampProvidersAnswerSchema,
  onrampQuoteAnswerSchema,
  onrampQuoteRequestSchema,
} from './contract/onramp.ts'
export {
  type DirectoryWallet,
  directoryWalletSchema,
  type WalletPageAnswer,
  walletPageAnswerSchema,
} from './contract/wallets.ts'
export * from './errors/index.ts'
export {
  type IsFeatureSupportedParameters,
  isFeatureSupported,
  type NetworkFeature,
} from './features/isFeatureSupported.ts'
export { formatBalance } from './format/balance.ts'
export {
  getDirection,
  LOCALES,
  type Locale,
  localizeDecimal,
  resolveLocale,
} from './format/locale.ts'
export { formatMessage, type MessageValues, messageArguments } from './format/message.ts'
export { type FormatNumberOptions, formatNumber } from './format/number.ts'
export { formatRelativeTime } from './format/relativeTime.ts'
export { formatDiscordName, type ShortenNameOptions, shortenName, truncateEmail } from './format/text.ts'
export {
  type GetSwitchNetworkActionParameters,
  getSwitchNetworkAction,
  type SwitchNetworkAction,
} from './networks/switchAction.ts'
export { isRestrictedTimezone, placeholderQuote, SAMPLE_ONRAMP_OPTIONS } from './onramp/samples.ts'
export {
  CONNECTOR_GROUP_ORDER,
  type ConnectMethod,
  type ConnectorGroup,
  DEFAULT_WALLET_FEATURES_ORDER,
  getConnectMethodOrder,
  type WalletFeature,
} from './ordering/order.ts'
export {
  applyPayFeature,
  DEFAULT_SOCIALS,
  filterSocialsForPlatform,
  type LoginFeatures,
  type PlatformOs,
  type SocialProvider,
} from './ordering/socials.ts'
export * from './send/index.ts'
export { type FormatSiwxMessageErrorType, formatSiwxMessage } from './siwx/formatSiwxMessage.ts'
export type {
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxSession,
  SiwxVerifier,
} from './siwx/types.ts'
export {
  SwapFailedError,
  type SwapFailedErrorType,
  SwapRouteNotFoundError,
  type SwapRouteNotFoundErrorType,
} from './swap/errors.ts'
export { isSwapNetwork } from './swap/prepareSwap.ts'
export { groupTransactions } from './transactions/groupTransactions.ts'
export type { TransactionItem, TransactionsByYear, TransactionTransfer } from './transactions/types.ts'
export { type IsSafeWalletLinkParameters, isSafeWalletLink } from './wallets/isSafeWalletLink.ts'
export {
  formatWalletConnectLink,
  type GetWalletLinkParameters,
  getWalletLink,
  type WalletLink,
  type WalletLinkKind,
} from './wallets/links.ts'
export {
  BROWSER_WALLET_CONNECTOR_ID,
  dedupeWallets,
  excludeWallets,
  filterMobileWallets,
  shouldHideBrowserWallet,
  WALLET_CONNECT_CONNECTOR_ID,
} from './wallets/rules.ts'
export type { Wallet, WalletPage } from './wallets/types.ts'
export {
  type WatchAnnouncedRdnsParameters,
  type WatchAnnouncedRdnsReturnType,
  watchAnnouncedRdns,
} from './wallets/watchAnnouncedRdns.ts'

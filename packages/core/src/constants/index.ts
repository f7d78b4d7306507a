export { ANALYTICS_EVENTS, type AnalyticsEventName } from './analytics.ts'
export { AVATAR, LAYOUT, NUMBER_FORMAT, THEME, type ThemeMode } from './display.ts'
export { ACCOUNT_NAME, LIMITS } from './limits.ts'
export { ONRAMP } from './onramp.ts'
export { ERROR_REPORTS, RPC } from './rpc.ts'
export {
  CAPABILITY_KEYS,
  DEFAULT_SDK_TYPE,
  DEFAULT_SDK_VERSION,
  PORTICO_VERSION,
  RESTRICTED_TIMEZONES,
  SESSION_NAMESPACES,
} from './sdk.ts'
export { SWAP } from './swap.ts'
export { ANIMATION, TIMING } from './timing.ts'
export { DEEP_LINK_WALLETS, MOBILE_LIST_EXCEPTIONS, WALLET_LIST } from './walletList.ts'

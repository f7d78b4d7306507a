/** Events POST /e carries (docs/rules/api.md). MODAL_CREATED is never sent. */
export const ANALYTICS_EVENTS = [
  'INITIALIZE',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SEARCH_WALLET',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SWITCH_NETWORK',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
] as const

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number]

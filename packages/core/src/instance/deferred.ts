// What a page needs only after the first intent, a connection or an error, loaded as one chunk by
// every caller: each part is small, and as chunks of their own each would cost its own request and
// its file's overhead in every dapp's build.
export { reconnect } from '../actions/reconnect.ts'
export { refreshBalance } from '../actions/refreshBalance.ts'
export { createEventId, pageLocation, postEvent } from '../api/analytics.ts'
export { getIdentity } from '../api/blockchain.ts'
export { getAnalyticsConfig } from '../api/config.ts'
export { createErrorReportsController } from '../flows/errorReports.ts'
export { runIntent } from '../flows/intent.ts'
export { createWalletRequests } from '../flows/walletRequests.ts'

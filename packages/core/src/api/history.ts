import type { HistoryPage } from '../contract/history.ts'
import type { ApiClient } from './http.ts'

/** GET /v1/account/{address}/history: one page of the account's transactions, newest first (docs/rules/api.md). */
export function getTransactionHistory(
  api: ApiClient,
  parameters: { address: string; chainId: string; cursor?: string | undefined },
) {
  return api.getJson<HistoryPage>(`/v1/account/${encodeURIComponent(parameters.address)}/history`, {
    chainId: parameters.chainId,
    cursor: parameters.cursor,
  })
}

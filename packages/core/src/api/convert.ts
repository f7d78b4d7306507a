import type {
  SwapAllowance,
  SwapApproveTransaction,
  SwapQuoteAnswer,
  SwapToken,
  SwapTransaction,
  SwapTransactionRequest,
} from '../contract/convert.ts'
import type { ApiClient } from './http.ts'

export type { BuiltSwapTransaction, SwapQuoteAnswer, SwapToken } from '../contract/convert.ts'

/** GET /v1/convert/tokens (docs/rules/api.md). */
export async function getSwapTokenList(api: ApiClient, parameters: { chainId: string }) {
  const { tokens } = await api.getJson<{ tokens: SwapToken[] }>('/v1/convert/tokens', {
    chainId: parameters.chainId,
  })
  return tokens
}

/** GET /v1/convert/quotes (docs/rules/api.md): `from`, `to` and `userAddress` are CAIP-10. */
export async function getSwapQuotes(
  api: ApiClient,
  parameters: { amount: string; from: string; to: string; userAddress?: string | undefined },
) {
  const { quotes } = await api.getJson<{ quotes: SwapQuoteAnswer[] }>('/v1/convert/quotes', parameters)
  return quotes
}

/** GET /v1/convert/allowance (docs/rules/api.md): what the swap spender may take of the token. */
export function getSwapAllowance(api: ApiClient, parameters: { tokenAddress: string; userAddress: string }) {
  return api.getJson<SwapAllowance>('/v1/convert/allowance', parameters)
}

/** GET /v1/convert/build-approve (docs/rules/api.md) for exactly `amount`. */
export async function getSwapApproveTransaction(
  api: ApiClient,
  parameters: { userAddress: string; from: string; to: string; amount: string },
) {
  const { tx } = await api.getJson<{ tx: SwapApproveTransaction }>('/v1/convert/build-approve', parameters)
  return tx
}

/** POST /v1/convert/build-transaction (docs/rules/api.md) with the eip155 slippage in percent. */
export async function getSwapTransaction(
  api: ApiClient,
  parameters: {
    amount: string
    from: string
    to: string
    userAddress: string
    slippage: number
    projectId: string
    /** Build without estimating or checking the allowance: for a swap batched after its approval. */
    disableEstimate?: boolean | undefined
  },
) {
  const { slippage, disableEstimate = false, ...rest } = parameters
  const body = { ...rest, eip155: { slippage }, disableEstimate } satisfies SwapTransactionRequest
  const response = await api.postJson('/v1/convert/build-transaction', body)
  const { tx } = (await response.json()) as { tx: SwapTransaction }
  return tx
}

import type { ApiClient } from './http.ts'

/** A token the convert API can swap (docs/rules/entities.md swap token): a CAIP-10 address, eip2612, value and logoUri. */
export type SwapToken = {
  name: string
  symbol: string
  /** CAIP-10; the native coin is `0xEeee…EEeE` on its network. */
  address: string
  decimals: number
  logoUri: string
  eip2612: boolean
  price: number
  value: number
}

/** One answer of GET /v1/convert/quotes: amounts in the tokens' smallest units. */
export type SwapQuoteAnswer = {
  provider: string
  fromAmount: string
  toAmount: string
  path: string[]
  priceImpact: number | null
  gas: string
}

/** A transaction built by the convert API; `from` and `to` are CAIP-10. */
export type BuiltSwapTransaction = { from: string; to: string; data: string; value: string }

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
  return api.getJson<{ allowance: string; spender: string }>('/v1/convert/allowance', parameters)
}

/** GET /v1/convert/build-approve (docs/rules/api.md) for exactly `amount`. */
export async function getSwapApproveTransaction(
  api: ApiClient,
  parameters: { userAddress: string; from: string; to: string; amount: string },
) {
  const { tx } = await api.getJson<{ tx: BuiltSwapTransaction }>('/v1/convert/build-approve', parameters)
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
  const response = await api.postJson('/v1/convert/build-transaction', {
    ...rest,
    eip155: { slippage },
    disableEstimate,
  })
  const { tx } = (await response.json()) as {
    tx: BuiltSwapTransaction & { toAmount: string; toAmountMin: string }
  }
  return tx
}

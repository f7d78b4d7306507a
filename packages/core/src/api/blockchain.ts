import type { GasPrice, Identity, Nft, SupportedChains, TokenBalance } from '../contract/blockchain.ts'
import type { ApiClient } from './http.ts'

export type { GasPrice, Identity, Nft } from '../contract/blockchain.ts'

/** GET /v1/account/{address}/balance (docs/rules/api.md Blockchain API). */
export async function getBalances(
  api: ApiClient,
  parameters: { address: string; chainId: string; currency?: string | undefined; forceUpdate?: boolean },
): Promise<TokenBalance[]> {
  const { balances } = await api.getJson<{ balances: TokenBalance[] }>(
    `/v1/account/${encodeURIComponent(parameters.address)}/balance`,
    {
      currency: parameters.currency ?? 'usd',
      chainId: parameters.chainId,
      forceUpdate: parameters.forceUpdate ? true : undefined,
    },
  )
  return balances
}

/** GET /v1/identity/{address}: the ENS-style name and avatar, both null when there is none. */
export function getIdentity(api: ApiClient, parameters: { address: string; sender?: string | undefined }) {
  return api.getJson<Identity>(`/v1/identity/${encodeURIComponent(parameters.address)}`, {
    sender: parameters.sender,
  })
}

/** GET /v1/convert/gas-price (docs/rules/api.md). */
export function getGasPrice(api: ApiClient, parameters: { chainId: string }) {
  return api.getJson<GasPrice>('/v1/convert/gas-price', { chainId: parameters.chainId })
}

/** GET /v1/account/{address}/nfts. */
export async function getNfts(api: ApiClient, parameters: { address: string; chainId: string }) {
  const { nfts } = await api.getJson<{ nfts: Nft[] }>(
    `/v1/account/${encodeURIComponent(parameters.address)}/nfts`,
    { chainId: parameters.chainId },
  )
  return nfts
}

/**
 * GET /v1/supported-chains: CAIP-2 ids served over HTTP and over WebSocket (docs/rules/api.md), and those
 * whose transaction history the server answers (absent from servers older than that field).
 */
export function getSupportedChains(api: ApiClient) {
  return api.getJson<Omit<SupportedChains, 'history'> & Partial<Pick<SupportedChains, 'history'>>>(
    '/v1/supported-chains',
  )
}

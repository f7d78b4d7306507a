import type { TokenBalance } from '../assets/types.ts'
import type { ApiClient } from './http.ts'

/** A gas price answer in wei, as decimal strings (docs/rules/entities.md Gas price result). */
export type GasPrice = { standard: string; fast: string; instant: string }

export type Identity = { name: string | null; avatar: string | null }

/** One ERC721 the account holds (GET /v1/account/{address}/nfts, beyond the rules). */
export type Nft = {
  chainId: string
  contract: string
  tokenId: string
  name: string
  image: string | null
  collection: { name: string; symbol: string }
}

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
  return api.getJson<{ http: string[]; ws: string[]; history?: string[] | undefined }>('/v1/supported-chains')
}

import type { WalletPageAnswer } from '../contract/wallets.ts'
import type { WalletPage } from '../wallets/types.ts'
import type { ApiClient } from './http.ts'

export type GetWalletsParameters = {
  page: number
  entries: number
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  search?: string | undefined
  badge?: 'none' | 'certified' | undefined
  chains?: readonly string[] | undefined
}

const list = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined

/** GET /getWallets (docs/rules/api.md): a page of the wallet directory. */
export async function getWallets(api: ApiClient, parameters: GetWalletsParameters): Promise<WalletPage> {
  const result = await api.getJson<Partial<WalletPageAnswer>>('/getWallets', {
    page: parameters.page,
    entries: parameters.entries,
    include: list(parameters.include),
    exclude: list(parameters.exclude),
    search: parameters.search,
    badge_type: parameters.badge,
    chains: list(parameters.chains),
  })
  return { data: result.data ?? [], count: result.count ?? 0 }
}

/** URL of a wallet logo served by GET /getWalletImage/{id} (docs/rules/api.md). */
export function getWalletImageUrl(api: ApiClient, imageId: string): string {
  return api.url(`/getWalletImage/${encodeURIComponent(imageId)}`)
}

/** URL of a network logo served by GET /public/getAssetImage/{id} (docs/rules/api.md). */
export function getAssetImageUrl(api: ApiClient, imageId: string): string {
  return api.url(`/public/getAssetImage/${encodeURIComponent(imageId)}`)
}

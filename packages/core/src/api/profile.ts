import type { AccountName, NameSuggestion } from '../contract/names.ts'
import type { ApiClient } from './http.ts'

export type { AccountName, NameSuggestion } from '../contract/names.ts'

/** A failed profile call: the HTTP status and the server's reason, when it gave one. */
export class ProfileApiFailure extends Error {
  readonly status: number
  readonly reason: string | undefined
  constructor(status: number, reason: string | undefined) {
    super(reason ?? `HTTP status code: ${status}`)
    this.status = status
    this.reason = reason
  }
}

async function readJson<result>(response: Response): Promise<result> {
  const body = (await response.json().catch(() => undefined)) as
    | (result & { message?: unknown; reasons?: { description?: unknown }[] })
    | undefined
  if (response.ok) return body as result
  // The server's `message`, or the first reason description of APIs that answer `reasons` (docs/rules/errors.md).
  const reason = body?.reasons?.[0]?.description ?? body?.message
  throw new ProfileApiFailure(response.status, typeof reason === 'string' ? reason : undefined)
}

function fetchJson<result>(
  api: ApiClient,
  path: string,
  query: Record<string, string | undefined>,
  body?: unknown,
) {
  const init: RequestInit =
    body === undefined
      ? { headers: { accept: 'application/json' } }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
  return api.request(path, init, query).then(readJson<result>)
}

/** GET /v1/profile/account/{name}. */
export function getProfileName(api: ApiClient, name: string) {
  return fetchJson<AccountName>(api, `/v1/profile/account/${encodeURIComponent(name)}`, { apiVersion: '2' })
}

/** GET /v1/profile/reverse/{address}: the address's names, primary first. */
export function getProfileNamesForAddress(api: ApiClient, address: string) {
  return fetchJson<AccountName[]>(api, `/v1/profile/reverse/${encodeURIComponent(address)}`, {
    sender: address,
    apiVersion: '2',
  })
}

/** GET /v1/profile/zones: the zones names may be registered in, the server's preferred one first. */
export function getProfileZones(api: ApiClient) {
  return fetchJson<{ zones: string[] }>(api, '/v1/profile/zones', {})
}

/** GET /v1/profile/suggestions/{name}?zone: the wanted name first with its state, then free ones. */
export function getProfileNameSuggestions(api: ApiClient, name: string, zone?: string) {
  return fetchJson<{ suggestions: NameSuggestion[] }>(
    api,
    `/v1/profile/suggestions/${encodeURIComponent(name)}`,
    { zone },
  )
}

/** POST /v1/profile/account: registers the signed message's name for the address. */
export function postProfileName(
  api: ApiClient,
  body: { coin_type: number; address: string; message: string; signature: string },
) {
  return fetchJson<AccountName>(api, '/v1/profile/account', {}, body)
}

import type { KeyValueStorage } from '../adapters/types.ts'
import type { ApiClient, FetchLike, Query } from '../api/http.ts'
import type { CaipNetworkId } from '../caip/types.ts'
import { HttpStatusError } from '../errors/http.ts'
import { SiwxPageRequiredError } from '../errors/internal.ts'
import { createStorage } from '../storage/createStorage.ts'
import { type PorticoStorageSchema, STORAGE_ITEMS } from '../storage/items.ts'
import type { SiwxConfig, SiwxSession } from './types.ts'

/** The sign-in tokens cache key: per CAIP-10 account, the session's token, id and signature. */
export const SIWX_TOKENS_KEY = 'portico:siwx-tokens'

/** A session's default lifetime, written into the message. */
export const DEFAULT_SIWX_EXPIRES_IN_SECONDS = 7 * 86_400

type StoredToken = { token: string; id: string; signature: string }

export type CreateServerSiwxConfigParameters = {
  api: ApiClient
  storage: KeyValueStorage
  fetch?: FetchLike | undefined
  statement: string
  expiresInSeconds?: number | undefined
  /** The page signing in; default `location`. */
  page?: { host: string; origin: string; pathname: string } | undefined
}

/**
 * The Portico server's session API as a {@link SiwxConfig}: nonces from `POST /v1/sessions/nonce`,
 * sessions verified and stored by `POST /v1/sessions` (which also sets the HttpOnly session cookie for
 * the dapp's backend), read with `GET /v1/sessions/{address}` and revoked with
 * `POST /v1/sessions/{address}/revoke`. The tokens stay in the instance's storage.
 *
 * @example
 * const config = createServerSiwxConfig({ api: portico.api, storage: localStorage, statement: 'Sign in to Shop' })
 */
export function createServerSiwxConfig(parameters: CreateServerSiwxConfigParameters): SiwxConfig {
  const { api, storage } = parameters
  const doFetch = (input: string, init: RequestInit) =>
    (parameters.fetch ?? globalThis.fetch)(input, { ...init, credentials: 'include' })
  const key = (chainId: CaipNetworkId, address: string) => `${chainId}:${address}`

  const tokensStorage = createStorage<Pick<PorticoStorageSchema, 'siwx-tokens'>>({
    storage,
    items: { 'siwx-tokens': STORAGE_ITEMS['siwx-tokens'] },
  })
  const readTokens = (): Record<string, StoredToken> => ({ ...tokensStorage.getItem('siwx-tokens') })

  function writeToken(entry: string, token: StoredToken | undefined) {
    const tokens = readTokens()
    if (token) tokens[entry] = token
    else delete tokens[entry]
    if (Object.keys(tokens).length === 0) tokensStorage.removeItem('siwx-tokens')
    else tokensStorage.setItem('siwx-tokens', tokens)
  }

  async function call<result>(path: string, init: RequestInit, query?: Query): Promise<result> {
    const url = api.url(path, query)
    const response = await doFetch(url, init)
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined
      throw new HttpStatusError(response.status, { url, body: body?.message })
    }
    return (await response.json()) as result
  }

  const post = <result>(path: string, body: unknown, headers: Record<string, string> = {}) =>
    call<result>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  return {
    async createMessage({ accountAddress, chainId }) {
      const page = parameters.page ?? globalThis.location
      if (!page) throw new SiwxPageRequiredError()
      const { nonce } = await post<{ nonce: string }>('/v1/sessions/nonce', {})
      const issuedAt = new Date()
      const expiresIn = parameters.expiresInSeconds ?? DEFAULT_SIWX_EXPIRES_IN_SECONDS
      return {
        accountAddress,
        chainId,
        domain: page.host,
        uri: `${page.origin}${page.pathname}`,
        version: '1',
        nonce,
        statement: parameters.statement,
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(issuedAt.getTime() + expiresIn * 1000).toISOString(),
      }
    },
    async addSession(session) {
      const created = await post<{ token: string; session: { id: string } }>('/v1/sessions', session)
      writeToken(key(session.data.chainId, session.data.accountAddress), {
        token: created.token,
        id: created.session.id,
        signature: session.signature,
      })
    },
    async getSessions({ chainId, address }) {
      const entry = key(chainId, address)
      const stored = readTokens()[entry]
      if (!stored) return []
      const { sessions } = await call<{ sessions: SiwxSession[] }>(
        `/v1/sessions/${encodeURIComponent(address)}`,
        { headers: { authorization: `Bearer ${stored.token}` } },
        { chainId },
      ).catch((error: unknown) => {
        if (error instanceof HttpStatusError && error.status === 401) return { sessions: [] }
        throw error
      })
      if (sessions.length === 0) writeToken(entry, undefined)
      return sessions
    },
    async revokeSession({ chainId, address }) {
      const entry = key(chainId, address)
      const stored = readTokens()[entry]
      if (!stored) return
      writeToken(entry, undefined)
      await post(
        `/v1/sessions/${encodeURIComponent(address)}/revoke`,
        { pci: stored.id, signature: stored.signature },
        { authorization: `Bearer ${stored.token}` },
      )
    },
  }
}

import type { SiwxSession } from '@portico/core'
import { HttpStatusError, type HttpStatusErrorType } from '@portico/core'
import { readSessionToken, type SessionTokenSource } from './sessionTokens.ts'

export type VerifiedSession = SiwxSession & {
  id: string
  chainId: string
  address: string
  createdAt: string
  expiresAt: string
}

export type VerifySessionParameters = {
  /** The Portico server, e.g. `http://127.0.0.1:8787`. */
  apiUrl: string
  projectId: string
  /** The visitor's request headers: the token comes from `Authorization: Bearer` or the session cookie. */
  headers?: SessionTokenSource | undefined
  /** A token the dapp already has, instead of `headers`. */
  token?: string | undefined
  fetch?: typeof fetch | undefined
}

/** The signed-in session, or undefined when there is no token or it is unknown, expired or revoked. */
export type VerifySessionReturnType = VerifiedSession | undefined

export type VerifySessionErrorType = HttpStatusErrorType

/**
 * For a dapp's own backend: who is signed in on this request? Reads the session token from the
 * request's headers and asks the Portico server (`POST /v1/sessions/verify`). Any other failure (the
 * server down, a 5xx) throws, so it is never mistaken for "not signed in".
 *
 * @example
 * import { verifySession } from '@portico/server/verifySession'
 * const session = await verifySession({ apiUrl: 'http://127.0.0.1:8787', projectId: 'shop', headers: request.headers })
 * if (!session) return reply.code(401).send()
 * console.log(session.address, session.chainId)
 */
export async function verifySession(parameters: VerifySessionParameters): Promise<VerifySessionReturnType> {
  const token = parameters.token ?? (parameters.headers ? readSessionToken(parameters.headers) : undefined)
  if (!token) return undefined
  const url = `${parameters.apiUrl.replace(/\/+$/, '')}/v1/sessions/verify?projectId=${encodeURIComponent(parameters.projectId)}`
  const response = await (parameters.fetch ?? fetch)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  })
  if (response.status === 401) return undefined
  if (!response.ok)
    throw new HttpStatusError(response.status, {
      url: `${parameters.apiUrl.replace(/\/+$/, '')}/v1/sessions/verify`,
    })
  return ((await response.json()) as { session: VerifiedSession }).session
}

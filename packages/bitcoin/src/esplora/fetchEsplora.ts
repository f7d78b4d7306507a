import { type CaipNetwork, HttpStatusError, RequestTimeoutError } from '@portico/core'

/** docs/rules/api.md chain RPC timeout, applied to every Esplora call. */
export const ESPLORA_TIMEOUT_MS = 10_000

/** The network's Esplora API base URL (its first HTTP URL), without a trailing slash. */
export function getEsploraUrl(caipNetwork: Pick<CaipNetwork, 'rpcUrls'>): string {
  return (caipNetwork.rpcUrls.default.http[0] ?? '').replace(/\/+$/, '')
}

/**
 * One Esplora request: 'HTTP status code: {n}' (the body as details) on a non-OK answer, 'The
 * request took too long to respond.' after ESPLORA_TIMEOUT_MS.
 */
export async function fetchEsplora(
  caipNetwork: Pick<CaipNetwork, 'rpcUrls'>,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const url = `${getEsploraUrl(caipNetwork)}${path}`
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(ESPLORA_TIMEOUT_MS) })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new RequestTimeoutError({ timeoutMs: ESPLORA_TIMEOUT_MS, url })
    throw error
  }
  if (!response.ok) throw new HttpStatusError(response.status, { url, body: await response.text() })
  return response
}

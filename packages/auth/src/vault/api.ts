/** An error answer of the server: its message and status, and details like `attemptsLeft`. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  readonly details: Record<string, unknown>
  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.error === 'string' ? body.error : `Request failed (${status})`)
    this.status = status
    const { error: _error, ...details } = body
    this.details = details
  }
}

const TOKEN_KEY = 'portico-vault:token'

/** The vault's own session token, in the secure origin's (per dapp site partitioned) storage. */
export const tokenStore = {
  get: () => localStorage.getItem(TOKEN_KEY) ?? undefined,
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
}

/** Calls a `/v1/auth/*` route of the secure origin; 202 answers come back as `{ status, pending: true }`. */
export async function api<result>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<result & { pending?: boolean }> {
  const token = tokenStore.get()
  const response = await fetch(path, {
    method,
    credentials: 'omit',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  if (!response.ok) throw new ApiError(response.status, parsed)
  if (response.status === 202) return { ...parsed, pending: true } as result & { pending: boolean }
  return parsed as result & { pending?: boolean }
}

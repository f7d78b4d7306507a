import { createHash, randomBytes } from 'node:crypto'

/** The cookie `POST /v1/sessions` sets: HttpOnly, SameSite=Lax, on the whole host. */
export const SESSION_COOKIE = 'portico_session'

/** A new session token: 32 random bytes, base64url. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its sha-256, hex. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new sign-in nonce: 24 letters and digits (EIP-4361 wants at least 8 alphanumerics). */
export function createNonce(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  // 248 is the largest multiple of 62 below 256, so every letter is equally likely.
  const bytes = [...randomBytes(64)].filter((byte) => byte < 248)
  return bytes
    .slice(0, 24)
    .map((byte) => alphabet[byte % alphabet.length])
    .join('')
}

export type SessionTokenSource = { authorization?: string | undefined; cookie?: string | undefined }

/**
 * The session token of a request: `Authorization: Bearer <token>`, else the `portico_session` cookie.
 *
 * @example
 * readSessionToken(request.headers) // 'q3W…' or undefined
 */
export function readSessionToken(headers: SessionTokenSource): string | undefined {
  const bearer = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(headers.authorization ?? '')
  if (bearer) return bearer[1]
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === SESSION_COOKIE) {
      const value = rest.join('=')
      return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : undefined
    }
  }
  return undefined
}

/** The Set-Cookie value for a session token; `maxAgeSeconds` 0 clears it. */
export function sessionCookie(token: string, parameters: { maxAgeSeconds: number; secure: boolean }): string {
  const attributes = [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(parameters.maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
  ]
  if (parameters.secure) attributes.push('Secure')
  return attributes.join('; ')
}

/** The key an address is looked up by: eip155 hex addresses in lower case, others as signed. */
export function addressKey(address: string): string {
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address
}

import type { KeyValueStorage } from '../adapters/types.ts'

const MAX_AGE_SECONDS = 60 * 60 * 24 * 180

function documentOf(): { cookie: string } | undefined {
  return (globalThis as { document?: { cookie: string } }).document
}

/** Reads one cookie from a `Cookie` header or `document.cookie`. */
export function readCookie(cookies: string | null | undefined, key: string): string | null {
  const name = `${encodeURIComponent(key)}=`
  for (const part of (cookies ?? '').split(';')) {
    const trimmed = part.trim()
    if (trimmed.startsWith(name)) {
      try {
        return decodeURIComponent(trimmed.slice(name.length))
      } catch {
        return null
      }
    }
  }
  return null
}

/**
 * Storage in first-party cookies, so the server sees what the browser persisted (connections) and
 * can render the connected state. On the server it reads and writes nothing.
 *
 * @example
 * import { cookieStorage, createPortico } from '@portico/core'
 * const portico = createPortico({ storage: cookieStorage, networks })
 */
export const cookieStorage: KeyValueStorage = {
  getItem(key) {
    return readCookie(documentOf()?.cookie, key)
  },
  setItem(key, value) {
    const document = documentOf()
    if (!document) return
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`
  },
  removeItem(key) {
    const document = documentOf()
    if (!document) return
    document.cookie = `${encodeURIComponent(key)}=; Path=/; Max-Age=0; SameSite=Lax`
  },
}

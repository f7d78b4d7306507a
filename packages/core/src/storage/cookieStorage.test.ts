import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookieStorage, readCookie } from './cookieStorage.ts'

/** A `document.cookie` that behaves like a browser's: writes set or expire one cookie, reads list them. */
function fakeDocument() {
  const jar = new Map<string, string>()
  const writes: string[] = []
  const document = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const index = pair!.indexOf('=')
      const name = pair!.slice(0, index)
      if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) jar.delete(name)
      else jar.set(name, pair!.slice(index + 1))
    },
  }
  vi.stubGlobal('document', document)
  return { document, writes }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('cookieStorage (SSR, issue 10 item 6)', () => {
  it('writes first-party cookies with an encoded key and value, and reads them back', () => {
    const { writes } = fakeDocument()
    const value = JSON.stringify({ activeNamespace: 'eip155', note: 'a; b=c' })
    cookieStorage.setItem('portico:connections', value)
    expect(writes[0]).toMatch(/^portico%3Aconnections=[^;]+; Path=\/; Max-Age=\d+; SameSite=Lax$/)
    expect(writes[0]).not.toContain('a; b')
    expect(cookieStorage.getItem('portico:connections')).toBe(value)
  })

  it('removes a cookie with Max-Age=0', () => {
    const { writes } = fakeDocument()
    cookieStorage.setItem('portico:recent', '["dev"]')
    cookieStorage.removeItem('portico:recent')
    expect(writes[1]).toBe('portico%3Arecent=; Path=/; Max-Age=0; SameSite=Lax')
    expect(cookieStorage.getItem('portico:recent')).toBeNull()
  })

  it('on the server (no document) reads nothing and writes nothing', () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined')
    cookieStorage.setItem('portico:connections', '{}')
    expect(cookieStorage.getItem('portico:connections')).toBeNull()
  })

  it('readCookie finds one cookie in a Cookie header, and a malformed value reads as nothing', () => {
    expect(readCookie('a=1; portico%3Ax=%7B%7D; b=2', 'portico:x')).toBe('{}')
    expect(readCookie('portico%3Ax=%E0%A4%A', 'portico:x')).toBeNull()
    expect(readCookie(undefined, 'portico:x')).toBeNull()
  })
})

import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const DEMO = fileURLToPath(new URL('..', import.meta.url))
const WALLET = fileURLToPath(new URL('../../wallet/', import.meta.url))
const HTML_BUILD = fileURLToPath(new URL('../../../packages/html/dist/browser/portico.js', import.meta.url))

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map(([, body]) => body ?? '')

async function start(root: string): Promise<{ server: ViteDevServer; url: string }> {
  const server = await createServer({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'silent',
    server: { port: 0, strictPort: false, hmr: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  await server.listen()
  return { server, url: server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '' }
}

// Issue 21 (security review): every page the dev servers serve carries the security headers; inline
// scripts run only by their hash.
describe('security headers on the demo and web dev wallet servers (issue 21)', () => {
  let demo: { server: ViteDevServer; url: string }
  let wallet: { server: ViteDevServer; url: string }

  beforeAll(async () => {
    demo = await start(DEMO)
    wallet = await start(WALLET)
  }, 120_000)

  afterAll(async () => {
    await demo?.server.close()
    await wallet?.server.close()
  })

  async function expectPage(url: string) {
    const response = await fetch(url)
    const html = await response.text()
    expect(response.status, url).toBe(200)
    expect(response.headers.get('content-type'), url).toMatch(/^text\/html/)
    expect(response.headers.get('x-content-type-options'), url).toBe('nosniff')
    expect(response.headers.get('x-frame-options'), url).toBe('DENY')
    expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy, url).toContain("default-src 'self'")
    expect(policy, url).toContain("object-src 'none'")
    expect(policy, url).toContain("frame-ancestors 'none'")
    expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    // Each inline script of the page is allowed by its own hash and nothing else is.
    for (const script of inlineScripts(html)) expect(policy, url).toContain(hashOf(script))
    return { html, policy }
  }

  it('the demo pages and the plain-HTML example', async () => {
    for (const path of ['/', '/headless.html', '/ssr.html']) await expectPage(`${demo.url}${path}`)
    const example = await expectPage(`${demo.url}/html/`)
    expect(inlineScripts(example.html)).toHaveLength(2)
  })

  it('a 304 leaves the cached page its own policy (it would replace the hashes with none)', async () => {
    const first = await fetch(`${demo.url}/`)
    await first.text()
    const again = await fetch(`${demo.url}/`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('content-security-policy')).toBeNull()
  })

  it.skipIf(!existsSync(HTML_BUILD))('the @portico/html browser build at /portico/', async () => {
    const response = await fetch(`${demo.url}/portico/portico.js`)
    await response.arrayBuffer()
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('the web dev wallet', async () => {
    await expectPage(`${wallet.url}/`)
  })
})

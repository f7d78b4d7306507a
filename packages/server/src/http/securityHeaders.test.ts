import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server/startServer.ts'
import type { Storage } from '../storage/createStorage.ts'
import { backends } from '../testing/backends.ts'
import { startVaultTestServer } from '../testing/testServer.ts'
import { API_CONTENT_SECURITY_POLICY } from './securityHeaders.ts'

const DAPP = 'http://127.0.0.1:5173'

// Issue 21 (security review): every answer of the main listener and of the vault's secure origin
// carries the security headers; the vault page is the strictest and only the dapp origins may frame it.
describe('security headers on the server and the vault (issue 21)', () => {
  let storage: Storage
  let server: RunningServer
  let vaultDir: string

  beforeAll(async () => {
    vaultDir = mkdtempSync(join(tmpdir(), 'portico-vault-headers-'))
    mkdirSync(join(vaultDir, 'assets'))
    writeFileSync(join(vaultDir, 'vault.html'), '<!doctype html><title>vault</title>')
    writeFileSync(join(vaultDir, 'assets', 'vault-1.js'), 'export {}')
    storage = (await backends()[0]?.open()) as Storage
    server = await startVaultTestServer(storage, { vaultDir, frameAncestors: [DAPP] })
  }, 180_000)

  afterAll(async () => {
    await server?.close()
    await storage?.close()
    rmSync(vaultDir, { recursive: true, force: true })
  })

  const headersOf = async (url: string, init?: RequestInit) => {
    const response = await fetch(url, init)
    await response.arrayBuffer()
    return { status: response.status, headers: response.headers }
  }

  it('sends nosniff, no referrer, no framing and a deny-all policy on every API answer, errors included', async () => {
    const wallets = (await (await fetch(`${server.url}/getWallets?page=1&entries=1`)).json()) as {
      data: { id: string }[]
    }
    const paths = [
      '/health',
      '/getWallets?page=1&entries=4',
      '/getWallets?page=0',
      '/appkit/v1/config?projectId=nope',
      '/no/such/route',
    ]
    for (const path of paths) {
      const { headers } = await headersOf(`${server.url}${path}`)
      expect(headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(headers.get('referrer-policy'), path).toBe('no-referrer')
      expect(headers.get('x-frame-options'), path).toBe('DENY')
      expect(headers.get('content-security-policy'), path).toBe(API_CONTENT_SECURITY_POLICY)
    }
    const post = await headersOf(`${server.url}/e`, {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    })
    expect(post.status).toBe(400)
    expect(post.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY)

    // An image keeps its own sandboxing policy: an SVG opened directly runs nothing.
    const image = await headersOf(`${server.url}/getWalletImage/${wallets.data[0]?.id}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-security-policy')).toContain('sandbox')
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('serves the vault page with its strict policy, framable only by the dapp origins', async () => {
    const page = await headersOf(`${server.vaultUrl}/`)
    expect(page.status).toBe(200)
    const policy = page.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'")
    expect(policy).toContain("connect-src 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("form-action 'none'")
    expect(policy).toContain(`frame-ancestors ${DAPP}`)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    // X-Frame-Options cannot name origins: the dapp must be able to frame the vault, so none is sent.
    expect(page.headers.get('x-frame-options')).toBeNull()

    for (const path of ['/assets/vault-1.js', '/v1/auth/providers', '/missing.js']) {
      const { headers } = await headersOf(`${server.vaultUrl}${path}`, {
        headers: { origin: server.vaultUrl ?? '' },
      })
      expect(headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(headers.get('content-security-policy'), path).toContain(`frame-ancestors ${DAPP}`)
    }
  })
})

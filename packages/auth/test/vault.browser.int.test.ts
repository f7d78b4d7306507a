import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build as esbuild } from 'esbuild'
import type { Browser, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { build as viteBuild } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot } from '../../../e2e/support/browser.ts'
import { SOURCE_CONDITION } from '../../../scripts/sourceConditions.mjs'
import { startContractStub } from './contractStub.ts'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

// Issue 15: the vault app in a real Chromium, on its own origin, driven through the dapp-side bridge,
// against a stand-in of the contract's HTTP API. Every message that crosses postMessage is recorded
// in both frames, and none may carry a share, a private key or a mnemonic.
const RECORDER = `
  window.__recorded = [];
  window.addEventListener('message', (event) => {
    try { window.__recorded.push(JSON.stringify(event.data)) } catch { window.__recorded.push(String(event.data)) }
  }, true);
`

type Answer = {
  result?: { flowId: string; addresses: { eip155: `0x${string}` }; user: { email?: string } } & `0x${string}`
  error?: string
  details?: { attemptsLeft?: number }
}

describe('vault iframe and bridge (real Chromium)', () => {
  let browser: Browser
  let stub: Awaited<ReturnType<typeof startContractStub>>
  let dapp: { url: string; close(): void }

  beforeAll(async () => {
    await viteBuild({ root: packageDir, configFile: `${packageDir}vite.config.ts`, logLevel: 'warn' })
    stub = await startContractStub({ vaultDir: `${packageDir}dist/vault` })
    const bundle = await esbuild({
      entryPoints: [`${packageDir}src/bridge/index.ts`],
      bundle: true,
      format: 'iife',
      globalName: 'PorticoAuthBridge',
      conditions: [SOURCE_CONDITION],
      write: false,
    })
    const script = bundle.outputFiles[0]?.text ?? ''
    const server = createServer((request, response) => {
      if (request.url === '/bridge.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' })
        response.end(script)
        return
      }
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<!doctype html><title>dapp</title><script src="/bridge.js"></script>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    dapp = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() }
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await stub?.close()
    dapp?.close()
  })

  async function openDapp(): Promise<{ page: Page; vaultRequests: string[]; close(): Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
    await context.addInitScript(RECORDER)
    const page = await context.newPage()
    const vaultRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(stub.url)) vaultRequests.push(request.url())
    })
    await page.goto(dapp.url)
    await page.evaluate((vaultUrl) => {
      const scope = window as unknown as {
        bridge: unknown
        PorticoAuthBridge: { createAuthBridge(p: unknown): unknown }
      }
      scope.bridge = scope.PorticoAuthBridge.createAuthBridge({ vaultUrl })
    }, stub.url)
    return { page, vaultRequests, close: () => context.close() }
  }

  function request(page: Page, method: string, params: Record<string, unknown>) {
    return page.evaluate(
      ([method, params]) =>
        (window as unknown as { bridge: { request(m: string, p: unknown): Promise<unknown> } }).bridge
          .request(method as string, params)
          .then(
            (result) => ({ result }),
            (error: Error & { details?: unknown }) => ({ error: error.message, details: error.details }),
          ),
      [method, params] as const,
    ) as Promise<Answer>
  }

  async function login(page: Page, email: string) {
    const { result } = await request(page, 'connectEmail', { email })
    const code = stub.codeFor(email)
    return request(page, 'verifyCode', { flowId: result!.flowId, code })
  }

  async function recorded(page: Page): Promise<string[]> {
    const all: string[] = []
    for (const frame of page.frames())
      all.push(...((await frame.evaluate('window.__recorded ?? []')) as string[]))
    return all
  }

  function assertNoSecrets(messages: string[]) {
    const shares = stub.shares().filter(Boolean)
    expect(shares.length).toBeGreaterThan(0)
    for (const message of messages) {
      for (const share of shares) expect(message).not.toContain(share)
      // A bare 32-byte hex value (an EVM private key) or a run of mnemonic words never crosses.
      expect(message).not.toMatch(/"(0x)?[0-9a-fA-F]{64}"/)
      expect(message).not.toMatch(/\b(?:[a-z]{3,8} ){11,}[a-z]{3,8}\b/)
    }
  }

  it('creates a wallet on email login, signs only after the vault approval screen, and leaks nothing over postMessage', async () => {
    const { page, vaultRequests, close } = await openDapp()
    // Nothing reaches the secure origin before the first intent.
    expect(vaultRequests).toEqual([])
    const connected = await login(page, 'ada@example.test')
    expect(connected.error).toBeUndefined()
    const address = connected.result!.addresses.eip155 as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(connected.result!.user.email).toBe('ada@example.test')

    const signing = request(page, 'evmRequest', {
      method: 'personal_sign',
      params: ['0x48656c6c6f2c20506f727469636f', address],
      chain: {
        id: 31337,
        name: 'Devnet',
        rpcUrl: 'http://127.0.0.1:1',
        currency: { symbol: 'ETH', decimals: 18 },
      },
    })
    const vault = page.frameLocator('iframe[data-portico-vault]')
    await vault.getByRole('button', { name: 'Approve' }).waitFor()
    expect(await page.locator('iframe[data-portico-vault]').isVisible()).toBe(true)
    await expect(vault.getByText('Hello, Portico')).toBeTruthy()
    await screenshot(page, 'auth-vault-approval-390')
    await vault.getByRole('button', { name: 'Approve' }).click()
    const { result: signature } = await signing
    expect(await verifyMessage({ address, message: 'Hello, Portico', signature: signature! })).toBe(true)
    expect(await page.locator('iframe[data-portico-vault]').isVisible()).toBe(false)

    // Reject answers 4001.
    const rejected = request(page, 'evmRequest', {
      method: 'personal_sign',
      params: ['0x6869', address],
      chain: {
        id: 31337,
        name: 'Devnet',
        rpcUrl: 'http://127.0.0.1:1',
        currency: { symbol: 'ETH', decimals: 18 },
      },
    })
    await vault.getByRole('button', { name: 'Reject' }).click()
    expect((await rejected).error).toBe('User rejected the request.')

    assertNoSecrets(await recorded(page))
    await close()
  })

  it('gives a second browser profile the same address through the recovery share', async () => {
    const first = await openDapp()
    const one = await login(first.page, 'grace@example.test')
    await first.close()
    const second = await openDapp()
    const two = await login(second.page, 'grace@example.test')
    expect(two.result!.addresses).toEqual(one.result!.addresses)
    // The new device can sign with its own share now.
    const address = two.result!.addresses.eip155
    const signing = request(second.page, 'evmRequest', {
      method: 'personal_sign',
      params: ['0x6869', address],
      chain: {
        id: 31337,
        name: 'Devnet',
        rpcUrl: 'http://127.0.0.1:1',
        currency: { symbol: 'ETH', decimals: 18 },
      },
    })
    await second.page
      .frameLocator('iframe[data-portico-vault]')
      .getByRole('button', { name: 'Approve' })
      .click()
    expect(await verifyMessage({ address, message: 'hi', signature: (await signing).result! })).toBe(true)
    assertNoSecrets(await recorded(second.page))
    await second.close()
  })

  it('passes the server’s attempts and lock messages through after wrong codes', async () => {
    const { page, close } = await openDapp()
    const { result } = await request(page, 'connectEmail', { email: 'lin@example.test' })
    const answers = []
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(await request(page, 'verifyCode', { flowId: result!.flowId, code: '000000' }))
    }
    expect(answers.slice(0, 4).map((answer) => [answer.error, answer.details?.attemptsLeft])).toEqual([
      ['Invalid code', 4],
      ['Invalid code', 3],
      ['Invalid code', 2],
      ['Invalid code', 1],
    ])
    expect(answers[4]?.error).toBe('Too many attempts. Request a new code.')
    await close()
  })

  it('ignores messages from another frame and refuses malformed requests', async () => {
    const { page, close } = await openDapp()
    await login(page, 'mo@example.test')
    // A script of the page posting a forged answer into its own window is not the vault.
    const forged = await page.evaluate(async () => {
      const scope = window as unknown as { bridge: { request(m: string, p: unknown): Promise<unknown> } }
      const pending = scope.bridge.request('getSession', {})
      window.postMessage({ channel: 'portico:vault', id: 'x', result: { forged: true } }, '*')
      return JSON.stringify(await pending)
    })
    expect(forged).not.toContain('forged')
    const bad = await request(page, 'connectEmail', { email: 42 })
    expect(bad.error).toBe('Invalid parameter: email')
    await close()
  })
})

import { formatSiwxMessage, type SiwxMessageData, type SiwxSession } from '@portico/core'
import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_DEVNET_NAME,
  DEV_ACCOUNTS,
  getDevWalletScript,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEVNET_NAME,
} from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { accountButton, dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

const [evmAccount] = DEV_ACCOUNTS
const [solanaAccount] = SOLANA_DEV_ACCOUNTS
const [bitcoinAccount] = BITCOIN_DEV_ACCOUNTS
const PAGE_ORIGIN = new URL(STACK.demoUrl).origin

let browser: Browser
let walletScript: string
beforeAll(async () => {
  browser = await launchBrowser()
  walletScript = await getDevWalletScript({
    config: {
      autoApprove: true,
      rpcUrls: STACK.devnetRpcUrls,
      solanaRpcUrl: STACK.solanaRpcUrl,
      bitcoinEsploraUrl: STACK.bitcoinEsploraUrl,
    },
  })
})
afterAll(async () => {
  await browser?.close()
})

const status = (page: Page) => page.locator('dd[data-status]')
const sessionStatus = (page: Page) => page.getByTestId('session-status')
const networkButton = (page: Page) =>
  page.locator('button.portico-button[data-variant=account]', {
    hasText: /^Portico (Solana |Bitcoin )?(Devnet|Regtest)/,
  })

type Mode = 'optional' | 'required'

function setAutoApprove(page: Page, mode: boolean | 'reject') {
  return page.evaluate((value) => {
    const wallet = (window as unknown as { porticoDevWallet: { setAutoApprove(mode: unknown): void } })
      .porticoDevWallet
    wallet.setAutoApprove(value)
  }, mode)
}

/** The demo with the injected dev wallet and the sign-in setting the panel toggles persist. */
async function withDemo(
  mode: Mode,
  run: (page: Page) => Promise<void>,
  options: { viewport?: { width: number; height: number }; theme?: 'dark' } = {},
) {
  const { page, close } = await openPage(browser, options.viewport ? { viewport: options.viewport } : {})
  await page.addInitScript({ content: walletScript })
  await page.addInitScript((value) => localStorage.setItem('portico-demo:sign-in', value), mode)
  try {
    await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
    if (options.theme) await page.getByRole('button', { name: 'Dark', exact: true }).click()
    await run(page)
  } finally {
    await close()
  }
}

async function connectEvm(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
}

async function signInDialog(page: Page) {
  const view = dialog(page, 'Sign In')
  await view.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 15_000 })
  return view
}

/** The session tokens the kit keeps (docs/rules/entities.md sign-in tokens cache key), versioned: `{ state, version }`. */
async function tokens(page: Page): Promise<Record<string, { token: string; id: string; signature: string }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('portico:siwx-tokens') ?? '{}').state ?? {})
}

async function serverSessions(address: string, token: string): Promise<SiwxSession[]> {
  const response = await fetch(`${STACK.apiUrl}/v1/sessions/${address}?projectId=portico-local`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { sessions: SiwxSession[] }).sessions
}

async function settled(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    return root !== null && root !== undefined && root.getAnimations().length === 0
  })
}

describe('sign in with the wallet (docs/rules/screens.md SIWXSignMessage, entities.md sign-in session, states.md Sign-in flow, api.md /v1/sessions)', () => {
  it('EVM, required: connect → sign → server session; Escape and Close cannot dismiss; reload keeps it; disconnect revokes it', async () => {
    await withDemo('required', async (page) => {
      await connectEvm(page)
      const view = await signInDialog(page)
      await view.getByText('Portico Demo needs to connect to your wallet').waitFor()
      await view.getByText('Canceling will disconnect you.', { exact: false }).waitFor()
      await settled(page)
      expect(await seriousModalViolations(page)).toEqual([])
      await screenshot(page, 'siwx-sign-light')

      // docs/rules/states.md Modal: close is disabled in the sign view while sign-in is required and no session exists.
      await page.keyboard.press('Escape')
      await view.getByRole('button', { name: 'Close' }).click({ force: true })
      await page.mouse.click(5, 5)
      await page.waitForTimeout(300)
      expect(await dialog(page, 'Sign In').count()).toBe(1)
      expect(await view.getByRole('button', { name: 'Close' }).getAttribute('aria-disabled')).toBe('true')

      // docs/rules/states.md, errors.md: a declined signature keeps the sign view, with 'Error signing message'.
      await setAutoApprove(page, 'reject')
      await view.getByRole('button', { name: 'Sign', exact: true }).click()
      await view.getByRole('alert').getByText('Error signing message').waitFor({ timeout: 15_000 })
      await settled(page)
      expect(await seriousModalViolations(page)).toEqual([])
      await screenshot(page, 'siwx-sign-error')
      await setAutoApprove(page, true)
      await view.getByRole('button', { name: 'Try again', exact: true }).click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      await expect.poll(() => sessionStatus(page).textContent(), { timeout: 15_000 }).toBe('signed in')
      expect(await page.getByTestId('session-address').getAttribute('title')).toBe(evmAccount!.address)

      const stored = await tokens(page)
      const entry = stored[`eip155:31337:${evmAccount!.address}`]
      expect(entry).toBeDefined()
      const [session] = await serverSessions(evmAccount!.address, entry!.token)
      expect(session).toMatchObject({
        data: { accountAddress: evmAccount!.address, chainId: 'eip155:31337' },
      })
      expect(session!.data.domain).toBe(new URL(STACK.demoUrl).host)
      expect(session!.message).toBe(formatSiwxMessage(session!.data))

      // The server refuses a replay, a wrong domain, an expired message and another key's signature.
      await expectRefusals(session!)

      await page.reload({ waitUntil: 'networkidle' })
      await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toBe('connected')
      await expect.poll(() => sessionStatus(page).textContent(), { timeout: 15_000 }).toBe('signed in')
      await page.waitForTimeout(1_000)
      expect(await dialog(page).count()).toBe(0)

      await accountButton(page, evmAccount!.address).click()
      await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toBe('disconnected')
      await expect
        .poll(() => serverSessions(evmAccount!.address, entry!.token), { timeout: 15_000 })
        .toEqual([])
      await expect.poll(() => sessionStatus(page).textContent(), { timeout: 15_000 }).toBe('signed out')
    })
  })

  it('required: Cancel disconnects when no network has a session, and goes back to the last signed network otherwise', async () => {
    await withDemo('required', async (page) => {
      await connectEvm(page)
      await (await signInDialog(page)).getByRole('button', { name: 'Cancel' }).click()
      await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toBe('disconnected')
      expect(await dialog(page).count()).toBe(0)

      await connectEvm(page)
      await (await signInDialog(page)).getByRole('button', { name: 'Sign', exact: true }).click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      // Switching to a network without a session asks again (docs/rules/states.md).
      await networkButton(page).click()
      await dialog(page, 'Select network')
        .getByRole('button', { name: 'Portico Devnet B', exact: true })
        .click()
      const again = await signInDialog(page)
      await expect.poll(() => networkButton(page).textContent()).toBe('Portico Devnet B')
      await again.getByRole('button', { name: 'Cancel' }).click()
      await expect.poll(() => networkButton(page).textContent(), { timeout: 15_000 }).toBe('Portico Devnet A')
      expect(await status(page).textContent()).toBe('connected')
      expect(await dialog(page).count()).toBe(0)
    })
  })

  it('optional, Solana next to EVM: Cancel just closes; the Solana account signs in with ed25519 and gets its own session', async () => {
    await withDemo(
      'optional',
      async (page) => {
        await connectEvm(page)
        const view = await signInDialog(page)
        await view
          .getByText('Sign this message to prove you own this wallet and proceed.', { exact: true })
          .waitFor()
        await settled(page)
        expect(await seriousModalViolations(page)).toEqual([])
        await screenshot(page, 'siwx-sign-dark')
        await view.getByRole('button', { name: 'Cancel' }).click()
        await expect.poll(() => dialog(page).count()).toBe(0)
        expect(await status(page).textContent()).toBe('connected')

        await networkButton(page).click()
        await dialog(page, 'Select network')
          .getByRole('list', { name: 'Solana' })
          .getByRole('button', { name: SOLANA_DEVNET_NAME })
          .click()
        await dialog(page, 'Switch Chain').getByRole('button', { name: 'Connect a Solana wallet' }).click()
        await dialog(page, 'Connect Wallet')
          .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
          .click()
        const solanaView = await signInDialog(page)
        await solanaView.getByRole('button', { name: 'Sign', exact: true }).click()
        await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
        await expect
          .poll(() => page.getByTestId('session-address').getAttribute('title'), { timeout: 15_000 })
          .toBe(solanaAccount!.address)
        const entry = Object.entries(await tokens(page)).find(([key]) => key.startsWith('solana:'))
        expect(entry?.[0]).toMatch(new RegExp(`^solana:[^:]+:${solanaAccount!.address}$`))
        const [session] = await serverSessions(solanaAccount!.address, entry![1].token)
        expect(session!.message).toContain('wants you to sign in with your Solana account:')
      },
      { theme: 'dark' },
    )
  })

  it('Bitcoin: the payment address signs in with BIP-322 and gets its own session; disconnect revokes it', async () => {
    await withDemo('optional', async (page) => {
      await connectEvm(page)
      await (await signInDialog(page)).getByRole('button', { name: 'Cancel' }).click()
      await expect.poll(() => dialog(page).count()).toBe(0)
      await networkButton(page).click()
      await dialog(page, 'Select network')
        .getByRole('list', { name: 'Bitcoin' })
        .getByRole('button', { name: BITCOIN_DEVNET_NAME })
        .click()
      await dialog(page, 'Switch Chain').getByRole('button', { name: 'Connect a Bitcoin wallet' }).click()
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
        .click()
      const view = await signInDialog(page)
      await settled(page)
      await screenshot(page, 'siwx-sign-bitcoin-light')
      await view.getByRole('button', { name: 'Sign', exact: true }).click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      const address = bitcoinAccount!.payment.address
      await expect
        .poll(() => page.getByTestId('session-address').getAttribute('title'), { timeout: 15_000 })
        .toBe(address)
      const entry = Object.entries(await tokens(page)).find(([key]) => key.startsWith('bip122:'))
      expect(entry?.[0]).toMatch(new RegExp(`^bip122:[0-9a-f]{32}:${address}$`))
      const [session] = await serverSessions(address, entry![1].token)
      expect(session!.message).toContain('wants you to sign in with your Bitcoin account:')

      await accountButton(page, address).click()
      await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      await accountButton(page, evmAccount!.address).waitFor({ timeout: 15_000 })
      await expect.poll(() => serverSessions(address, entry![1].token), { timeout: 15_000 }).toEqual([])
    })
  })

  it('WalletConnect one-click auth with the web dev wallet: one approval gives the session and the sign-in (docs/rules/validation.md)', async () => {
    const dapp = await openPage(browser)
    const wallet = await openPage(browser, { viewport: { width: 520, height: 900 } })
    try {
      await dapp.page.addInitScript(() => localStorage.setItem('portico-demo:sign-in', 'required'))
      // EVM only: every requested chain is eip155, so the connection itself signs in.
      await dapp.page.goto(`${STACK.demoUrl}?chains=evm`, { waitUntil: 'networkidle' })
      await dapp.page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
      await dialog(dapp.page, 'Connect Wallet')
        .getByRole('button', { name: 'WalletConnect', exact: true })
        .click()
      const qr = dialog(dapp.page).locator('.qr[data-uri]')
      await qr.waitFor({ timeout: 15_000 })
      const uri = (await qr.getAttribute('data-uri')) ?? ''
      expect(uri).toContain('methods=wc_sessionAuthenticate')

      await wallet.page.goto(`${STACK.walletUrl}wc?uri=${encodeURIComponent(uri)}`, {
        waitUntil: 'networkidle',
      })
      const request = wallet.page.getByRole('region', { name: 'Portico Demo wants you to sign in' })
      await request.getByText('wants you to sign in with your Ethereum account:', { exact: false }).waitFor({
        timeout: 15_000,
      })
      await screenshot(wallet.page, 'siwx-walletconnect-wallet')
      await request.getByRole('button', { name: 'Approve', exact: true }).click()

      await expect.poll(() => status(dapp.page).textContent(), { timeout: 20_000 }).toBe('connected')
      await expect.poll(() => sessionStatus(dapp.page).textContent(), { timeout: 15_000 }).toBe('signed in')
      await dapp.page.waitForTimeout(1_000)
      expect(await dialog(dapp.page).count()).toBe(0)
      const address = (await dapp.page.getByTestId('session-address').getAttribute('title')) ?? ''
      const [key, entry] = Object.entries(await tokens(dapp.page))[0] ?? []
      expect(key).toBe(`eip155:31337:${address}`)
      const [session] = await serverSessions(address, entry!.token)
      expect(session!.message).toContain('URI: ')
      expect(session!.data.resources?.[0]).toMatch(/^urn:recap:/)
    } finally {
      await Promise.all([dapp.close(), wallet.close()])
    }
  })

  it('DataCapture: with email capture on, the email comes first (checked, with consent), then the sign view (docs/rules/screens.md, states.md)', async () => {
    const email = `visitor-${Date.now()}@example.org`
    for (const [theme, viewport] of [
      ['light', undefined],
      ['dark', undefined],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      const { page, close } = await openPage(browser, viewport ? { viewport } : {})
      try {
        await page.addInitScript({ content: walletScript })
        await page.addInitScript(() => localStorage.setItem('portico-demo:sign-in', 'optional'))
        await page.goto(`${STACK.demoUrl}?projectId=portico-demo-capture`, { waitUntil: 'networkidle' })
        if (theme === 'dark') await page.getByRole('button', { name: 'Dark', exact: true }).click()
        await connectEvm(page)
        const capture = dialog(page, 'Stay in Touch')
        await capture.getByRole('textbox', { name: 'Email' }).waitFor({ timeout: 15_000 })
        await settled(page)
        expect(await seriousModalViolations(page)).toEqual([])
        await screenshot(page, `siwx-data-capture-${theme}`)
        if (theme !== 'light') continue

        await capture.getByRole('textbox', { name: 'Email' }).fill('not an email')
        await capture.getByRole('button', { name: 'Continue' }).click()
        await capture.getByRole('alert').getByText('Enter a valid email address').waitFor()
        await capture.getByRole('textbox', { name: 'Email' }).fill(email)
        await capture.getByRole('button', { name: 'Continue' }).click()
        await capture.getByRole('alert').getByText('Tick the box to agree, or skip this step').waitFor()
        await screenshot(page, 'siwx-data-capture-error')
        await capture.getByRole('checkbox', { name: 'I agree that Portico Demo may email me' }).check()
        await capture.getByRole('button', { name: 'Continue' }).click()
        // Sign-in follows the email step.
        await (await signInDialog(page)).getByRole('button', { name: 'Sign', exact: true }).click()
        await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
        await expect.poll(() => sessionStatus(page).textContent(), { timeout: 15_000 }).toBe('signed in')
        // The same email again gets the same answer: the route does not tell who signed up.
        const again = await fetch(`${STACK.apiUrl}/v1/emails?projectId=portico-demo-capture`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: PAGE_ORIGIN },
          body: JSON.stringify({ email: email.toUpperCase(), consent: true }),
        })
        expect(again.status).toBe(201)
        expect(await again.json()).toEqual({ stored: true })
      } finally {
        await close()
      }
    }
  }, 150_000)

  it('looks finished on a phone', async () => {
    await withDemo(
      'required',
      async (page) => {
        await connectEvm(page)
        await signInDialog(page)
        await settled(page)
        expect(await seriousModalViolations(page)).toEqual([])
        await screenshot(page, 'siwx-sign-mobile')
      },
      { viewport: { width: 390, height: 844 } },
    )
  })
})

/** docs/rules/api.md checks against the running server, with the browser's own session as the starting point. */
async function expectRefusals(session: SiwxSession) {
  const post = (body: unknown) =>
    fetch(`${STACK.apiUrl}/v1/sessions?projectId=portico-local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PAGE_ORIGIN },
      body: JSON.stringify(body),
    })
  const refused = async (body: unknown, status: number, message: string | RegExp) => {
    const response = await post(body)
    expect(response.status).toBe(status)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(((await response.json()) as { message: string }).message).toMatch(message)
  }
  const nonce = async () =>
    (
      (await (
        await fetch(`${STACK.apiUrl}/v1/sessions/nonce?projectId=portico-local`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: PAGE_ORIGIN },
          body: '{}',
        })
      ).json()) as { nonce: string }
    ).nonce
  const signer = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
  const signed = async (changes: Partial<SiwxMessageData>, by = signer) => {
    const data = { ...session.data, nonce: await nonce(), issuedAt: new Date().toISOString(), ...changes }
    const message = formatSiwxMessage(data)
    return { data, message, signature: await by.signMessage({ message }) }
  }
  await refused(
    { data: session.data, message: session.message, signature: session.signature },
    400,
    'The nonce is unknown, expired or already used',
  )
  await refused(
    await signed({ domain: 'evil.example', uri: 'https://evil.example/' }),
    403,
    'The message\'s domain "evil.example" is not allowed for project "portico-local"',
  )
  await refused(
    await signed({ expirationTime: new Date(Date.now() - 60_000).toISOString() }),
    400,
    /^The message expired at /,
  )
  await refused(
    await signed({}, privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey)),
    401,
    'The signature does not match the message and account',
  )
}

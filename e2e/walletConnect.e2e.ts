import type { Browser, Page, WebSocketRoute } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const connectButton = (page: Page) =>
  page.getByRole('button', { name: 'Connect Wallet', exact: true }).first()
const status = (page: Page) => page.locator('dd[data-status]')
const qr = (page: Page) => dialog(page).locator('.qr[data-uri]')

/** The demo (a dapp) and the Portico Dev Wallet web app, each in its own browser profile, like two devices. */
async function withDappAndWallet(
  run: (pages: { dapp: Page; wallet: Page }) => Promise<void>,
  options: { dappViewport?: { width: number; height: number }; mobile?: boolean } = {},
) {
  const origin = new URL(STACK.demoUrl).origin
  const dapp = await openPage(browser, {
    permissions: ['clipboard-read', 'clipboard-write'],
    ...(options.dappViewport ? { viewport: options.dappViewport } : {}),
    ...(options.mobile ? { isMobile: true, hasTouch: true } : {}),
  })
  await dapp.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
  const wallet = await openPage(browser, { viewport: { width: 520, height: 900 } })
  try {
    await run({ dapp: dapp.page, wallet: wallet.page })
  } finally {
    await Promise.all([dapp.close(), wallet.close()])
  }
}

async function openWalletConnect(page: Page, entry = 'WalletConnect') {
  await connectButton(page).click()
  const modal = dialog(page, 'Connect Wallet')
  await modal.getByRole('button', { name: entry, exact: true }).click()
  await qr(page).waitFor({ timeout: 15_000 })
}

/** Axe reads colours mid-animation otherwise (the modal fades in, the theme cross-fades). */
async function settledViolations(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    return root !== null && root !== undefined && root.getAnimations().length === 0
  })
  return seriousModalViolations(page)
}

async function copiedLink(page: Page): Promise<string> {
  await dialog(page).getByRole('button', { name: 'Copy link', exact: true }).click()
  return page.evaluate(() => navigator.clipboard.readText())
}

async function approveIn(wallet: Page, uri: string) {
  await wallet.goto(`${STACK.walletUrl}wc?uri=${encodeURIComponent(uri)}`, { waitUntil: 'networkidle' })
  const proposal = wallet.getByRole('region', { name: /Portico Demo wants to connect/ })
  await proposal.getByRole('button', { name: 'Approve', exact: true }).click({ timeout: 15_000 })
}

describe('WalletConnect between the demo and the Portico Dev Wallet web app (docs/rules/screens.md ConnectingWalletConnect, states.md pairing and session, limits.md)', () => {
  it('pairs from the copied link, signs a verified message, survives a reload, and ends when the wallet disconnects', async () => {
    await withDappAndWallet(async ({ dapp, wallet }) => {
      await dapp.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
      await openWalletConnect(dapp)
      expect(await dialog(dapp, 'WalletConnect').count()).toBe(1)
      expect(await settledViolations(dapp)).toEqual([])
      const uri = await copiedLink(dapp)
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      expect(await qr(dapp).getAttribute('data-uri')).toBe(uri)

      await approveIn(wallet, uri)
      await expect.poll(() => dialog(dapp).count(), { timeout: 15_000 }).toBe(0)
      await expect.poll(() => status(dapp).textContent(), { timeout: 15_000 }).toBe('connected')
      const address = (await wallet.getByTestId('wallet-address').getAttribute('title')) as Hex
      await wallet.getByRole('heading', { name: 'Connected apps' }).waitFor()
      await wallet.getByText('Portico Demo', { exact: true }).waitFor()

      const message = `WalletConnect e2e ${Date.now()}`
      await dapp.getByRole('textbox', { name: 'Message' }).fill(message)
      await dapp.getByRole('button', { name: 'Sign', exact: true }).click()
      const prompt = wallet.getByRole('region', { name: 'Sign message' })
      await prompt.getByText(message).waitFor({ timeout: 15_000 })
      await prompt.getByRole('button', { name: 'Approve', exact: true }).click()
      await expect
        .poll(() => dapp.getByTestId('signature-status').textContent(), { timeout: 15_000 })
        .toBe('Signature verified')
      const signature = (await dapp.getByTestId('signature').textContent()) as Hex
      expect(await verifyMessage({ address, message, signature })).toBe(true)

      await dapp.reload({ waitUntil: 'networkidle' })
      await expect.poll(() => status(dapp).textContent(), { timeout: 15_000 }).toBe('connected')

      await wallet.getByRole('button', { name: 'Disconnect', exact: true }).click()
      await expect.poll(() => status(dapp).textContent(), { timeout: 15_000 }).toBe('disconnected')
      await wallet.getByText('No app is connected.').waitFor()
    })
  })

  it('shows a directory wallet’s QR code with its logo and its own link, in both themes and on a phone', async () => {
    await withDappAndWallet(async ({ dapp }) => {
      await dapp.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
      await openWalletConnect(dapp, 'Portico Dev Wallet')
      const modal = dialog(dapp, 'Portico Dev Wallet')
      await modal.locator('.qr-logo img').waitFor()
      const uri = (await qr(dapp).getAttribute('data-uri')) ?? ''
      const open = modal.getByRole('link', { name: 'Open Portico Dev Wallet' })
      expect(await open.getAttribute('href')).toBe(`${STACK.walletUrl}wc?uri=${encodeURIComponent(uri)}`)
      expect(await settledViolations(dapp)).toEqual([])
      await screenshot(dapp, 'walletconnect-qr-light')
      await dapp.keyboard.press('Escape')
      await dapp.keyboard.press('Escape')
      await expect.poll(() => dialog(dapp).count()).toBe(0)
      await dapp.getByRole('button', { name: 'Dark', exact: true }).click()
      await openWalletConnect(dapp, 'Portico Dev Wallet')
      await dialog(dapp).locator('.qr-logo img').waitFor()
      expect(await settledViolations(dapp)).toEqual([])
      await screenshot(dapp, 'walletconnect-qr-dark')
    })
    await withDappAndWallet(
      async ({ dapp }) => {
        await dapp.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
        await openWalletConnect(dapp, 'Portico Dev Wallet')
        const open = dialog(dapp).getByRole('link', { name: 'Open Portico Dev Wallet' })
        expect(await open.getAttribute('href')).toMatch(
          new RegExp(`^${STACK.walletUrl.replace(/[.?/]/g, '\\$&')}wc\\?uri=wc%3A`),
        )
        await dialog(dapp).locator('.qr-logo img').waitFor()
        expect(await settledViolations(dapp)).toEqual([])
        await screenshot(dapp, 'walletconnect-qr-mobile')
      },
      { dappViewport: { width: 390, height: 844 }, mobile: true },
    )
  })

  it('says so when the relay is down, and shows the QR code once it is back', async () => {
    await withDappAndWallet(async ({ dapp }) => {
      let relayUp = false
      await dapp.routeWebSocket(/\/relay/, (socket: WebSocketRoute) => {
        if (relayUp) socket.connectToServer()
        else socket.close({ code: 1011, reason: 'relay down' })
      })
      await dapp.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
      await connectButton(dapp).click()
      await dialog(dapp, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
      const alert = dialog(dapp).getByRole('alert')
      await alert.getByText('Can’t reach the connection relay').waitFor({ timeout: 15_000 })
      expect(await dialog(dapp).getByRole('button', { name: 'Copy link' }).isDisabled()).toBe(true)
      await screenshot(dapp, 'walletconnect-relay-down')
      relayUp = true
      await qr(dapp).waitFor({ timeout: 15_000 })
      expect(await dialog(dapp).getByRole('alert').count()).toBe(0)
    })
  })

  it('tells the wallet user when a pasted link is not a valid wc: URI', async () => {
    await withDappAndWallet(async ({ wallet }) => {
      await wallet.goto(STACK.walletUrl, { waitUntil: 'networkidle' })
      await wallet.getByText('Online').waitFor({ timeout: 15_000 })
      const input = wallet.getByRole('textbox', { name: 'WalletConnect link' })
      await input.fill('wc:not-a-pairing@2?relay-protocol=irn')
      await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
      await wallet
        .getByRole('alert')
        .getByText('This WalletConnect link is damaged or incomplete. Copy it again from the app.')
        .waitFor()
      expect(await input.getAttribute('aria-invalid')).toBe('true')
      await input.fill('https://example.com')
      await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
      await wallet
        .getByRole('alert')
        .getByText('This is not a WalletConnect link. It should start with “wc:”.')
        .waitFor()
    })
  })
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, type OpenedPage, openPage, screenshot } from './support/browser.ts'
import { AUTH_DEMO } from './support/embeddedWallet.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

/** A phone: 390×844 at device scale 2, touch and a coarse pointer, as the runs used. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const status = (page: Page) => page.locator('dd[data-status]')

async function withPhone(run: (phone: OpenedPage) => Promise<void>) {
  const phone = await openPage(browser, PHONE)
  try {
    await run(phone)
  } finally {
    await phone.close()
  }
}

/** Axe reads colours mid-animation otherwise (the sheet slides in, the theme cross-fades). */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    return root !== null && root !== undefined && root.getAnimations().length === 0
  })
}

async function openWalletConnect(page: Page, theme: 'Light' | 'Dark') {
  await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: theme, exact: true }).click()
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  const connect = dialog(page, 'Connect Wallet')
  const entry = connect.getByRole('button', { name: 'WalletConnect', exact: true })
  await entry.waitFor()
  // No "QR Code" tag on a phone: the entry opens wallets, the QR code is only the fallback.
  expect(await entry.innerText()).not.toContain('QR Code')
  await entry.click()
  const view = dialog(page, 'WalletConnect')
  await view.locator('.qr[data-uri]').waitFor({ timeout: 15_000 })
  return view
}

describe('Phones get phone flows (issue 37 item 5): wallets and the Farcaster app open by link, the QR code is the fallback', () => {
  it('WalletConnect offers the wallets to open with the pairing URI; the link pairs and connects', async () => {
    await withPhone(async ({ page }) => {
      const view = await openWalletConnect(page, 'Light')
      const uri = (await view.locator('.qr[data-uri]').getAttribute('data-uri')) ?? ''
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      const wallets = view.getByRole('navigation', { name: 'Open a wallet' })
      const open = wallets.getByRole('link', { name: 'Portico Dev Wallet' })
      // The wallet's universal link carries this very pairing URI.
      expect(await open.getAttribute('href')).toBe(`${STACK.walletUrl}wc?uri=${encodeURIComponent(uri)}`)
      // The wallets come first; the QR code follows, for another device.
      const [linksTop, qrTop] = await Promise.all([
        wallets.evaluate((element) => element.getBoundingClientRect().top),
        view.locator('.qr[data-uri]').evaluate((element) => element.getBoundingClientRect().top),
      ])
      expect(linksTop).toBeLessThan(qrTop)
      await view.getByText('Scan with a WalletConnect wallet on another device').waitFor()
      expect(await view.getByText('Scan with a WalletConnect wallet on your phone').count()).toBe(0)
      await settled(page)
      await screenshot(page, 'phone-walletconnect-light-390')
      expect(await seriousModalViolations(page)).toEqual([])

      // Tapping the link opens the wallet (here its web app, in the wallet's own profile), which pairs.
      const wallet = await openPage(browser, PHONE)
      try {
        await wallet.page.goto((await open.getAttribute('href')) ?? '', { waitUntil: 'networkidle' })
        const proposal = wallet.page.getByRole('region', { name: /Portico Demo wants to connect/ })
        await proposal.getByRole('button', { name: 'Approve', exact: true }).click({ timeout: 15_000 })
        await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe('connected')
      } finally {
        await wallet.close()
      }
    })
  })

  it('dark and Arabic on the phone; a desktop keeps its QR code tag', async () => {
    await withPhone(async ({ page }) => {
      await openWalletConnect(page, 'Dark')
      await settled(page)
      await screenshot(page, 'phone-walletconnect-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])
      await page.locator('#panel-language').selectOption('ar')
      await expect
        .poll(() => dialog(page).locator('.wc-wallets .connecting-title').textContent())
        .not.toBe('Open a wallet')
      await settled(page)
      await screenshot(page, 'phone-walletconnect-dark-390-ar')
      expect(await seriousModalViolations(page)).toEqual([])
    })
    const desktop = await openPage(browser)
    try {
      await desktop.page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
      await desktop.page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
      const entry = dialog(desktop.page, 'Connect Wallet').getByRole('button', {
        name: 'WalletConnect',
        exact: true,
      })
      await expect.poll(() => entry.innerText()).toContain('QR Code')
      await entry.click()
      await dialog(desktop.page, 'WalletConnect').locator('.qr[data-uri]').waitFor({ timeout: 15_000 })
      expect(await dialog(desktop.page).getByRole('navigation', { name: 'Open a wallet' }).count()).toBe(0)
      await dialog(desktop.page).getByText('Scan with a WalletConnect wallet on your phone').waitFor()
    } finally {
      await desktop.close()
    }
  })

  it('Farcaster opens the Farcaster app by its link, with the QR code below; the app approves and the visitor is in', async () => {
    for (const theme of ['Light', 'Dark'] as const) {
      await withPhone(async ({ page }) => {
        await page.goto(AUTH_DEMO, { waitUntil: 'networkidle' })
        await page.getByRole('button', { name: theme, exact: true }).click()
        await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
        await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Farcaster' }).click()
        const view = dialog(page, 'Farcaster')
        const holder = view.locator('[data-farcaster-url]')
        await holder.waitFor({ timeout: 15_000 })
        const url = (await holder.getAttribute('data-farcaster-url')) ?? ''
        const open = view.getByRole('link', { name: 'Open Farcaster' })
        expect(await open.getAttribute('href')).toBe(url)
        const [linkTop, qrTop] = await Promise.all([
          open.evaluate((element) => element.getBoundingClientRect().top),
          holder.evaluate((element) => element.getBoundingClientRect().top),
        ])
        expect(linkTop).toBeLessThan(qrTop)
        expect(await view.getByText('Scan with your phone’s camera or the Farcaster app').count()).toBe(0)
        await settled(page)
        await screenshot(page, `phone-farcaster-${theme.toLowerCase()}-390`)
        expect(await seriousModalViolations(page)).toEqual([])
        if (theme === 'Dark') {
          await page.locator('#panel-language').selectOption('ar')
          await expect.poll(() => open.count()).toBe(0)
          await settled(page)
          await screenshot(page, 'phone-farcaster-dark-390-ar')
          return
        }
        const channelToken = new URL(url).searchParams.get('channelToken')
        const approved = await fetch(`${STACK.farcasterUrl}/test/approve`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ channelToken, fid: 1 }),
        })
        expect(approved.ok).toBe(true)
        await expect.poll(() => dialog(page).count(), { timeout: 30_000 }).toBe(0)
        await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe('connected')
      })
    }
  })
})

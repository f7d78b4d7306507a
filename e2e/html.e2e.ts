import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { shortenName } from '@portico/core'
import { getDevWalletScript } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousPageViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

// @portico/html on a static page with no build step (packages/html/example, served by the demo's dev
// server at /html/ with the browser build at /portico/, as a host's static folder would).
const demoOrigin = new URL(STACK.demoUrl).origin
const apiOrigin = new URL(STACK.apiUrl).origin
const PAGE_URL = `${demoOrigin}/html/?${new URLSearchParams({
  apiUrl: STACK.apiUrl,
  devnetA: STACK.devnetRpcUrls[31337],
  devnetB: STACK.devnetRpcUrls[31338],
})}`
const BROWSER_BUILD = new URL('../packages/html/dist/browser/', import.meta.url)

let browser: Browser
let walletScript: string
beforeAll(async () => {
  browser = await launchBrowser()
  walletScript = await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } })
})
afterAll(async () => {
  await browser?.close()
})

const connectElement = (page: Page) => page.locator('portico-connect-button')
const networkElement = (page: Page) => page.locator('portico-network-button')
/** The page's event log: what the instance's listeners wrote, in order. */
const eventLog = (page: Page) => page.locator('#events li').allTextContents()
/** What the listeners on the <portico-connect-button> element itself received, in order. */
const elementEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { elementEvents: string[] }).elementEvents)

function walletAddress(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { porticoDevWallet: { accounts: readonly string[] } }).porticoDevWallet
        .accounts[0]!,
  )
}

async function setTheme(page: Page, mode: 'Light' | 'Dark') {
  await page.getByRole('button', { name: mode, exact: true }).click()
}

describe('@portico/html on a plain HTML page (issue 20: non-React hosts)', () => {
  it('connects with the injected wallet, switches network, disconnects, with its events in order', {
    timeout: 240_000,
  }, async () => {
    const { page, requests, close } = await openPage(browser)
    try {
      await page.addInitScript({ content: walletScript })
      await page.goto(PAGE_URL, { waitUntil: 'networkidle' })
      const connect = connectElement(page).getByRole('button', { name: 'Connect Wallet', exact: true })
      await connect.waitFor()
      // The page adds the network element once connected (its logo is an API image).
      expect(await networkElement(page).count()).toBe(0)
      await page.evaluate(() => {
        const events: string[] = []
        ;(window as unknown as { elementEvents: string[] }).elementEvents = events
        const element = document.querySelector('portico-connect-button')!
        for (const type of ['portico-connect', 'portico-network-change', 'portico-disconnect'])
          element.addEventListener(type, () => events.push(type))
      })

      // Nothing but the page's own files before the visitor's intent; the modal chunk loads only then
      // (or when the page is idle), and the API is asked on hover.
      await page.waitForTimeout(500)
      expect(requests.filter((request) => !request.url.startsWith(demoOrigin))).toEqual([])
      // The buttons need portico.js and its one chunk; anything else from /portico/ is the modal's chunk
      // (and its Connect view's), which the page fetches from its own origin when idle, as the React kit
      // does. No chain adapter loads before intent.
      const files = requests
        .filter((request) => request.url.startsWith(`${demoOrigin}/portico/`))
        .map((request) => new URL(request.url).pathname.slice('/portico/'.length))
      expect(files.slice(0, 2)).toEqual(['portico.js', expect.stringMatching(/^chunks\/portico-[\w-]+\.js$/)])
      expect(files.filter((file) => /Adapter|solana|bitcoin/i.test(file))).toEqual([])
      const gzip = files
        .slice(0, 2)
        .reduce((total, file) => total + gzipSync(readFileSync(new URL(file, BROWSER_BUILD))).length, 0)
      console.info(`Before intent: ${files.join(', ')}; the buttons' ${(gzip / 1024).toFixed(1)} KiB gzip`)
      await screenshot(page, 'html-1-disconnected-light')
      expect(await seriousPageViolations(page)).toEqual([])

      await connect.hover()
      await expect
        .poll(() => requests.filter((request) => request.url.startsWith(apiOrigin)).length)
        .toBeGreaterThan(0)
      await connect.click()
      const modal = dialog(page, 'Connect Wallet')
      await modal.waitFor()
      await modal.getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      const address = await walletAddress(page)
      const account = connectElement(page).getByRole('button', { name: new RegExp(shortenName(address)) })
      await account.waitFor()
      await networkElement(page).getByRole('button', { name: 'Portico Devnet A', exact: true }).waitFor()
      // The balance shows until `hide-balance` is set.
      await connectElement(page).locator('.portico-button-balance').waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'html-2-connected-light')
      await connectElement(page).evaluate((element) => element.setAttribute('hide-balance', ''))
      await expect.poll(() => connectElement(page).locator('.portico-button-balance').count()).toBe(0)
      await connectElement(page).evaluate((element) => element.removeAttribute('hide-balance'))
      await connectElement(page).locator('.portico-button-balance').waitFor()
      expect(await eventLog(page)).toEqual([
        'portico-modal-open Connect',
        `portico-connect ${address}`,
        'portico-modal-close',
      ])

      // The network element opens the list; the dev wallet switches without a prompt.
      await networkElement(page).getByRole('button').click()
      const networks = dialog(page, 'Select network')
      await networks.getByRole('button', { name: 'Portico Devnet B', exact: true }).waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'html-3-networks-light')
      expect(await seriousPageViolations(page)).toEqual([])
      await networks.getByRole('button', { name: 'Portico Devnet B', exact: true }).click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      await networkElement(page).getByRole('button', { name: 'Portico Devnet B', exact: true }).waitFor()

      await setTheme(page, 'Dark')
      await account.click()
      await dialog(page, 'Account').getByText(shortenName(address), { exact: true }).waitFor()
      await page.waitForTimeout(400)
      await screenshot(page, 'html-4-account-dark')
      expect(await seriousPageViolations(page)).toEqual([])
      await page.setViewportSize({ width: 390, height: 844 })
      await page.waitForTimeout(400)
      await screenshot(page, 'html-5-account-dark-390')
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog(page).count()).toBe(0)
      await screenshot(page, 'html-6-connected-dark-390')
      expect(await seriousPageViolations(page)).toEqual([])

      await account.click()
      await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(() => dialog(page).count()).toBe(0)
      await connect.waitFor()
      expect(await networkElement(page).count()).toBe(0)
      await setTheme(page, 'Light')
      await screenshot(page, 'html-7-disconnected-light-390')

      expect(await eventLog(page)).toEqual([
        'portico-modal-open Connect',
        `portico-connect ${address}`,
        'portico-modal-close',
        'portico-modal-open Networks',
        'portico-network-change eip155:31338',
        'portico-modal-close',
        'portico-modal-open Account',
        'portico-modal-close',
        'portico-modal-open Account',
        `portico-disconnect ${address}`,
        'portico-modal-close',
      ])
      // An EVM-only page never fetches the Solana or Bitcoin adapter, even after intent.
      expect(requests.filter((request) => /create(Solana|Bitcoin)Adapter/.test(request.url))).toEqual([])
      // The elements receive the same events, after the instance's listeners.
      expect(await elementEvents(page)).toEqual([
        'portico-connect',
        'portico-network-change',
        'portico-disconnect',
      ])
    } finally {
      await close()
    }
  })
})

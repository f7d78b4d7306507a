import { shortenName } from '@portico/core'
import { DEV_ACCOUNTS, getDevWalletScript } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

// Issue 37 item 6: an Activity row says its counterparty and its asset whole where they fit; a text cut
// for lack of room is cut at its end and said whole in its title. Arabic isolates them.

const ACCOUNT = DEV_ACCOUNTS[3]!
const HISTORY = /\/v1\/account\/[^/]+\/history/
// A collection named at length, as real ones are: the server's own answer with its NFTs renamed.
const LONG_NAME = 'Portico Tiles of the Long Winter Collection'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Each row text that overflows its box without a title giving it whole. */
function cutTexts(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('portico-modal')!.shadowRoot!
    return [
      ...root.querySelectorAll<HTMLElement>(
        '.activity-row .token-main > *, .activity-row .activity-amount bdi',
      ),
    ]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => element.closest('[title]')?.getAttribute('title') !== element.textContent)
      .map((element) => element.textContent ?? '')
  })
}

describe('Activity names (issue 37 item 6)', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`cuts nothing without saying it whole: ${locale}, 390 px`, { timeout: 90_000 }, async () => {
      const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } })
      try {
        await page.addInitScript({
          content: await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } }),
        })
        await page.route(HISTORY, async (route) => {
          const response = await route.fetch()
          const text = (await response.text()).replace(/"name":"Portico Tiles/g, `"name":"${LONG_NAME}`)
          await route.fulfill({ response, body: text })
        })
        await page.goto(`${STACK.demoUrl}?locale=${locale}`, { waitUntil: 'networkidle' })
        await page.evaluate(() =>
          (
            window as never as { porticoDevWallet: { selectAccount(i: number): void } }
          ).porticoDevWallet.selectAccount(3),
        )
        await page
          .getByRole('button', { name: /^Connect Wallet$|^ربط المحفظة$/ })
          .first()
          .click()
        await dialog(page).getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
        await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
        await page
          .getByRole('button', { name: shortenName(ACCOUNT.address) })
          .first()
          .click()
        await page.locator('portico-modal .card [data-tab="activity"]').click()
        await page.locator('portico-modal .activity-row').first().waitFor({ timeout: 15_000 })
        await page.waitForTimeout(400)
        await page.locator('portico-modal .activity-row', { hasText: LONG_NAME }).first().waitFor()
        expect(await cutTexts(page)).toEqual([])
        await screenshot(page, `activity-names-${locale}-390`)
      } finally {
        await close()
      }
    })
  }
})

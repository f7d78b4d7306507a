import { getDevWalletScript } from '@portico/devnet'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

// Issue 37 item 4: after a send, Account shows whole: the card's body is as tall as the view (or, when the
// window is too short for the card, scrolls to the view's last control), never cut where an older height left it.

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const VARIANTS: { name: string; mode: 'Light' | 'Dark'; options: BrowserContextOptions }[] = [
  { name: 'desktop-light', mode: 'Light', options: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone-dark',
    mode: 'Dark',
    options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
  },
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The card's body and view boxes once every animation in the modal has ended. */
async function boxes(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    return root?.querySelector('.card') && root.getAnimations().every((each) => each.playState !== 'running')
  })
  return page.evaluate(() => {
    const root = document.querySelector('portico-modal')!.shadowRoot!
    const body = root.querySelector<HTMLElement>('.body')!
    const view = root.querySelector<HTMLElement>('.view')!
    return {
      body: body.clientHeight,
      view: view.offsetHeight,
      scrolls: getComputedStyle(body).overflowY === 'auto' && body.scrollHeight > body.clientHeight,
    }
  })
}

/** The control lies inside the card's visible box once scrolled to (a clipped body cannot reach it). */
async function reachable(page: Page, name: string) {
  const control = dialog(page, 'Account').getByRole('button', { name, exact: true })
  await control.scrollIntoViewIfNeeded()
  return page.evaluate((label) => {
    const root = document.querySelector('portico-modal')!.shadowRoot!
    const body = root.querySelector('.body')!.getBoundingClientRect()
    const button = [...root.querySelectorAll('button')].find((each) => each.textContent?.trim() === label)
    const box = button?.getBoundingClientRect()
    return box !== undefined && box.top >= body.top - 1 && box.bottom <= body.bottom + 1
  }, name)
}

async function send(page: Page) {
  const account = dialog(page, 'Account')
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const form = dialog(page, 'Send')
  await form.getByRole('button', { name: 'Select token: ETH', exact: true }).click()
  await dialog(page, 'Select token')
    .getByRole('button', { name: /Portico USD/ })
    .click()
  await form.getByRole('button', { name: 'Select token: PUSD' }).waitFor()
  await form.getByLabel('Amount', { exact: true }).fill('0.5')
  await form.getByLabel('To', { exact: true }).fill(RECEIVER)
  await form.getByRole('button', { name: 'Review send' }).click()
  const preview = dialog(page, 'Review send')
  await preview.locator('.preview-details dd').first().getByText('ETH').waitFor({ timeout: 15_000 })
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog(page, 'Account').locator('.sent-notice').waitFor({ timeout: 30_000 })
  await dialog(page, 'Account').locator('.token-row[data-symbol="PUSD"]').waitFor({ timeout: 15_000 })
}

describe('Account after a send (issue 37 item 4)', () => {
  for (const { name, mode, options } of VARIANTS) {
    it(`shows the whole view: ${name}`, { timeout: 120_000 }, async () => {
      const { page, close } = await openPage(browser, options)
      try {
        await page.addInitScript({
          content: await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } }),
        })
        await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
        await page.getByRole('button', { name: mode, exact: true }).click()
        await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
        await dialog(page).getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
        await expect.poll(() => dialog(page).count(), { timeout: 30_000 }).toBe(0)
        await page.getByRole('button', { name: /0x/ }).first().click()
        await dialog(page, 'Account').locator('.token-row[data-symbol="PUSD"]').waitFor()
        for (const round of [1, 2]) {
          await send(page)
          await page.waitForTimeout(500)
          const after = await boxes(page)
          if (!after.scrolls) expect(after.body).toBeGreaterThanOrEqual(after.view - 1)
          expect(await reachable(page, 'Disconnect')).toBe(true)
          await page.evaluate(() => {
            document.querySelector('portico-modal')!.shadowRoot!.querySelector('.body')!.scrollTop = 0
          })
          await page.waitForTimeout(200)
          await screenshot(page, `account-after-send-${round}-${name}`)
        }
      } finally {
        await close()
      }
    })
  }
})

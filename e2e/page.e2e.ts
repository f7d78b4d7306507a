import { getDevWalletScript } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousPageViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

let browser: Browser
let walletScript: string
beforeAll(async () => {
  browser = await launchBrowser()
  walletScript = await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } })
})
afterAll(async () => {
  await browser?.close()
})

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 860 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

async function setTheme(page: Page, mode: 'Light' | 'Dark') {
  await page.getByRole('button', { name: mode, exact: true }).click()
  // Contrast is measured once the page's colour transitions have ended; on a loaded machine they
  // run late, and axe would read a half-switched page.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  )
}

/** The lazy views' stylesheets adopted into the modal's shadow root so far. */
function adoptedSheetCount(page: Page) {
  return page.evaluate(
    () => document.querySelector('portico-modal')?.shadowRoot?.adoptedStyleSheets.length ?? 0,
  )
}

describe('the whole demo page in Chromium (issue 10: WCAG AA contrast everywhere)', () => {
  it('keeps the accent as the fill and its text readable for every accent the demo offers, in both themes', async () => {
    const { page, close } = await openPage(browser)
    try {
      await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
      const button = page.getByRole('button', { name: 'Connect Wallet', exact: true }).first()
      for (const mode of ['Light', 'Dark'] as const) {
        await setTheme(page, mode)
        for (const accent of ['Portico', 'Violet', 'Emerald', 'Amber', 'Rose'] as const) {
          await page.getByRole('button', { name: accent, exact: true }).click()
          await page.waitForTimeout(250)
          const fill = await button.evaluate((element) => getComputedStyle(element).backgroundColor)
          if (accent === 'Amber') expect(fill).toBe('rgb(245, 158, 11)')
          if (accent === 'Portico')
            expect(fill).toBe(mode === 'Light' ? 'rgb(102, 125, 255)' : 'rgb(87, 115, 255)')
          expect(await seriousPageViolations(page), `${mode} ${accent}`).toEqual([])
          await button.click()
          await dialog(page, 'Connect Wallet')
            .getByRole('button', { name: 'MetaMask', exact: true })
            .waitFor()
          await page.waitForTimeout(300)
          expect(await seriousPageViolations(page), `${mode} ${accent} modal`).toEqual([])
          if (accent === 'Amber') await screenshot(page, `connect-amber-${mode.toLowerCase()}`)
          await page.keyboard.press('Escape')
          await expect.poll(() => dialog(page).count()).toBe(0)
        }
      }
    } finally {
      await close()
    }
  })

  for (const { name, viewport } of VIEWPORTS) {
    it(`has no serious axe violations on the ${name} page in both themes, disconnected and connected, modal closed and open`, async () => {
      const { page, close } = await openPage(browser, { viewport })
      await page.addInitScript({ content: walletScript })
      try {
        await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
        for (const mode of ['Light', 'Dark'] as const) {
          await setTheme(page, mode)
          expect(await seriousPageViolations(page)).toEqual([])
          await screenshot(page, `page-${name}-${mode.toLowerCase()}`)
          await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
          const connect = dialog(page, 'Connect Wallet')
          await connect.getByRole('button', { name: 'MetaMask', exact: true }).waitFor()
          await page.waitForTimeout(400)
          expect(await seriousPageViolations(page)).toEqual([])
          await screenshot(page, `page-${name}-connect-${mode.toLowerCase()}`)
          await page.keyboard.press('Escape')
          await expect.poll(() => dialog(page).count()).toBe(0)
        }

        await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
        await dialog(page, 'Connect Wallet')
          .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
          .click()
        await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
        await page.locator('button.portico-button[data-variant=account]', { hasText: /0x/ }).first().waitFor()

        for (const mode of ['Light', 'Dark'] as const) {
          await setTheme(page, mode)
          // The balance is in the account button once read; a phone-width header hides it.
          await page.getByText(/ETH/).first().waitFor({ state: 'attached' })
          expect(await seriousPageViolations(page)).toEqual([])
          await screenshot(page, `page-${name}-connected-${mode.toLowerCase()}`)
          await page.getByRole('button', { name: /0x/ }).first().click()
          const account = dialog(page, 'Account')
          await account.getByRole('tab', { name: 'Tokens' }).waitFor()
          await account.getByText('Ether', { exact: true }).waitFor()
          await page.waitForTimeout(400)
          expect(await seriousPageViolations(page)).toEqual([])
          await screenshot(page, `page-${name}-account-${mode.toLowerCase()}`)

          // The network list is a lazy view: it brings its own stylesheet into the shadow root.
          const before = await adoptedSheetCount(page)
          await account.getByRole('button', { name: 'Portico Devnet A' }).click()
          const networks = dialog(page, 'Select network').getByRole('list', { name: 'EVM Networks' })
          await networks.waitFor()
          await page.waitForTimeout(400)
          if (mode === 'Light') expect(await adoptedSheetCount(page)).toBeGreaterThan(before)
          const item = networks.getByRole('button', { name: 'Portico Devnet B', exact: true })
          expect(await item.evaluate((element) => getComputedStyle(element).paddingLeft)).toBe('10px')
          expect(await seriousPageViolations(page)).toEqual([])
          await screenshot(page, `page-${name}-networks-${mode.toLowerCase()}`)
          await page.keyboard.press('Escape')
          await page.keyboard.press('Escape')
          await expect.poll(() => dialog(page).count()).toBe(0)
        }
      } finally {
        await close()
      }
    })
  }
})

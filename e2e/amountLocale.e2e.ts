import { getDevWalletScript } from '@portico/devnet'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { RECEIVER, useBrowser } from './support/page.ts'
import { STACK } from './support/stack.ts'

// Issue 37: the amount fields of Send, Swap and Buy take and show the locale's decimal separator
// (German '1,5'), and a token amount keeps every digit (no float rounding); the locale's group separator
// groups digits and is never read as a decimal one (English '1,234' is 1234, never 1.234).

const browser = useBrowser()

const modal = (page: Page) => page.locator('portico-modal .card')

/** The Account's action tile for a feature (Buy, Swap, Receive, Send in the default order). */
async function openFeature(page: Page, index: number) {
  await modal(page).locator('.account-actions.features button').nth(index).click()
}

/** Connects the dev wallet in `locale` (its Connect button reads `connect`) and opens the Account. */
async function openAccount(page: Page, locale: string, connect: string) {
  await page.addInitScript({
    content: await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } }),
  })
  await page.goto(`${STACK.demoUrl}?locale=${locale}`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: connect }).first().click()
  await dialog(page).getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
  await expect.poll(() => dialog(page).count(), { timeout: 30_000 }).toBe(0)
  await page.getByRole('button', { name: /0x/ }).first().click()
  await modal(page).locator('.token-row[data-symbol="PUSD"]').waitFor()
}

async function back(page: Page) {
  await page.keyboard.press('Escape')
  await page.waitForTimeout(300)
}

describe('amounts in the locale (issue 37)', () => {
  it('German: Send, Swap and Buy take and show "1,5"; the review keeps 18 decimals', {
    timeout: 120_000,
  }, async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 800 } })
    try {
      await openAccount(page, 'de', 'Wallet verbinden')

      // Send
      await openFeature(page, 3)
      const amount = modal(page).locator('.amount-input')
      await amount.pressSequentially('1,5')
      expect(await amount.inputValue()).toBe('1,5')
      expect(await modal(page).locator('.field-error').count()).toBe(0)
      await amount.fill('0,000000000000000001')
      expect(await amount.inputValue()).toBe('0,000000000000000001')
      await modal(page).locator('textarea').fill(RECEIVER)
      await page.waitForTimeout(300)
      await screenshot(page, 'amount-locale-send-de')
      await modal(page).locator('.send-submit').click()
      await modal(page).getByText('0,000000000000000001 ETH').waitFor({ timeout: 15_000 })
      await back(page)
      expect(await modal(page).locator('.amount-input').inputValue()).toBe('0,000000000000000001')
      await back(page)

      // Swap
      await openFeature(page, 1)
      const pay = modal(page).locator('input.swap-amount').first()
      await pay.pressSequentially('1,5')
      expect(await pay.inputValue()).toBe('1,5')
      expect(await pay.getAttribute('aria-invalid')).toBe('false')
      await page.waitForTimeout(300)
      await screenshot(page, 'amount-locale-swap-de')
      await back(page)

      // Buy
      await openFeature(page, 0)
      const buy = modal(page).locator('.buy-amount')
      await buy.fill('')
      await buy.pressSequentially('25,5')
      expect(await buy.inputValue()).toBe('25,5')
      await page.waitForTimeout(300)
      await screenshot(page, 'amount-locale-buy-de')
    } finally {
      await close()
    }
  })

  it('English: "1,234" sends 1234, "1,5" is an invalid amount, not 1.5', { timeout: 120_000 }, async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 390, height: 844 } })
    try {
      await openAccount(page, 'en', 'Connect Wallet')

      await openFeature(page, 3)
      const amount = modal(page).locator('.amount-input')
      await amount.pressSequentially('1,5')
      await modal(page).locator('.field-error', { hasText: 'Invalid amount' }).waitFor()
      await amount.fill('')
      await amount.pressSequentially('1,234')
      expect(await amount.inputValue()).toBe('1,234')
      await modal(page).locator('textarea').fill(RECEIVER)
      await page.waitForTimeout(300)
      expect(await modal(page).locator('.field-error').count()).toBe(0)
      await screenshot(page, 'amount-locale-send-en-grouped')
      await modal(page).locator('.send-submit').click()
      await modal(page).getByText('1234 ETH', { exact: true }).waitFor({ timeout: 15_000 })
    } finally {
      await close()
    }
  })
})

import { getDevWalletScript, SOLANA_DEVNET_NAME } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

// Issue 37: the EVM namespace's name in the Wallets view and in SwitchActiveChain's texts comes from the
// locale's catalogue, as the network list's does: no English "EVM Networks" under German or Arabic.

const NAMES = { de: 'EVM-Netzwerke', ar: 'شبكات EVM' } as const

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const modalText = (page: Page) =>
  page.evaluate(
    () => document.querySelector('portico-modal')?.shadowRoot?.querySelector('.card')?.textContent ?? '',
  )

async function setLocale(page: Page, locale: string) {
  await page.locator('#panel-language').selectOption(locale)
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.querySelector('portico-modal')?.shadowRoot?.querySelector('.root')?.getAttribute('lang'),
      ),
    )
    .toBe(locale)
  await page.waitForTimeout(300)
}

describe('the EVM namespace’s name in every locale (issue 37)', () => {
  it('Wallets and SwitchActiveChain say it in German and Arabic', { timeout: 120_000 }, async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    try {
      await page.route(/\/appkit\/v1\/config/, async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as { features: Record<string, unknown> }
        await route.fulfill({
          response,
          json: { ...body, features: { ...body.features, multiWallet: true } },
        })
      })
      await page.addInitScript({
        content: await getDevWalletScript({
          config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls, solanaRpcUrl: STACK.solanaRpcUrl },
        }),
      })
      await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
        .click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      await page
        .locator('button.portico-button[data-variant=account]', { hasText: /^Portico Devnet/ })
        .click()
      await dialog(page, 'Select network')
        .getByRole('list', { name: 'Solana' })
        .getByRole('button', { name: SOLANA_DEVNET_NAME, exact: true })
        .click()
      await dialog(page, 'Switch Chain').getByRole('button', { name: 'Connect a Solana wallet' }).click()
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
        .click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)

      // Wallets: the EVM section's title.
      await page.locator('button.portico-button[data-variant=account]').last().click()
      await dialog(page, 'Account').getByRole('button', { name: 'Wallets' }).click()
      const wallets = dialog(page, 'Wallets')
      await wallets.getByRole('region', { name: 'EVM Networks' }).waitFor()
      for (const locale of ['de', 'ar'] as const) {
        await setLocale(page, locale)
        await dialog(page).getByRole('region', { name: NAMES[locale] }).waitFor()
        expect(await modalText(page)).not.toContain('EVM Networks')
        await screenshot(page, `namespace-names-wallets-${locale}`)
      }

      // SwitchActiveChain: the EVM account disconnected, an EVM network is chosen.
      await setLocale(page, 'en')
      await wallets
        .getByRole('region', { name: 'EVM Networks' })
        .getByRole('button', { name: 'Disconnect Portico Dev Wallet' })
        .click()
      await wallets
        .getByRole('region', { name: 'EVM Networks' })
        .getByRole('button', { name: 'Reconnect' })
        .waitFor()
      await wallets.getByRole('button', { name: 'Close' }).click()
      await expect.poll(() => dialog(page).count()).toBe(0)
      await page
        .locator('button.portico-button[data-variant=account]', { hasText: /^Portico Solana Devnet/ })
        .click()
      await dialog(page, 'Select network')
        .getByRole('list', { name: 'EVM Networks' })
        .getByRole('button', { name: 'Portico Devnet A', exact: true })
        .click()
      await dialog(page, 'Switch Chain').getByText('Switch to EVM Networks').waitFor()
      for (const locale of ['de', 'ar'] as const) {
        await setLocale(page, locale)
        const text = await modalText(page)
        expect(text).not.toContain('EVM Networks')
        expect(text).toContain(NAMES[locale])
        await screenshot(page, `namespace-names-switch-${locale}`)
      }
    } finally {
      await close()
    }
  })
})

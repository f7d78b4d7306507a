import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import {
  connectDevWallet,
  connectSolanaToo,
  openDemoWithMultiWallet,
  setModalLocale,
  useBrowser,
} from './support/page.ts'

// Issue 37: the EVM namespace's name in the Wallets view and in SwitchActiveChain's texts comes from the
// locale's catalogue, as the network list's does: no English "EVM Networks" under German or Arabic.

const NAMES = { de: 'EVM-Netzwerke', ar: 'شبكات EVM' } as const

const browser = useBrowser()

const modalText = (page: Page) =>
  page.evaluate(
    () => document.querySelector('portico-modal')?.shadowRoot?.querySelector('.card')?.textContent ?? '',
  )

describe('the EVM namespace’s name in every locale (issue 37)', () => {
  it('Wallets and SwitchActiveChain say it in German and Arabic', { timeout: 120_000 }, async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 800 } })
    try {
      await openDemoWithMultiWallet(page)
      await connectDevWallet(page)
      await connectSolanaToo(page)

      // Wallets: the EVM section's title.
      await page.locator('button.portico-button[data-variant=account]').last().click()
      await dialog(page, 'Account').getByRole('button', { name: 'Wallets' }).click()
      const wallets = dialog(page, 'Wallets')
      await wallets.getByRole('region', { name: 'EVM Networks' }).waitFor()
      for (const locale of ['de', 'ar'] as const) {
        await setModalLocale(page, locale)
        await dialog(page).getByRole('region', { name: NAMES[locale] }).waitFor()
        expect(await modalText(page)).not.toContain('EVM Networks')
        await screenshot(page, `namespace-names-wallets-${locale}`)
      }

      // SwitchActiveChain: the EVM account disconnected, an EVM network is chosen.
      await setModalLocale(page, 'en')
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
        await setModalLocale(page, locale)
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

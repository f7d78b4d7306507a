import { shortenName } from '@portico/core'
import { DEV_ACCOUNTS, getDevWalletScript, SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET_NAME } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

const [solanaAccount] = SOLANA_DEV_ACCOUNTS
const evmAccount = DEV_ACCOUNTS[3]!

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const networkButton = (page: Page) =>
  page.locator('button.portico-button[data-variant=account]', { hasText: /^Portico (Solana )?Devnet/ })

describe('ProfileWallets (docs/rules/screens.md, states.md connection status per connector; remote feature multiWallet)', () => {
  it('lists the EVM and Solana connections as connected, disconnects one and offers to reconnect it', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    try {
      // The project's remote features with multiWallet on (the server's own answer, one flag changed).
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
      await page.evaluate(() =>
        (
          window as never as { porticoDevWallet: { selectAccount(i: number): void } }
        ).porticoDevWallet.selectAccount(3),
      )
      await page.getByRole('button', { name: 'Light', exact: true }).click()
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
        .click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      await networkButton(page).click()
      await dialog(page, 'Select network')
        .getByRole('list', { name: 'Solana' })
        .getByRole('button', { name: SOLANA_DEVNET_NAME, exact: true })
        .click()
      await dialog(page, 'Switch Chain').getByRole('button', { name: 'Connect a Solana wallet' }).click()
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
        .click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)

      await page
        .getByRole('button', { name: new RegExp(shortenName(solanaAccount!.address)) })
        .first()
        .click()
      await dialog(page, 'Account').getByRole('button', { name: 'Wallets' }).click()
      const wallets = dialog(page, 'Wallets')
      const evm = wallets.getByRole('region', { name: 'EVM Networks' })
      const solana = wallets.getByRole('region', { name: 'Solana' })
      await evm.getByText(`Connected · ${shortenName(evmAccount.address)}`).waitFor()
      await solana.getByText(`Connected · ${shortenName(solanaAccount!.address)}`).waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'profile-wallets-light-390')
      expect(await seriousModalViolations(page)).toEqual([])

      await wallets.getByRole('button', { name: 'Close' }).click()
      await expect.poll(() => dialog(page).count()).toBe(0)
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      await page
        .getByRole('button', { name: new RegExp(shortenName(solanaAccount!.address)) })
        .first()
        .click()
      await dialog(page, 'Account').getByRole('button', { name: 'Wallets' }).click()
      await evm.getByRole('button', { name: 'Disconnect Portico Dev Wallet' }).click()
      await evm.getByText(`Disconnected · ${shortenName(evmAccount.address)}`).waitFor()
      await evm.getByRole('button', { name: 'Reconnect' }).waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'profile-wallets-disconnected-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])
    } finally {
      await close()
    }
  })
})

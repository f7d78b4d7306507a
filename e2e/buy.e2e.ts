import { parseTokenAmount, type TokenBalance } from '@portico/core'
import { DEV_ACCOUNTS, getDevWalletScript } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { STACK } from './support/stack.ts'

// The devnet deploys no USDC; its dollar token is Portico USD (PUSD), which the sandbox sells.
const buyer = DEV_ACCOUNTS[0]!

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const dialog = (page: Page, name?: string) =>
  page.getByRole('dialog', name ? { name, exact: true } : undefined)

async function pusd(address: string): Promise<bigint> {
  const url = `${STACK.apiUrl}/v1/account/${address}/balance?currency=usd&chainId=eip155:31337&forceUpdate=true`
  const { balances } = (await (await fetch(url)).json()) as { balances: TokenBalance[] }
  const balance = balances.find((candidate) => candidate.symbol === 'PUSD')
  return balance ? parseTokenAmount(balance.quantity.numeric, Number(balance.quantity.decimals)) : 0n
}

async function openBuy(page: Page, theme: 'Light' | 'Dark') {
  await page.addInitScript({
    content: await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } }),
  })
  await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: theme, exact: true }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
  await page.getByRole('button', { name: /0x/ }).first().click()
  const account = dialog(page, 'Account')
  await account.getByRole('button', { name: 'Buy', exact: true }).click()
  const buy = dialog(page, 'Buy crypto')
  await buy.getByRole('radio', { name: /Portico Sandbox/ }).waitFor()
  return buy
}

describe('buy crypto through the sandbox onramp (SPEC §2, §3, §7, §9, issue 18)', () => {
  it('buys 50 USD of PUSD with the test card and sees it arrive in Tokens', async () => {
    const { page, close } = await openPage(browser)
    try {
      const before = await pusd(buyer.address)
      const buy = await openBuy(page, 'Light')
      expect(await buy.getByText('Fee 1-2%').count()).toBe(1)
      expect(await buy.getByLabel('You buy').inputValue()).toBe('PUSD')
      expect(await buy.getByLabel('Network').inputValue()).toBe('eip155:31337')
      await buy.getByText('Min 10.00 · Max 7500.00 USD').waitFor()
      await buy.getByLabel('You pay').fill('5')
      await buy.getByRole('button', { name: 'Minimum is 10.00 USD' }).waitFor()
      await page.waitForTimeout(200)
      await screenshot(page, 'buy-1-below-min-light')
      await buy.getByLabel('You pay').fill('50')
      await buy.locator('.buy-details').getByText('49.25 PUSD').waitFor({ timeout: 15_000 })
      await page.waitForTimeout(200)
      await screenshot(page, 'buy-2-quoted-light')
      expect(await seriousModalViolations(page)).toEqual([])

      const [checkout] = await Promise.all([
        page.context().waitForEvent('page'),
        buy.getByRole('button', { name: 'Continue with Portico Sandbox' }).click(),
      ])
      await checkout.waitForURL(/\/onramp\/sandbox\/checkout\//)
      await checkout.getByText('SANDBOX — test mode').waitFor()
      await dialog(page, 'Buy crypto').getByText('Waiting for 49.25 PUSD to arrive').waitFor()
      await screenshot(page, 'buy-3-pending-light')
      await checkout.setViewportSize({ width: 390, height: 844 })
      await screenshot(checkout, 'buy-4-checkout-390')
      await checkout.getByLabel('Card number').fill('4000 0000 0000 0002')
      await checkout.getByRole('button', { name: /^Pay 50/ }).click()
      await checkout.getByText('The sandbox accepts only the test card').waitFor()
      await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
      await checkout.getByLabel('Expiry').fill('12/34')
      await checkout.getByLabel('CVC').fill('123')
      await checkout.getByRole('button', { name: /^Pay 50/ }).click()
      await checkout
        .getByText(/Payment received\. 49\.25 PUSD sent to your wallet/)
        .waitFor({ timeout: 30_000 })
      await screenshot(checkout, 'buy-5-checkout-paid-390')
      await checkout.close()

      const account = dialog(page, 'Account')
      await account.waitFor({ timeout: 30_000 })
      await page.getByText('49.25 PUSD arrived in your wallet').waitFor()
      expect((await pusd(buyer.address)) - before).toBe(49_250_000n)
      const row = account.locator('.token-row[data-symbol="PUSD"] .token-quantity')
      await expect.poll(async () => (await row.textContent())?.trim()).toMatch(/PUSD$/)
      await page.waitForTimeout(300)
      await screenshot(page, 'buy-6-arrived-light')
    } finally {
      await close()
    }
  })

  it('dark theme at 390 px: the form and its limits', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    try {
      const buy = await openBuy(page, 'Dark')
      await buy.getByLabel('You pay').fill('8000')
      await buy.getByRole('button', { name: 'Maximum is 7500.00 USD' }).waitFor()
      await buy.getByLabel('You pay').fill('100')
      await buy.locator('.buy-details').getByText('98.5 PUSD').waitFor({ timeout: 15_000 })
      await page.waitForTimeout(300)
      await screenshot(page, 'buy-2-quoted-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])
    } finally {
      await close()
    }
  })
})

import { parseTokenAmount, type TokenBalance } from '@portico/core'
import { DEV_ACCOUNTS, getDevWalletScript } from '@portico/devnet'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

// The devnet's USDC (6 decimals) is the onramp's default purchase currency (docs/rules/limits.md).
const buyer = DEV_ACCOUNTS[0]!

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The buyer's balance of a token as the server reads it from the chain now, in smallest units. */
async function balanceOf(address: string, symbol: string): Promise<bigint> {
  const url = `${STACK.apiUrl}/v1/account/${address}/balance?currency=usd&chainId=eip155:31337&forceUpdate=true`
  const { balances } = (await (await fetch(url)).json()) as { balances: TokenBalance[] }
  const balance = balances.find((candidate) => candidate.symbol === symbol)
  return balance ? parseTokenAmount(balance.quantity.numeric, Number(balance.quantity.decimals)) : 0n
}

/** A Tokens-tab quantity such as '10,050.000 USDC' as a number. */
async function shownQuantity(account: Locator, symbol: string): Promise<number> {
  const row = account.locator(`.token-row[data-symbol="${symbol}"] .token-quantity`)
  await row.waitFor()
  const text = (await row.textContent())?.trim() ?? ''
  expect(text).toMatch(new RegExp(`^[\\d,.]+ ${symbol}$`))
  return Number(text.replace(/[^\d.]/g, ''))
}

async function openBuy(page: Page, theme: 'Light' | 'Dark') {
  await page.addInitScript({
    content: await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } }),
  })
  await page.goto(STACK.demoUrl, { waitUntil: 'networkidle', timeout: 120_000 })
  await page.getByRole('button', { name: theme, exact: true }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await expect.poll(() => dialog(page).count(), { timeout: 60_000 }).toBe(0)
  await page.getByRole('button', { name: /0x/ }).first().click()
  const account = dialog(page, 'Account')
  const before = await shownQuantity(account, 'USDC')
  await account.getByRole('button', { name: 'Buy', exact: true }).click()
  const buy = dialog(page, 'Buy crypto')
  await buy.getByRole('radio', { name: /Portico Sandbox/ }).waitFor()
  return { buy, before }
}

describe('buy crypto through the sandbox onramp (docs/rules/screens.md, entities.md, api.md, limits.md, issue 18)', () => {
  it('buys 50 USDC with the test card and sees exactly +50 USDC in Tokens', async () => {
    const { page, close } = await openPage(browser)
    try {
      const serverBefore = await balanceOf(buyer.address, 'USDC')
      const { buy, before } = await openBuy(page, 'Light')
      // The range reads left to right in every language (isolated: LRI … PDI).
      expect(await buy.getByText(/^Fee \u20661-2%\u2069$/).count()).toBe(1)
      // docs/rules/limits.md: USDC paid in USD unless the visitor picks otherwise.
      await buy.getByRole('button', { name: 'Purchase currency: USDC' }).waitFor()
      await buy.getByRole('button', { name: 'Payment currency: USD' }).waitFor()
      expect(await buy.getByLabel('Network').inputValue()).toBe('eip155:31337')
      await buy.getByText('Min 10.00 · Max 7500.00 USD').waitFor()
      await buy.getByLabel('You pay').fill('5')
      await buy.getByRole('button', { name: 'Minimum is 10.00 USD' }).waitFor()
      await page.waitForTimeout(200)
      await screenshot(page, 'buy-1-below-min-light')
      // The sandbox keeps 1.5 % of the payment (docs/rules/limits.md's 1-2 % range): 50.77 USD buys 50 USDC.
      await buy.getByLabel('You pay').fill('50.77')
      await buy.locator('.buy-details').getByText('50 USDC').waitFor({ timeout: 15_000 })
      await page.waitForTimeout(200)
      await screenshot(page, 'buy-2-quoted-light')
      expect(await seriousModalViolations(page).then(JSON.stringify)).toBe('[]')

      const [checkout] = await Promise.all([
        page.context().waitForEvent('page'),
        buy.getByRole('button', { name: 'Continue with Portico Sandbox' }).click(),
      ])
      await checkout.waitForURL(/\/onramp\/sandbox\/checkout\//)
      await checkout.getByText('SANDBOX — test mode').waitFor()
      await dialog(page, 'Buy crypto').getByText('Waiting for 50 USDC to arrive').waitFor()
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
      await checkout.getByText(/Payment received\. 50 USDC sent to your wallet/).waitFor({ timeout: 30_000 })
      await screenshot(checkout, 'buy-5-checkout-paid-390')
      await checkout.close()

      const account = dialog(page, 'Account')
      await account.waitFor({ timeout: 30_000 })
      await page.getByText('50 USDC arrived in your wallet').waitFor()
      expect((await balanceOf(buyer.address, 'USDC')) - serverBefore).toBe(50_000_000n)
      await expect.poll(() => shownQuantity(account, 'USDC')).toBe(before + 50)
      await page.waitForTimeout(300)
      await screenshot(page, 'buy-6-arrived-light')
    } finally {
      await close()
    }
  }, 240_000)

  it('OnRampTokenSelect: search, keyboard, empty state; picks PUSD then USDC (docs/rules/screens.md, entities.md options)', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    try {
      const { buy } = await openBuy(page, 'Light')
      await buy.getByRole('button', { name: 'Purchase currency: USDC' }).click()
      const select = dialog(page, 'Select currency')
      const options = select.getByRole('list', { name: 'Purchase currency' })
      await options.getByRole('button', { name: /USD Coin/ }).waitFor()
      expect(await options.locator('.token-main').allTextContents()).toEqual([
        'USD CoinUSDC · Portico Devnet A, Portico Devnet B',
        'Portico USDPUSD · Portico Devnet A, Portico Devnet B',
      ])
      expect(await options.getByRole('button', { name: /USD Coin/ }).getAttribute('aria-current')).toBe(
        'true',
      )
      await page.waitForTimeout(200)
      await screenshot(page, 'buy-token-select-light-390')
      const search = select.getByRole('searchbox', { name: 'Search currency' })
      await search.fill('doge')
      await select.getByText('No currency found').waitFor()
      await screenshot(page, 'buy-token-select-empty-light-390')
      // Keyboard: the arrow keys move from the search field into the list, Enter chooses.
      await search.fill('')
      await search.focus()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      expect(await options.locator('button:focus').textContent()).toContain('Portico USD')
      await page.keyboard.press('Enter')
      await buy.getByRole('button', { name: 'Purchase currency: PUSD' }).waitFor()
      await buy.getByLabel('You pay').fill('50')
      await buy.locator('.buy-details').getByText('49.25 PUSD').waitFor({ timeout: 15_000 })
      // Enter in the search field takes the first match.
      await buy.getByRole('button', { name: 'Purchase currency: PUSD' }).click()
      await dialog(page, 'Select currency').getByRole('searchbox', { name: 'Search currency' }).fill('coin')
      await page.keyboard.press('Enter')
      await buy.getByRole('button', { name: 'Purchase currency: USDC' }).waitFor()
      await buy.locator('.buy-details').getByText('49.25 USDC').waitFor({ timeout: 15_000 })
      // The payment currency comes from the same options.
      await buy.getByRole('button', { name: 'Payment currency: USD' }).click()
      const payment = dialog(page, 'Select currency').getByRole('list', { name: 'Payment currency' })
      expect(await payment.locator('.token-main').allTextContents()).toEqual([
        'USDMin 10.00 · Max 7500.00 USD',
      ])
      expect(await seriousModalViolations(page).then(JSON.stringify)).toBe('[]')
    } finally {
      await close()
    }
  }, 240_000)

  it('dark theme at 390 px: the form, its limits and the currency picker', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    try {
      const { buy } = await openBuy(page, 'Dark')
      await buy.getByLabel('You pay').fill('8000')
      await buy.getByRole('button', { name: 'Maximum is 7500.00 USD' }).waitFor()
      await buy.getByLabel('You pay').fill('100')
      await buy.locator('.buy-details').getByText('98.5 USDC').waitFor({ timeout: 15_000 })
      await page.waitForTimeout(300)
      await screenshot(page, 'buy-2-quoted-dark-390')
      expect(await seriousModalViolations(page).then(JSON.stringify)).toBe('[]')
      await buy.getByRole('button', { name: 'Purchase currency: USDC' }).click()
      await dialog(page, 'Select currency')
        .getByRole('button', { name: /Portico USD/ })
        .waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'buy-token-select-dark-390')
      expect(await seriousModalViolations(page).then(JSON.stringify)).toBe('[]')
    } finally {
      await close()
    }
  }, 240_000)
})

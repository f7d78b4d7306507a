import { formatTokenAmount } from '@portico/core'
import { DEV_ACCOUNTS, getDevWalletScript } from '@portico/devnet'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { serverBalances, units } from './support/balances.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

const trader = DEV_ACCOUNTS[0]!

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function connect(page: Page, theme: 'Light' | 'Dark') {
  await page.addInitScript({
    content: await getDevWalletScript({
      config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls },
    }),
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
  await account.waitFor()
  return account
}

/** From Account to a quoted 10 PUSD → PDAI form. */
async function fillSwap(page: Page, account: Locator, theme: string): Promise<Locator> {
  await account.getByRole('button', { name: 'Swap', exact: true }).waitFor()
  const features = await account.locator('.account-actions').first().getByRole('button').allInnerTexts()
  expect(features.map((text) => text.trim())).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  await account.getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = dialog(page, 'Swap')
  await swap.getByRole('button', { name: 'Select token: ETH' }).waitFor()
  await page.waitForTimeout(300)
  await screenshot(page, `swap-1-empty-${theme}`)
  await swap.getByRole('button', { name: 'Select token: ETH' }).click()
  const picker = dialog(page, 'Select token')
  await picker
    .getByRole('list', { name: 'Your tokens' })
    .getByRole('button', { name: /Portico USD/ })
    .waitFor()
  await page.waitForTimeout(300)
  await screenshot(page, `swap-2-select-token-${theme}`)
  expect(await seriousModalViolations(page)).toEqual([])
  await picker.getByRole('searchbox', { name: 'Search token' }).fill('pusd')
  await picker.getByRole('button', { name: /Portico USD/ }).click()
  await swap.getByRole('button', { name: 'Select token: PUSD' }).waitFor()
  await swap.getByLabel('Select token', { exact: true }).click()
  await dialog(page, 'Select token')
    .getByRole('button', { name: /Portico DAI/ })
    .click()
  await swap.getByRole('button', { name: 'Select token: PDAI' }).waitFor()
  await swap.getByLabel('You pay').fill('99999999')
  await swap.getByRole('button', { name: 'Insufficient balance' }).waitFor()
  await page.waitForTimeout(200)
  await screenshot(page, `swap-3-insufficient-${theme}`)
  await swap.getByLabel('You pay').fill('10')
  await swap.getByRole('button', { name: 'Review swap' }).waitFor({ timeout: 15_000 })
  await page.waitForTimeout(300)
  await screenshot(page, `swap-4-quoted-${theme}`)
  expect(await seriousModalViolations(page)).toEqual([])
  return swap
}

describe('swap through the modal on the devnet AMM (docs/rules/screens.md, permissions.md, api.md, limits.md, issue 18)', () => {
  it('swaps 10 PUSD for PDAI with an exact approval; balances move as quoted', async () => {
    const { page, close } = await openPage(browser)
    try {
      const account = await connect(page, 'Light')
      const before = await serverBalances(trader.address)
      const swap = await fillSwap(page, account, 'light')

      const quote = (await (
        await fetch(
          `${STACK.apiUrl}/v1/convert/quotes?${new URLSearchParams({
            amount: '10000000',
            from: `eip155:31337:${(await tokenAddress('PUSD'))!}`,
            to: `eip155:31337:${(await tokenAddress('PDAI'))!}`,
          })}`,
        )
      ).json()) as { quotes: { toAmount: string }[] }
      const toAmount = BigInt(quote.quotes[0]!.toAmount)
      const minimum = (toAmount * 9_900n) / 10_000n
      const details = swap.locator('.swap-details')
      await expect.poll(() => details.innerText()).toContain('1%')
      expect(await details.innerText()).toContain(`${formatTokenAmount(minimum, 18).slice(0, 5)}`)

      await swap.getByRole('button', { name: 'Review swap' }).click()
      const preview = dialog(page, 'Review swap')
      const approve = preview.getByRole('button', { name: 'Approve PUSD' })
      await approve.waitFor({ timeout: 15_000 })
      await preview.getByText('approve exactly 10 PUSD').waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'swap-5-approve-light')
      expect(await seriousModalViolations(page)).toEqual([])
      await approve.click()
      const confirm = preview.getByRole('button', { name: 'Swap', exact: true })
      await confirm.waitFor({ timeout: 30_000 })
      const allowance = (await (
        await fetch(
          `${STACK.apiUrl}/v1/convert/allowance?${new URLSearchParams({
            tokenAddress: `eip155:31337:${(await tokenAddress('PUSD'))!}`,
            userAddress: `eip155:31337:${trader.address}`,
          })}`,
        )
      ).json()) as { allowance: string }
      expect(allowance.allowance).toBe('10000000')
      await page.waitForTimeout(300)
      await screenshot(page, 'swap-6-confirm-light')
      await confirm.click()
      await dialog(page, 'Account').waitFor({ timeout: 30_000 })
      await page.getByText(/^Swapped 10 PUSD for/).waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'swap-7-done-light')

      const after = await serverBalances(trader.address)
      expect(units(before.PUSD) - units(after.PUSD)).toBe(10_000_000n)
      const received = units(after.PDAI) - units(before.PDAI)
      expect(received >= minimum && received <= toAmount).toBe(true)
    } finally {
      await close()
    }
  })

  it('dark theme at 390 px: token picker, insufficient balance, the quote and the preview', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    try {
      const account = await connect(page, 'Dark')
      const swap = await fillSwap(page, account, 'dark-390')
      await swap.getByRole('button', { name: 'Review swap' }).click()
      const preview = dialog(page, 'Review swap')
      const approve = preview.getByRole('button', { name: 'Approve PUSD' })
      await approve.waitFor({ timeout: 15_000 })
      await page.waitForTimeout(300)
      await screenshot(page, 'swap-5-preview-dark-390')
      // Declining in the wallet keeps the preview and says so.
      await page.evaluate(() =>
        (
          window as unknown as { porticoDevWallet: { setAutoApprove(mode: unknown): void } }
        ).porticoDevWallet.setAutoApprove('reject'),
      )
      await approve.click()
      await preview.getByRole('alert').getByText('Rejected in wallet').waitFor({ timeout: 15_000 })
      await page.waitForTimeout(200)
      await screenshot(page, 'swap-6-rejected-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])
      await preview.getByRole('button', { name: 'Cancel' }).click()
      await swap.getByRole('button', { name: 'Review swap' }).waitFor()

      // A quote on its way, then a pair without a route (the server's 400 'No swap route…').
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route(/\/v1\/convert\/quotes/, async (route) => {
        await held
        await route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 400,
            error: 'Bad Request',
            message: 'No swap route from PUSD to PDAI',
          }),
        })
      })
      await swap.getByLabel('You pay').fill('11')
      await swap.getByRole('button', { name: 'Getting quote…' }).waitFor()
      await page.waitForTimeout(200)
      await screenshot(page, 'swap-7-loading-quote-dark-390')
      release()
      await swap.getByRole('button', { name: 'No route found' }).waitFor()
      await page.waitForTimeout(200)
      await screenshot(page, 'swap-8-no-route-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])
    } finally {
      await close()
    }
  })

  it("a network the server does not swap on shows 'Network not supported for Swaps' (docs/rules/errors.md)", async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    try {
      const account = await connect(page, 'Dark')
      await page.route(/\/v1\/convert\/tokens/, (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 400,
            error: 'Bad Request',
            message: 'Network not supported for Swaps',
          }),
        }),
      )
      await account.getByRole('button', { name: 'Swap', exact: true }).click()
      const swap = dialog(page, 'Swap')
      await swap.getByRole('alert').getByText('Network not supported for Swaps').waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'swap-unsupported-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])
      await swap.getByRole('button', { name: 'Switch network' }).click()
      await dialog(page, 'Select network').waitFor()
    } finally {
      await close()
    }
  })
})

async function tokenAddress(symbol: string): Promise<string | undefined> {
  const { tokens } = (await (
    await fetch(`${STACK.apiUrl}/v1/convert/tokens?chainId=eip155:31337`)
  ).json()) as {
    tokens: { symbol: string; address: string }[]
  }
  return tokens.find((token) => token.symbol === symbol)?.address.split(':')[2]
}

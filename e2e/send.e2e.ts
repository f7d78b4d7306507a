import { formatBalance, shortenName } from '@portico/core'
import { DEV_ACCOUNTS, getDevWalletScript } from '@portico/devnet'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { serverBalances, units } from './support/balances.ts'
import { openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { RECEIVER, useBrowser } from './support/page.ts'
import { STACK } from './support/stack.ts'

const [sender, receiver] = DEV_ACCOUNTS
const browser = useBrowser()

async function tokenQuantity(account: Locator, symbol: string): Promise<string> {
  const row = account.locator(`.token-row[data-symbol="${symbol}"]`)
  await row.waitFor()
  return (await row.locator('.token-quantity').textContent())?.trim() ?? ''
}

async function openAccount(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /0x/ }).first().click()
  const account = dialog(page, 'Account')
  await account.waitFor()
  return account
}

/** Walks the send flow up to the preview: token PUSD, 1.5, the second dev account. */
async function fillSend(page: Page, theme: string): Promise<Locator> {
  const account = dialog(page, 'Account')
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await send.getByRole('button', { name: 'Select token: ETH' }).waitFor()
  await page.waitForTimeout(300)
  await screenshot(page, `send-1-form-${theme}`)
  expect(await seriousModalViolations(page)).toEqual([])
  await send.getByRole('button', { name: /^Select token/ }).click()
  const picker = dialog(page, 'Select token')
  await picker.waitFor()
  await picker.getByRole('button', { name: /Portico USD/ }).waitFor()
  await page.waitForTimeout(300)
  await screenshot(page, `send-2-select-token-${theme}`)
  await picker.getByRole('button', { name: /Portico USD/ }).click()
  await send.getByRole('button', { name: 'Select token: PUSD' }).waitFor()
  await send.getByLabel('Amount', { exact: true }).fill('1.5')
  await send.getByLabel('To', { exact: true }).fill('0x1234')
  expect(await send.getByRole('button', { name: 'Invalid address' }).isDisabled()).toBe(true)
  await send.getByLabel('To', { exact: true }).fill(RECEIVER)
  await page.waitForTimeout(300)
  await screenshot(page, `send-3-filled-${theme}`)
  await send.getByRole('button', { name: 'Review send' }).click()
  const preview = dialog(page, 'Review send')
  await preview.getByText('1.5 PUSD').waitFor()
  await preview.locator('.preview-details dd').first().getByText('ETH').waitFor({ timeout: 15_000 })
  await page.waitForTimeout(300)
  await screenshot(page, `send-4-preview-${theme}`)
  expect(await seriousModalViolations(page)).toEqual([])
  return preview
}

describe('balances, NFTs and send in the Account view (docs/rules/screens.md, states.md, validation.md, issue 6)', () => {
  it('shows ETH and PUSD floored, sends 1.5 PUSD, returns to Account, and lists the NFTs', async () => {
    const { page, close } = await openPage(browser())
    try {
      await page.addInitScript({
        content: await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } }),
      })
      await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Light', exact: true }).click()
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      const connect = dialog(page, 'Connect Wallet')
      await connect.getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)

      const before = await serverBalances(sender!.address)
      const receiverBefore = await serverBalances(receiver!.address)
      let account = await openAccount(page)
      expect(await tokenQuantity(account, 'ETH')).toBe(`${formatBalance(before.ETH!.quantity.numeric)} ETH`)
      expect(await tokenQuantity(account, 'PUSD')).toBe(
        `${formatBalance(before.PUSD!.quantity.numeric)} PUSD`,
      )
      expect(await tokenQuantity(account, 'PUSD')).toMatch(/^\d+\.\d{3} PUSD$/)
      await page.waitForTimeout(400)
      await screenshot(page, 'tokens-light')
      expect(await seriousModalViolations(page)).toEqual([])

      const preview = await fillSend(page, 'light')
      await preview.getByRole('button', { name: 'Send', exact: true }).click()
      account = dialog(page, 'Account')
      await account.waitFor({ timeout: 30_000 })
      await page.getByText('Sent 1.5 PUSD').waitFor()
      await account.locator('.token-row[data-symbol="PUSD"]').waitFor()
      await page.waitForTimeout(400)
      await screenshot(page, 'send-5-sent-light')

      const after = await serverBalances(sender!.address)
      const receiverAfter = await serverBalances(receiver!.address)
      expect(units(before.PUSD) - units(after.PUSD)).toBe(1_500_000n)
      expect(units(receiverAfter.PUSD) - units(receiverBefore.PUSD)).toBe(1_500_000n)
      await expect
        .poll(() => tokenQuantity(account, 'PUSD'))
        .toBe(`${formatBalance(after.PUSD!.quantity.numeric)} PUSD`)
      // Account replaced the send flow: going back closes the modal instead of reopening the preview.
      await page
        .getByRole('button', { name: 'Back' })
        .count()
        .then((count) => expect(count).toBe(0))

      await account.getByRole('tab', { name: 'NFTs' }).click()
      await account.locator('.nft-card img').first().waitFor()
      expect(await account.locator('.nft-card').count()).toBeGreaterThan(0)
      expect(await account.locator('.nft-name').first().textContent()).toMatch(/^Portico Tile #\d+$/)
      await page.waitForTimeout(400)
      await screenshot(page, 'nfts-light')

      // Activity (docs/rules/entities.md transactions by year then month): the send is at the top of this month's group
      // at once (an optimistic entry), then as the server's own indexer lists it under the same hash.
      const now = new Date()
      const month = `${now.toLocaleString('en-US', { month: 'long' })} ${now.getFullYear()}`
      await account.getByRole('tab', { name: 'Activity' }).click()
      const activity = account.getByRole('region', { name: 'Activity' })
      await expect.poll(() => activity.locator('.activity-month').first().textContent()).toBe(month)
      const first = activity.locator('.activity-row').first()
      const firstRow = async () => (await first.innerText()).replace(/\s+/g, ' ')
      await expect.poll(firstRow).toContain('−1.500 PUSD')
      const sentHash = await first.getAttribute('data-hash')
      await expect.poll(firstRow, { timeout: 15_000 }).not.toContain('Pending')
      expect(await first.getAttribute('data-hash')).toBe(sentHash)
      const row = await firstRow()
      expect(row.startsWith('Sent')).toBe(true)
      expect(row).toContain(`To ${shortenName(receiver!.address)}`)
      await page.waitForTimeout(400)
      await screenshot(page, 'activity-light')
      expect(await seriousModalViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog(page).count()).toBe(0)

      await page.getByText('Sent 1.5 PUSD').waitFor({ state: 'hidden' })
      // After a reload, hold the server's answers back for a moment to see the loading skeletons.
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route(/\/v1\/account\/[^/]+\/(balance|nfts)/, async (route) => {
        await held
        await route.continue()
      })
      await page.reload({ waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      account = await openAccount(page)
      await account.locator('.skeleton-row').first().waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'tokens-loading-dark')
      await account.getByRole('tab', { name: 'NFTs' }).click()
      await account.locator('.nft-card .skeleton').first().waitFor()
      await page.waitForTimeout(400)
      await screenshot(page, 'nfts-loading-dark')
      release()
      await account.getByRole('tab', { name: 'Tokens' }).click()
      await tokenQuantity(account, 'PUSD')
      await page.waitForTimeout(400)
      await screenshot(page, 'tokens-dark')
      await account.getByRole('tab', { name: 'NFTs' }).click()
      await account.locator('.nft-card img').first().waitFor()
      await page.waitForTimeout(400)
      await screenshot(page, 'nfts-dark')
      expect(await seriousModalViolations(page)).toEqual([])
      await account.getByRole('tab', { name: 'Tokens' }).click()
      const darkPreview = await fillSend(page, 'dark')
      await darkPreview.getByRole('button', { name: 'Cancel' }).click()
      await dialog(page, 'Send').waitFor()
    } finally {
      await close()
    }
  }, 150_000)
})

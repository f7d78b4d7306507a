import { shortenName } from '@portico/core'
import { DEV_ACCOUNTS, getDevWalletScript } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { createWalletClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

// An account no other suite sends from, so its history holds the devnet's mints only.
const ACCOUNT = DEV_ACCOUNTS[3]!
const HISTORY = /\/v1\/account\/[^/]+\/history/

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A fresh key with 1 ETH on devnet A (anvil_setBalance): a sender no other test sends from. */
async function fundedOutsider(rpc: string) {
  const outsider = privateKeyToAccount(generatePrivateKey())
  await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [outsider.address, '0xde0b6b3a7640000'],
    }),
  })
  return outsider
}

async function openActivity(page: Page) {
  await page
    .getByRole('button', { name: shortenName(ACCOUNT.address) })
    .first()
    .click()
  const account = dialog(page, 'Account')
  await account.getByRole('tab', { name: 'Activity' }).click()
  return account
}

describe('Activity tab states (docs/rules/entities.md transaction store, states.md Transactions list, errors.md Failed to fetch transactions)', () => {
  it('lists mints as Minted with the asset, shows the empty state of a fresh account and the error state, dark at 390 px', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    try {
      await page.addInitScript({
        content: await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } }),
      })
      await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
      await page.evaluate(() =>
        (
          window as never as { porticoDevWallet: { selectAccount(i: number): void } }
        ).porticoDevWallet.selectAccount(3),
      )
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
        .click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)

      let account = await openActivity(page)
      const mint = account.locator('.activity-row').filter({ hasText: 'Minted' }).first()
      await mint.waitFor({ timeout: 15_000 })
      const text = (await mint.innerText()).replace(/\s+/g, ' ')
      expect(text).not.toContain('0x000')
      expect(text).toMatch(/^Minted Portico /)
      expect(text).toMatch(/\+[\d.,]+ /)
      await page.waitForTimeout(400)
      await screenshot(page, 'activity-mints-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])

      // The real server's answer for a fresh address: no transactions at all.
      const fresh = privateKeyToAccount(generatePrivateKey()).address
      await page.route(HISTORY, (route) =>
        route.continue({
          url: route
            .request()
            .url()
            .replace(/\/account\/[^/]+\//, `/account/${fresh}/`),
        }),
      )
      await page.reload({ waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      account = await openActivity(page)
      await account.getByText('No activity yet').waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'activity-empty-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])

      // A history request that fails: the toast, and an empty list that offers to try again.
      await page.unroute(HISTORY)
      await page.route(HISTORY, (route) => route.abort('connectionrefused'))
      await page.reload({ waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      account = await openActivity(page)
      await page.getByText('Failed to fetch transactions').waitFor()
      await account.getByText('Activity could not be loaded').waitFor()
      expect(await account.locator('.activity-row').count()).toBe(0)
      await page.waitForTimeout(300)
      await screenshot(page, 'activity-error-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])

      await page.unroute(HISTORY)
      await account.getByRole('button', { name: 'Try again' }).click()
      await account.locator('.activity-row').first().waitFor()
    } finally {
      await close()
    }
  })
})

describe('Activity stays current while shown (issue 37 item 16)', () => {
  it('a transfer received from outside the dapp appears in the open tab, once, and after reopening', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    try {
      await page.addInitScript({
        content: await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } }),
      })
      await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
      await page.evaluate(() =>
        (
          window as never as { porticoDevWallet: { selectAccount(i: number): void } }
        ).porticoDevWallet.selectAccount(3),
      )
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
        .click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      const account = await openActivity(page)
      await account.locator('.activity-row').first().waitFor({ timeout: 15_000 })

      // From outside the dapp: another account pays this one with viem, straight to the devnet.
      const rpc = STACK.devnetRpcUrls[31337]!
      const outsider = await fundedOutsider(rpc)
      // Three non-zero decimals: the row shows the amount as sent (balances floor to 3 decimals).
      const digit = () => String(1 + Math.floor(Math.random() * 9))
      const value = `0.${digit()}${digit()}${digit()}`
      const row = (scope: typeof account) => scope.locator('.activity-row').filter({ hasText: `+${value}` })
      await createWalletClient({ account: outsider, transport: http(rpc) }).sendTransaction({
        to: ACCOUNT.address,
        value: parseEther(value),
        chain: {
          id: 31337,
          name: 'A',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpc] } },
        },
      })
      const received = row(account)
      await received.first().waitFor({ timeout: 20_000 })
      await screenshot(page, 'activity-received-outside-light')
      await page.waitForTimeout(6_000)
      expect(await received.count()).toBe(1)

      // Another tab and back, then the modal closed and opened again: still there, once.
      await account.getByRole('tab', { name: 'Tokens' }).click()
      await account.getByRole('tab', { name: 'Activity' }).click()
      await received.first().waitFor()
      expect(await received.count()).toBe(1)
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog(page).count()).toBe(0)
      const reopened = await openActivity(page)
      await row(reopened).first().waitFor()
      expect(await row(reopened).count()).toBe(1)
    } finally {
      await close()
    }
  })
})

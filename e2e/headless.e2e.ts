import { parseTokenAmount, shortenName, type TokenBalance } from '@portico/core'
import { getDevWalletScript } from '@portico/devnet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { STACK } from './support/stack.ts'

const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

let browser: Browser
let walletScript: string
beforeAll(async () => {
  browser = await launchBrowser()
  walletScript = await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } })
})
afterAll(async () => {
  await browser?.close()
})

async function pusd(address: string): Promise<bigint> {
  const url = `${STACK.apiUrl}/v1/account/${address}/balance?currency=usd&chainId=eip155:31337&forceUpdate=true`
  const { balances } = (await (await fetch(url)).json()) as { balances: TokenBalance[] }
  const balance = balances.find((entry) => entry.symbol === 'PUSD')
  return balance ? parseTokenAmount(balance.quantity.numeric, Number(balance.quantity.decimals)) : 0n
}

describe('a custom UI from hooks alone (headless example)', () => {
  it('connects, sends 0.25 PUSD and disconnects without any Portico view', async () => {
    const { page, close } = await openPage(browser)
    try {
      await page.addInitScript({ content: walletScript })
      await page.goto(new URL('headless.html', STACK.demoUrl).href, { waitUntil: 'networkidle' })
      await page.getByRole('heading', { name: 'Connect a wallet' }).waitFor()
      await screenshot(page, 'headless-1-connect')

      await page.getByRole('button', { name: 'Portico Dev Wallet' }).click()
      await page.getByRole('heading', { name: 'Account' }).waitFor()
      const address = (await page.getByTestId('address').textContent())!.trim()
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      // The modal was never opened: no Portico dialog exists on the page.
      expect(await page.getByRole('dialog').count()).toBe(0)

      await page.locator('.tokens li[data-symbol="PUSD"]').waitFor()
      const [senderBefore, receiverBefore] = await Promise.all([pusd(address), pusd(RECEIVER)])
      await page.getByLabel('Token').selectOption('PUSD')
      await page.getByLabel('To', { exact: true }).fill(RECEIVER)
      await page.getByLabel('Amount', { exact: true }).fill('0.25')
      await screenshot(page, 'headless-2-send-form')
      await page.getByRole('button', { name: 'Send', exact: true }).click()
      await page.getByTestId('sent').waitFor({ timeout: 30_000 })
      expect(await pusd(address)).toBe(senderBefore - 250_000n)
      expect(await pusd(RECEIVER)).toBe(receiverBefore + 250_000n)
      await screenshot(page, 'headless-3-sent')

      await page.getByRole('button', { name: 'Disconnect' }).click()
      await page.getByRole('heading', { name: 'Connect a wallet' }).waitFor()
      expect(await page.getByText(shortenName(address)).count()).toBe(0)
    } finally {
      await close()
    }
  })
})

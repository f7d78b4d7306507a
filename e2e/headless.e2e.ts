import { parseTokenAmount, shortenName, type TokenBalance } from '@portico/core'
import { BITCOIN_DEV_ACCOUNTS, getDevWalletScript, SOLANA_DEV_ACCOUNTS } from '@portico/devnet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { STACK } from './support/stack.ts'

const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

let browser: Browser
let walletScript: string
beforeAll(async () => {
  browser = await launchBrowser()
  walletScript = await getDevWalletScript({
    config: {
      autoApprove: true,
      rpcUrls: STACK.devnetRpcUrls,
      solanaRpcUrl: STACK.solanaRpcUrl,
      bitcoinEsploraUrl: STACK.bitcoinEsploraUrl,
    },
  })
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
  it('connects on EVM, Solana and Bitcoin, sends, batches, signs and verifies, and disconnects without any Portico view', async () => {
    const { page, close } = await openPage(browser)
    /** Signs with the active account and verifies the signature by its chain's scheme. */
    const signAndVerify = async () => {
      await page.getByRole('button', { name: 'Sign a message' }).click()
      await expect
        .poll(() => page.getByTestId('signature-verified').textContent(), { timeout: 30_000 })
        .toBe('(verified)')
    }
    try {
      await page.addInitScript({ content: walletScript })
      await page.goto(new URL('headless.html', STACK.demoUrl).href, { waitUntil: 'networkidle' })
      await page.getByRole('heading', { name: 'Connect a wallet' }).waitFor()
      await screenshot(page, 'headless-1-connect')

      await page.getByRole('button', { name: 'Portico Dev Wallet (EVM)' }).click()
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

      // EIP-5792: the wallet's capabilities answer (the dev wallet runs a batch call by call, not atomically);
      // two transfers go in one batch, followed to success.
      await expect
        .poll(() => page.getByTestId('capabilities').textContent())
        .toBe('Atomic batches: unsupported')
      const batchBefore = await pusd(RECEIVER)
      await page.getByRole('button', { name: 'Send 0.1 + 0.2 PUSD in one batch' }).click()
      await expect
        .poll(() => page.getByTestId('batch-status').textContent(), { timeout: 30_000 })
        .toMatch(/^success: \d+ receipt/)
      expect(await pusd(RECEIVER)).toBe(batchBefore + 300_000n)
      await signAndVerify()
      await screenshot(page, 'headless-4-batch-signed')

      // Solana, then Bitcoin, from the same hooks: each connection becomes the active account.
      await page.getByRole('button', { name: 'Portico Dev Wallet (Solana)' }).click()
      await expect.poll(() => page.getByTestId('address').textContent()).toBe(SOLANA_DEV_ACCOUNTS[0].address)
      await signAndVerify()
      await page.locator('.tokens li[data-symbol="SOL"]').waitFor()
      await page.getByLabel('Token').selectOption('SOL')
      await page.getByLabel('To', { exact: true }).fill(SOLANA_DEV_ACCOUNTS[1].address)
      await page.getByLabel('Amount', { exact: true }).fill('0.01')
      await page.getByRole('button', { name: 'Send', exact: true }).click()
      await page.getByTestId('sent').waitFor({ timeout: 30_000 })
      await screenshot(page, 'headless-5-solana')

      await page.getByRole('button', { name: 'Portico Dev Wallet (Bitcoin)' }).click()
      const payment = BITCOIN_DEV_ACCOUNTS[0].payment
      await expect.poll(() => page.getByTestId('address').textContent()).toBe(payment.address)
      await signAndVerify()
      await page.getByLabel('To', { exact: true }).fill(BITCOIN_DEV_ACCOUNTS[1].payment.address)
      await page.getByLabel('Amount (sats)').fill('10000')
      await page.getByRole('button', { name: 'Send', exact: true }).click()
      await page.getByTestId('sent').waitFor({ timeout: 30_000 })
      await screenshot(page, 'headless-6-bitcoin')
      expect(await page.getByRole('dialog').count()).toBe(0)

      // Each Disconnect ends the active connection; after the last one the page offers the wallets again.
      for (
        let step = 0;
        step < 3 && (await page.getByRole('heading', { name: 'Account' }).count()) > 0;
        step++
      ) {
        await page.getByRole('button', { name: 'Disconnect' }).click()
        await page.waitForTimeout(500)
      }
      await page.getByRole('heading', { name: 'Connect a wallet' }).waitFor()
      expect(await page.getByText(shortenName(address)).count()).toBe(0)
    } finally {
      await close()
    }
  }, 300_000)
})

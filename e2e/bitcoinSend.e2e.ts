import { secp256k1 } from '@noble/curves/secp256k1.js'
import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_DEVNET_NAME,
  BITCOIN_REGTEST,
  DEV_ACCOUNTS,
  getDevWalletScript,
} from '@portico/devnet'
import { p2wpkh } from '@scure/btc-signer'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { accountButton, dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

const [{ payment }] = BITCOIN_DEV_ACCOUNTS
const [evmSender] = DEV_ACCOUNTS

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

const freshAddress = () =>
  p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey()), BITCOIN_REGTEST).address!

async function esplora<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${STACK.bitcoinEsploraUrl}${path}`, init)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

const networkButton = (page: Page) =>
  page.locator('button.portico-button[data-variant=account]', { hasText: /^Portico (Bitcoin|Devnet)/ })

async function withWallet(
  run: (page: Page) => Promise<void>,
  options: { viewport?: { width: number; height: number }; theme: 'Light' | 'Dark' },
) {
  const { page, close } = await openPage(
    browser,
    options.viewport ? { viewport: options.viewport, isMobile: false } : {},
  )
  await page.addInitScript({ content: walletScript })
  try {
    await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: options.theme, exact: true }).click()
    await connectBitcoin(page)
    await run(page)
  } finally {
    await close()
  }
}

/** The dev wallet on EVM, then its Bitcoin side through SwitchActiveChain. */
async function connectBitcoin(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await accountButton(page, evmSender.address).waitFor({ timeout: 15_000 })
  await networkButton(page).click()
  const list = dialog(page, 'Select network').getByRole('list', { name: 'Bitcoin' })
  await list.waitFor()
  await list.getByRole('button', { name: BITCOIN_DEVNET_NAME, exact: true }).click()
  await dialog(page, 'Switch Chain').getByRole('button', { name: 'Connect a Bitcoin wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
  await accountButton(page, payment.address).waitFor()
}

/** Account → Send with BTC selected (a Bitcoin account's only coin). */
async function openSend(page: Page) {
  await accountButton(page, payment.address).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  const form = dialog(page, 'Send')
  await form.getByRole('button', { name: 'Select token: BTC' }).waitFor({ timeout: 15_000 })
  return form
}

describe('Bitcoin send in the modal (docs/rules/permissions.md, validation.md) on the local regtest chain', () => {
  it('refuses dust inline, prices slow/normal/fast, sends at the chosen rate and lists the txid with its explorer link', async () => {
    await withWallet(
      async (page) => {
        const form = await openSend(page)
        const receiver = freshAddress()
        // 100 sats to a P2WPKH address is below its 294-sat dust threshold: said next to the form, no review.
        await form.getByLabel('Amount', { exact: true }).fill('0.000001')
        await form.getByLabel('To', { exact: true }).fill(receiver)
        await form.getByText('100 sats', { exact: true }).waitFor()
        const refusal = form.getByRole('alert')
        await expect.poll(() => refusal.textContent()).toBe('The minimum amount to this address is 294 sats')
        expect(await form.getByRole('button', { name: 'Cannot send' }).isDisabled()).toBe(true)
        await page.waitForTimeout(300)
        await screenshot(page, 'bitcoin-send-dust-light')
        // An address of another network is refused as well.
        await form.getByLabel('To', { exact: true }).fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
        await expect.poll(() => refusal.textContent()).toBe('Invalid Bitcoin address')

        await form.getByLabel('Amount', { exact: true }).fill('0.001')
        await form.getByLabel('To', { exact: true }).fill(receiver)
        // Sats are grouped as the locale groups digits (Intl), English included.
        await form.getByText('100,000 sats', { exact: true }).waitFor()
        await form.getByRole('button', { name: 'Review send' }).click()
        const preview = dialog(page, 'Review send')
        await preview.getByText('0.001 BTC', { exact: true }).waitFor()
        const speeds = preview.getByRole('group', { name: 'Fee rate' })
        await speeds.getByRole('radio', { name: /^Normal/ }).waitFor()
        expect(await speeds.getByRole('radio', { name: /^Normal/ }).isChecked()).toBe(true)
        // The local chain's estimates: 5 sat/vB next block, 2 within 6 blocks, 1 within a day.
        expect((await speeds.innerText()).replace(/\s+/g, ' ')).toContain(
          'Slow 1 sat/vB Normal 2 sat/vB Fast 5 sat/vB',
        )
        const feeCell = preview.locator('.preview-details dd').first()
        await expect.poll(() => feeCell.textContent(), { timeout: 15_000 }).toMatch(/^\d{1,3}(,\d{3})* sats$/)
        const sats = async () => Number(((await feeCell.textContent()) ?? '').replace(/\D/g, ''))
        const normalFee = await sats()
        await speeds.getByText('Fast', { exact: true }).click()
        await expect.poll(sats, { timeout: 15_000 }).toBeGreaterThan(normalFee)
        const fastFee = await sats()
        await page.waitForTimeout(300)
        await screenshot(page, 'bitcoin-send-review-light')
        expect(await seriousModalViolations(page)).toEqual([])

        await preview.getByRole('button', { name: 'Send', exact: true }).click()
        const account = dialog(page, 'Account')
        await account.waitFor({ timeout: 30_000 })
        await page.getByText('Sent 0.001 BTC').waitFor()
        // Activity (the account's one panel on Bitcoin) lists the send with the txid's explorer link.
        const row = account.locator('.activity-row').first()
        await row.getByText('Pending').waitFor({ timeout: 15_000 })
        const link = row.getByRole('link', { name: 'View on Esplora' })
        const href = (await link.getAttribute('href')) ?? ''
        const txid = href.split('/tx/')[1] ?? ''
        expect(href).toBe(`${STACK.bitcoinEsploraUrl}/tx/${txid}`)
        expect(txid).toMatch(/^[0-9a-f]{64}$/)
        // Account, which replaced the send flow, names the same transaction with its explorer link.
        const notice = account.locator('.sent-notice')
        expect(await notice.getAttribute('data-hash')).toBe(txid)
        expect(await notice.getByRole('link', { name: 'View on Esplora' }).getAttribute('href')).toBe(href)
        await notice.getByRole('button', { name: 'Copy transaction ID' }).waitFor()
        expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/^Sent ?Pending To bcrt1q.+ −0\.001 BTC/)
        // The chain has exactly that: the amount to the receiver, and the fee the review showed (fast rate).
        const transaction = await esplora<{
          fee: number
          weight: number
          vout: { scriptpubkey_address: string; value: number }[]
        }>(`/tx/${txid}`)
        expect(transaction.vout).toContainEqual(
          expect.objectContaining({ scriptpubkey_address: receiver, value: 100_000 }),
        )
        expect(transaction.fee).toBe(fastFee)
        // The fast rate (5 sat/vB) over the signed size; the builder counts the largest signature.
        expect(transaction.fee / Math.ceil(transaction.weight / 4)).toBeCloseTo(5, 0)
        await page.waitForTimeout(400)
        await screenshot(page, 'bitcoin-activity-light')
        expect(await seriousModalViolations(page)).toEqual([])

        // Once mined, the next refresh shows it confirmed, once.
        await esplora('/mine', { method: 'POST' })
        await expect
          .poll(() => account.locator(`.activity-row[data-hash="${txid}"]`).innerText(), { timeout: 15_000 })
          .not.toContain('Pending')
        expect(await account.locator(`.activity-row[data-hash="${txid}"]`).count()).toBe(1)
      },
      { theme: 'Light' },
    )
  })

  it('dark at 390×844, in English and Arabic: the form with sats, the refusal and the fee speeds', async () => {
    await withWallet(
      async (page) => {
        const form = await openSend(page)
        await form.getByLabel('Amount', { exact: true }).fill('0.0000025')
        await form.getByLabel('To', { exact: true }).fill(freshAddress())
        await expect.poll(() => form.getByRole('alert').textContent()).toContain('294 sats')
        await page.waitForTimeout(300)
        await screenshot(page, 'bitcoin-send-dust-dark-390')
        await form.getByLabel('Amount', { exact: true }).fill('0.0025')
        await form.getByRole('button', { name: 'Review send' }).click()
        const preview = dialog(page, 'Review send')
        await preview.getByRole('group', { name: 'Fee rate' }).waitFor()
        await expect.poll(() => preview.locator('.preview-details dd').first().textContent()).toMatch(/sats$/)
        await page.waitForTimeout(300)
        await screenshot(page, 'bitcoin-send-review-dark-390')
        expect(await seriousModalViolations(page)).toEqual([])

        await page.locator('#panel-language').selectOption('ar')
        // The dialog's name is Arabic now.
        await expect.poll(() => dialog(page).locator('.fee-speeds legend').textContent()).toBe('معدل الرسوم')
        await page.waitForTimeout(300)
        await screenshot(page, 'bitcoin-send-review-dark-390-ar')
        await page.keyboard.press('Escape')
        const back = dialog(page).locator('.send')
        await back.waitFor()
        await page.waitForTimeout(300)
        await screenshot(page, 'bitcoin-send-form-dark-390-ar')
      },
      { theme: 'Dark', viewport: { width: 390, height: 844 } },
    )
  })
})

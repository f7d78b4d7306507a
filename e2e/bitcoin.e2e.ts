import { secp256k1 } from '@noble/curves/secp256k1.js'
import { formatBalance, shortenName } from '@portico/core'
import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_DEVNET_NAME,
  BITCOIN_REGTEST,
  DEV_ACCOUNTS,
  getDevWalletScript,
} from '@portico/devnet'
import { p2wpkh } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import type { Browser, Page } from 'playwright-core'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { accountButton, dialog } from './support/modal.ts'
import { decodeQr } from './support/qr.ts'
import { STACK } from './support/stack.ts'

const [{ payment, ordinals }] = BITCOIN_DEV_ACCOUNTS
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

const networkButton = (page: Page) =>
  page.locator('button.portico-button[data-variant=account]', { hasText: /^Portico (Bitcoin|Devnet)/ })

async function withWallet(run: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) {
  const { page, close } = await openPage(browser, viewport ? { viewport, isMobile: false } : {})
  await page.addInitScript({ content: walletScript })
  try {
    await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
    await run(page)
  } finally {
    await close()
  }
}

async function esplora<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${STACK.bitcoinEsploraUrl}${path}`, init)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

type AddressStats = { funded_txo_sum: number; spent_txo_sum: number }

/** Confirmed plus mempool sats of an address, as Esplora reports them. */
async function balanceOf(address: string): Promise<bigint> {
  const { chain_stats, mempool_stats } = await esplora<{
    chain_stats: AddressStats
    mempool_stats: AddressStats
  }>(`/address/${address}`)
  return BigInt(
    chain_stats.funded_txo_sum -
      chain_stats.spent_txo_sum +
      mempool_stats.funded_txo_sum -
      mempool_stats.spent_txo_sum,
  )
}

async function chooseNetwork(page: Page, group: 'EVM Networks' | 'Bitcoin', name: string) {
  const list = dialog(page, 'Select network').getByRole('list', { name: group })
  await list.waitFor()
  await list.getByRole('button', { name, exact: true }).click()
}

/** Connects the dev wallet on EVM, then its Bitcoin side through SwitchActiveChain (docs/rules/states.md). */
async function connectBitcoin(page: Page, theme: string) {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await accountButton(page, evmSender.address).waitFor({ timeout: 15_000 })
  await networkButton(page).click()
  await chooseNetwork(page, 'Bitcoin', BITCOIN_DEVNET_NAME)
  const switchChain = dialog(page, 'Switch Chain')
  await switchChain.getByText('Switch to Bitcoin').waitFor()
  await page.waitForTimeout(300)
  await screenshot(page, `bitcoin-switch-active-chain-${theme}`)
  await switchChain.getByRole('button', { name: 'Connect a Bitcoin wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  const devWallet = connect.getByRole('button', { name: 'Portico Dev Wallet', exact: true })
  await devWallet.waitFor()
  // Only wallets with a Bitcoin side are offered: MetaMask (EVM only) is not.
  expect(await connect.getByRole('button', { name: 'MetaMask', exact: true }).count()).toBe(0)
  await devWallet.click()
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
  // The payment address is the account (docs/rules/entities.md: bip122 defaults to payment).
  await accountButton(page, payment.address).waitFor()
  await expect.poll(() => networkButton(page).textContent()).toBe(BITCOIN_DEVNET_NAME)
}

async function openAccount(page: Page) {
  await accountButton(page, payment.address).click()
  const account = dialog(page, 'Account')
  await account.waitFor()
  return account
}

describe('Bitcoin in Chromium with the dev wallet on the local regtest chain (docs/rules/entities.md, states.md, permissions.md)', () => {
  it('connects, shows the BTC balance and both addresses, signs BIP-322, sends with sendTransfer, reloads, switches namespaces', async () => {
    await withWallet(async (page) => {
      await page.getByRole('button', { name: 'Light', exact: true }).click()
      await connectBitcoin(page, 'light')

      // The header shows the regtest balance floored to 3 decimals (docs/rules/validation.md); Bitcoin has no token list,
      // so Activity is its one panel (no tabs), and the modal sends BTC (issue 37 item 22, docs/rules/permissions.md);
      // both addresses are listed.
      const account = await openAccount(page)
      const sats = await balanceOf(payment.address)
      await account.getByText(`${formatBalance(formatUnits(sats, 8))} BTC`, { exact: true }).waitFor()
      expect(await account.getByRole('tab').count()).toBe(0)
      await account.getByRole('button', { name: 'Send', exact: true }).waitFor()
      await account.getByRole('button', { name: 'Receive', exact: true }).waitFor()
      const addresses = account.getByRole('list', { name: 'Addresses' })
      expect(await addresses.getByRole('listitem').allTextContents()).toEqual([
        `Payment addressActive${shortenName(payment.address)}`,
        `Ordinals address${shortenName(ordinals.address)}`,
      ])
      await page.waitForTimeout(400)
      await screenshot(page, 'bitcoin-account-light')
      expect(await seriousModalViolations(page)).toEqual([])

      // Receive shows the payment address as a QR code that decodes to it.
      await account.getByRole('button', { name: 'Receive', exact: true }).click()
      const receive = dialog(page, 'Receive')
      const qr = receive.getByRole('img', { name: `QR code of your ${BITCOIN_DEVNET_NAME} address` })
      await qr.waitFor()
      await page.waitForTimeout(400)
      expect(await decodeQr(qr)).toBe(payment.address)
      await receive.getByText(payment.address, { exact: true }).waitFor()
      await screenshot(page, 'bitcoin-receive-light')
      expect(await seriousModalViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await dialog(page, 'Account').waitFor()
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog(page).count()).toBe(0)

      // The dapp signs a message: a BIP-322 proof by the payment address that verifies.
      const message = `Portico Bitcoin e2e ${Date.now()}`
      await page.locator('#sign-message').fill(message)
      await page.locator('.sign-card').getByRole('button', { name: 'Sign', exact: true }).click()
      const signature = (await page.getByTestId('signature').textContent({ timeout: 15_000 })) ?? ''
      expect(Verifier.verifySignature(payment.address, message, signature)).toBe(true)
      expect(Verifier.verifySignature(payment.address, `${message}!`, signature)).toBe(false)

      // sendTransfer of 0.001 BTC to a fresh address: after the next block it holds exactly 100,000 sats.
      const receiver = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey()), BITCOIN_REGTEST)
        .address!
      await page.locator('#bitcoin-recipient').fill(receiver)
      await page.locator('#bitcoin-sats').fill('100000')
      await page.getByRole('region', { name: 'Send bitcoin' }).getByRole('button', { name: 'Send' }).click()
      const txid = (await page.getByTestId('bitcoin-txid').textContent({ timeout: 15_000 })) ?? ''
      expect(txid).toMatch(/^[0-9a-f]{64}$/)
      await esplora('/mine', { method: 'POST' })
      const status = await esplora<{ confirmed: boolean }>(`/tx/${txid}/status`)
      expect(status.confirmed).toBe(true)
      const utxos = await esplora<{ txid: string; value: number; status: { confirmed: boolean } }[]>(
        `/address/${receiver}/utxo`,
      )
      expect(utxos).toEqual([expect.objectContaining({ txid, value: 100_000, status: expect.anything() })])
      expect(utxos[0]!.status.confirmed).toBe(true)

      // A reload keeps the Bitcoin connection active; EVM ↔ Bitcoin switch without asking again.
      await page.reload({ waitUntil: 'networkidle' })
      await accountButton(page, payment.address).waitFor({ timeout: 15_000 })
      await expect.poll(() => networkButton(page).textContent()).toBe(BITCOIN_DEVNET_NAME)
      await networkButton(page).click()
      await chooseNetwork(page, 'EVM Networks', 'Portico Devnet A')
      await accountButton(page, evmSender.address).waitFor({ timeout: 15_000 })
      await networkButton(page).click()
      await chooseNetwork(page, 'Bitcoin', BITCOIN_DEVNET_NAME)
      await accountButton(page, payment.address).waitFor({ timeout: 15_000 })

      // Disconnecting Bitcoin leaves the EVM account.
      const again = await openAccount(page)
      await again.getByRole('button', { name: 'Disconnect' }).click()
      await accountButton(page, evmSender.address).waitFor({ timeout: 15_000 })
    })
  })

  it('dark theme and a 390×844 viewport: SwitchActiveChain, Account and the network list', async () => {
    await withWallet(
      async (page) => {
        await page.getByRole('button', { name: 'Dark', exact: true }).click()
        await connectBitcoin(page, 'dark-390')
        const account = await openAccount(page)
        await account.getByRole('list', { name: 'Addresses' }).waitFor()
        await page.waitForTimeout(400)
        await screenshot(page, 'bitcoin-account-dark-390')
        expect(await seriousModalViolations(page)).toEqual([])
        await account.getByRole('button', { name: BITCOIN_DEVNET_NAME, exact: true }).click()
        await dialog(page, 'Select network').getByRole('heading', { name: 'Bitcoin' }).waitFor()
        await page.waitForTimeout(300)
        await screenshot(page, 'bitcoin-networks-dark-390')
      },
      { width: 390, height: 844 },
    )
  })
})

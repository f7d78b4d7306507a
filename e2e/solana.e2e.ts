import { formatBalance } from '@portico/core'
import {
  DEV_ACCOUNTS,
  getDevWalletScript,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  SOLANA_DEVNET_NAME,
  SOLANA_DEVNET_PUSD,
} from '@portico/devnet'
import { type Address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { serverBalances, units } from './support/balances.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { accountButton, dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

const SOLANA = SOLANA_DEVNET_CAIP_NETWORK_ID
const [solanaSender] = SOLANA_DEV_ACCOUNTS
const [evmSender] = DEV_ACCOUNTS

let browser: Browser
let walletScript: string
beforeAll(async () => {
  browser = await launchBrowser()
  walletScript = await getDevWalletScript({
    config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls, solanaRpcUrl: STACK.solanaRpcUrl },
  })
})
afterAll(async () => {
  await browser?.close()
})

const networkButton = (page: Page) =>
  page.locator('button.portico-button[data-variant=account]', { hasText: /^Portico (Solana )?Devnet/ })

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

function setSolanaAutoApprove(page: Page, mode: boolean | 'reject') {
  return page.evaluate(async (value) => {
    const scope = window as unknown as { porticoSolanaDevWallet?: { setAutoApprove(mode: unknown): void } }
    while (!scope.porticoSolanaDevWallet) await new Promise((resolve) => setTimeout(resolve, 20))
    scope.porticoSolanaDevWallet.setAutoApprove(value)
  }, mode)
}

async function tokenQuantity(account: Locator, symbol: string): Promise<string> {
  const row = account.locator(`.token-row[data-symbol="${symbol}"]`)
  await row.waitFor()
  return (await row.locator('.token-quantity').textContent())?.trim() ?? ''
}

async function chooseNetwork(page: Page, group: 'EVM Networks' | 'Solana', name: string) {
  const list = dialog(page, 'Select network').getByRole('list', { name: group })
  await list.waitFor()
  await list.getByRole('button', { name, exact: true }).click()
}

/** Connects the dev wallet on EVM from the Connect view. */
async function connectEvm(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
  await accountButton(page, evmSender.address).waitFor()
}

/** From an EVM connection: the Solana network opens SwitchActiveChain, which connects a Solana wallet. */
async function connectSolana(page: Page, theme: string) {
  await networkButton(page).click()
  await chooseNetwork(page, 'Solana', SOLANA_DEVNET_NAME)
  const switchChain = dialog(page, 'Switch Chain')
  await switchChain.getByText('Switch to Solana').waitFor()
  await page.waitForTimeout(300)
  await screenshot(page, `solana-switch-active-chain-${theme}`)
  expect(await seriousModalViolations(page)).toEqual([])
  await switchChain.getByRole('button', { name: 'Connect a Solana wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  const devWallet = connect.getByRole('button', { name: 'Portico Dev Wallet', exact: true })
  await devWallet.waitFor()
  // Only wallets for Solana are offered: the wallet-standard dev wallet, not MetaMask (EVM only).
  expect(await connect.getByRole('button', { name: 'MetaMask', exact: true }).count()).toBe(0)
  await devWallet.click()
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
  await accountButton(page, solanaSender.address).waitFor()
  await expect.poll(() => networkButton(page).textContent()).toBe(SOLANA_DEVNET_NAME)
}

async function send(page: Page, parameters: { symbol: string; amount: string; to: string; theme: string }) {
  const account = dialog(page, 'Account')
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const form = dialog(page, 'Send')
  await form.getByRole('button', { name: 'Select token: SOL' }).waitFor()
  if (parameters.symbol !== 'SOL') {
    await form.getByRole('button', { name: /^Select token/ }).click()
    await dialog(page, 'Select token')
      .getByRole('button', { name: /Portico USD/ })
      .click()
    await form.getByRole('button', { name: `Select token: ${parameters.symbol}` }).waitFor()
  }
  await form.getByLabel('Amount', { exact: true }).fill(parameters.amount)
  // docs/rules/validation.md: a Solana address is 32 to 44 base58 characters; an EVM address or a short one is refused.
  for (const invalid of [evmSender.address, 'Ez2uFCWHQAsMP7ww3qoVhG4eT3hu', `${parameters.to}0OIl`]) {
    await form.getByLabel('To', { exact: true }).fill(invalid)
    expect(await form.getByRole('button', { name: 'Invalid address' }).isDisabled()).toBe(true)
  }
  await form.getByLabel('To', { exact: true }).fill(parameters.to)
  await page.waitForTimeout(300)
  await screenshot(page, `solana-send-${parameters.symbol}-form-${parameters.theme}`)
  await form.getByRole('button', { name: 'Review send' }).click()
  const preview = dialog(page, 'Review send')
  await preview.getByText(`${parameters.amount} ${parameters.symbol}`).waitFor()
  await preview.locator('.preview-details dd').first().getByText('SOL').waitFor({ timeout: 15_000 })
  await page.waitForTimeout(300)
  await screenshot(page, `solana-send-${parameters.symbol}-preview-${parameters.theme}`)
  expect(await seriousModalViolations(page)).toEqual([])
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog(page, 'Account').waitFor({ timeout: 30_000 })
  // docs/rules/screens.md: the success toast is seen; the history refresh behind it never toasts over it.
  await page.getByText(`Sent ${parameters.amount} ${parameters.symbol}`).waitFor()
  // The local cluster has no block explorer: Account names the signature to copy and links nowhere.
  const notice = dialog(page, 'Account').locator('.sent-notice')
  expect(await notice.getAttribute('data-hash')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  await notice.getByRole('button', { name: 'Copy transaction ID' }).waitFor()
  expect(await dialog(page, 'Account').locator('.identity a, .sent-notice a').count()).toBe(0)
}

describe('Solana in Chromium with the dev wallet on the local chain (docs/rules/entities.md, states.md, validation.md, permissions.md, api.md)', () => {
  it('connects Solana next to EVM, shows SOL and PUSD, sends SOL and PUSD, switches namespaces, reloads, disconnects', async () => {
    await withWallet(async (page) => {
      await page.getByRole('button', { name: 'Light', exact: true }).click()
      await connectEvm(page)
      await connectSolana(page, 'light')

      // Account shows the active namespace's account: SOL and PUSD floored to 3 decimals (docs/rules/validation.md).
      await accountButton(page, solanaSender.address).click()
      const account = dialog(page, 'Account')
      await account.waitFor()
      const before = await serverBalances(solanaSender.address, SOLANA)
      expect(await tokenQuantity(account, 'SOL')).toBe(`${formatBalance(before.SOL!.quantity.numeric)} SOL`)
      expect(await tokenQuantity(account, 'PUSD')).toBe(
        `${formatBalance(before.PUSD!.quantity.numeric)} PUSD`,
      )
      expect(await tokenQuantity(account, 'PUSD')).toMatch(/^[\d,]+\.\d{3} PUSD$/)
      await page.waitForTimeout(400)
      await screenshot(page, 'solana-account-light')
      expect(await seriousModalViolations(page)).toEqual([])

      // Send 0.5 SOL and 1.5 PUSD to a fresh address: it gets exactly that, and its PUSD account is created.
      const receiver = (await generateKeyPairSigner()).address
      await send(page, { symbol: 'SOL', amount: '0.5', to: receiver, theme: 'light' })
      expect(units((await serverBalances(receiver, SOLANA)).SOL)).toBe(500_000_000n)
      await send(page, { symbol: 'PUSD', amount: '1.5', to: receiver, theme: 'light' })
      const received = await serverBalances(receiver, SOLANA)
      expect(units(received.PUSD)).toBe(1_500_000n)
      expect(units(received.SOL)).toBe(500_000_000n)
      const { value: tokenAccounts } = await createSolanaRpc(STACK.solanaRpcUrl)
        .getTokenAccountsByOwner(
          receiver as Address,
          { mint: SOLANA_DEVNET_PUSD.address },
          { encoding: 'base64' },
        )
        .send()
      expect(tokenAccounts).toHaveLength(1)
      const after = await serverBalances(solanaSender.address, SOLANA)
      expect(units(before.PUSD) - units(after.PUSD)).toBe(1_500_000n)
      await expect
        .poll(() => tokenQuantity(dialog(page, 'Account'), 'PUSD'))
        .toBe(`${formatBalance(after.PUSD!.quantity.numeric)} PUSD`)
      await page.waitForTimeout(400)
      await screenshot(page, 'solana-sent-light')

      // Both namespaces are in the network list, grouped (docs/rules/entities.md display names); EVM ↔ Solana switches
      // the account without SwitchActiveChain, both being connected.
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog(page).count()).toBe(0)
      await networkButton(page).click()
      await dialog(page, 'Select network').getByRole('heading', { name: 'EVM Networks' }).waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'solana-networks-light')
      await chooseNetwork(page, 'EVM Networks', 'Portico Devnet A')
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      await accountButton(page, evmSender.address).waitFor()
      await expect.poll(() => networkButton(page).textContent()).toBe('Portico Devnet A')
      await networkButton(page).click()
      await chooseNetwork(page, 'Solana', SOLANA_DEVNET_NAME)
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      await accountButton(page, solanaSender.address).waitFor()

      // A reload keeps both connections; the active one is Solana.
      await page.reload({ waitUntil: 'networkidle' })
      await accountButton(page, solanaSender.address).waitFor({ timeout: 15_000 })
      await expect.poll(() => networkButton(page).textContent()).toBe(SOLANA_DEVNET_NAME)
      await networkButton(page).click()
      await chooseNetwork(page, 'EVM Networks', 'Portico Devnet A')
      await accountButton(page, evmSender.address).waitFor({ timeout: 15_000 })
      await networkButton(page).click()
      await chooseNetwork(page, 'Solana', SOLANA_DEVNET_NAME)
      await accountButton(page, solanaSender.address).waitFor({ timeout: 15_000 })

      // Disconnecting Solana leaves the EVM connection as the account; disconnecting it leaves none.
      await accountButton(page, solanaSender.address).click()
      await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      await accountButton(page, evmSender.address).waitFor({ timeout: 15_000 })
      await accountButton(page, evmSender.address).click()
      await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().waitFor()
    })
  })

  it('dark theme and a 390×844 viewport: SwitchActiveChain, Account and the send preview', async () => {
    await withWallet(
      async (page) => {
        await page.getByRole('button', { name: 'Dark', exact: true }).click()
        await connectEvm(page)
        await connectSolana(page, 'dark-390')
        await accountButton(page, solanaSender.address).click()
        const account = dialog(page, 'Account')
        await tokenQuantity(account, 'PUSD')
        await page.waitForTimeout(400)
        await screenshot(page, 'solana-account-dark-390')
        expect(await seriousModalViolations(page)).toEqual([])
        await account.getByRole('button', { name: SOLANA_DEVNET_NAME, exact: true }).click()
        await dialog(page, 'Select network').getByRole('heading', { name: 'Solana' }).waitFor()
        await page.waitForTimeout(300)
        await screenshot(page, 'solana-networks-dark-390')
      },
      { width: 390, height: 844 },
    )
  })

  it("a wallet-standard wallet that rejects shows 'Connection rejected' (docs/rules/errors.md)", async () => {
    await withWallet(async (page) => {
      await page.getByRole('button', { name: 'Light', exact: true }).click()
      await connectEvm(page)
      await setSolanaAutoApprove(page, 'reject')
      await networkButton(page).click()
      await chooseNetwork(page, 'Solana', SOLANA_DEVNET_NAME)
      await dialog(page, 'Switch Chain').getByRole('button', { name: 'Connect a Solana wallet' }).click()
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
        .click()
      const connecting = dialog(page, 'Portico Dev Wallet')
      await connecting.getByText('Connection rejected', { exact: true }).waitFor()
      await page.waitForTimeout(400)
      await screenshot(page, 'solana-connection-rejected-light')
      await setSolanaAutoApprove(page, true)
      await connecting.getByRole('button', { name: 'Try again' }).click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      await accountButton(page, solanaSender.address).waitFor()
    })
  })
})

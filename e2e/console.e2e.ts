import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_DEVNET_NAME,
  DEV_ACCOUNTS,
  getDevWalletScript,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEVNET_NAME,
} from '@portico/devnet'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, type OpenedPage, openPage, SCREENSHOT_DIR, screenshot } from './support/browser.ts'
import { loginWithEmail, openAccount as openEmbeddedAccount, vault } from './support/embeddedWallet.ts'
import { accountButton, dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

// Issue 36: the demo's main flows leave a clean console. Every console error, uncaught error and failed
// request (status 400 or more, or a network failure) fails the walk; nothing is allowed.
const [evmSender, evmReceiver] = DEV_ACCOUNTS
const [solanaSender, solanaReceiver] = SOLANA_DEV_ACCOUNTS
const payment = BITCOIN_DEV_ACCOUNTS[0]!.payment

/** Each walk drives several flows on a shared two-core machine. */
const WALK_TIMEOUT = 300_000

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

/** Records what a clean console must not have: console errors, uncaught errors and failed requests. */
function watchConsole(opened: OpenedPage): string[] {
  const problems: string[] = []
  const { page } = opened
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  )
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`)
  })
  return problems
}

/** The demo with the injected dev wallet (EVM, Solana and Bitcoin sides), its console watched. */
async function withDemo(
  run: (page: Page, problems: string[]) => Promise<void>,
  options: { url?: string; wallet?: boolean } = {},
) {
  const opened = await openPage(browser, { viewport: { width: 1280, height: 800 } })
  const problems = watchConsole(opened)
  if (options.wallet !== false) await opened.page.addInitScript({ content: walletScript })
  try {
    await opened.page.goto(options.url ?? STACK.demoUrl, { waitUntil: 'networkidle' })
    await run(opened.page, problems)
    // Whatever the flows started settles (history refreshes, balance reads) before the verdict.
    await opened.page.waitForTimeout(3_000)
    expect(problems).toEqual([])
  } finally {
    await opened.close()
  }
}

const networkButton = (page: Page) =>
  page.locator('button.portico-button[data-variant=account]', {
    hasText: /^Portico (Solana |Bitcoin )?(Devnet|Regtest)/,
  })

async function connectDevWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
  await accountButton(page, evmSender!.address).waitFor()
}

/** From the EVM connection, another chain's network opens Switch Chain, which connects the dev wallet there. */
async function connectOtherChain(page: Page, group: 'Solana' | 'Bitcoin', name: string, address: string) {
  await networkButton(page).click()
  const list = dialog(page, 'Select network').getByRole('list', { name: group })
  await list.getByRole('button', { name, exact: true }).click()
  await dialog(page, 'Switch Chain')
    .getByRole('button', { name: `Connect a ${group} wallet` })
    .click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
  await accountButton(page, address).waitFor()
}

async function openAccount(page: Page, address: string): Promise<Locator> {
  await accountButton(page, address).click()
  const account = dialog(page, 'Account')
  await account.waitFor()
  return account
}

/** Every tab of Account, each shown with its content (or its empty state). */
async function visitTabs(account: Locator) {
  for (const tab of await account.getByRole('tab').allInnerTexts()) {
    await account.getByRole('tab', { name: tab.trim() }).click()
    await expect
      .poll(() => account.getByRole('tab', { name: tab.trim() }).getAttribute('aria-selected'))
      .toBe('true')
    await account.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 15_000 })
  }
}

/** The "Sign a message" card signs with the connected wallet and verifies it by the chain's scheme. */
async function signAndVerify(page: Page, message: string, approveInVault = false) {
  await page.locator('#sign-message').fill(message)
  await page.locator('.sign-card').getByRole('button', { name: 'Sign', exact: true }).click()
  if (approveInVault) await vault(page).getByRole('button', { name: 'Approve' }).click({ timeout: 15_000 })
  await expect
    .poll(() => page.getByTestId('signature-status').textContent(), { timeout: 30_000 })
    .toBe('Signature verified')
}

async function closeModal(page: Page) {
  for (let step = 0; step < 4 && (await dialog(page).count()) > 0; step++) await page.keyboard.press('Escape')
  await expect.poll(() => dialog(page).count()).toBe(0)
}

describe('a clean console on the demo (issue 36)', () => {
  it(
    'loads with every door in both themes, at phone width and in Arabic, with nothing in the console',
    async () => {
      await withDemo(
        async (page) => {
          for (const theme of ['Light', 'Dark'] as const) {
            await page.getByRole('button', { name: theme, exact: true }).click()
            await page.waitForTimeout(800)
            await screenshot(page, `console-demo-${theme.toLowerCase()}`)
            await page
              .locator('#customize')
              .screenshot({ path: `${SCREENSHOT_DIR}console-panel-${theme.toLowerCase()}.png` })
            await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
            const connect = dialog(page, 'Connect Wallet')
            // The default project opens email, Google, GitHub, Discord and Farcaster next to the wallets.
            await connect.getByRole('textbox', { name: 'Email' }).waitFor()
            for (const social of ['Google', 'GitHub', 'Discord', 'Farcaster'])
              await connect.getByRole('button', { name: social, exact: true }).waitFor()
            await connect.getByRole('button', { name: 'Portico Dev Wallet', exact: true }).waitFor()
            await page.waitForTimeout(300)
            await screenshot(page, `console-connect-${theme.toLowerCase()}`)
            await closeModal(page)
          }
          // The panel's Login switches shut a door at once and open it again.
          await page.getByRole('switch', { name: /^Google/ }).click()
          await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
          const connect = dialog(page, 'Connect Wallet')
          await connect.getByRole('button', { name: 'GitHub', exact: true }).waitFor()
          expect(await connect.getByRole('button', { name: 'Google', exact: true }).count()).toBe(0)
          await closeModal(page)
          await page.getByRole('switch', { name: /^Google/ }).click()

          await page.setViewportSize({ width: 390, height: 844 })
          await page.waitForTimeout(800)
          await screenshot(page, 'console-demo-phone-dark')
          await page.getByRole('button', { name: 'Light', exact: true }).click()
          await page.waitForTimeout(800)
          await screenshot(page, 'console-demo-phone-light')
        },
        { wallet: true },
      )
      await withDemo(
        async (page) => {
          await page.getByRole('button', { name: 'Dark', exact: true }).click()
          await page.waitForTimeout(800)
          await screenshot(page, 'console-demo-ar-dark')
          await page
            .getByRole('button', { name: /Wallet|محفظة/ })
            .first()
            .click()
          await dialog(page).getByRole('textbox').first().waitFor()
          await page.waitForTimeout(300)
          await screenshot(page, 'console-connect-ar-dark')
        },
        { url: `${STACK.demoUrl}?locale=ar` },
      )
    },
    WALK_TIMEOUT,
  )

  it(
    'EVM: connects the dev wallet, visits every Account tab, sends, swaps, signs in and verifies a signature',
    async () => {
      await withDemo(async (page) => {
        await page.getByRole('button', { name: 'Light', exact: true }).click()
        await connectDevWallet(page)
        let account = await openAccount(page, evmSender!.address)
        await account.locator('.token-row[data-symbol="PUSD"]').waitFor()
        await visitTabs(account)

        await account.getByRole('tab', { name: 'Tokens' }).click()
        await account.getByRole('button', { name: 'Send', exact: true }).click()
        const send = dialog(page, 'Send')
        await send.getByRole('button', { name: 'Select token: ETH' }).click()
        await dialog(page, 'Select token')
          .getByRole('button', { name: /Portico USD/ })
          .click()
        await send.getByLabel('Amount', { exact: true }).fill('0.5')
        await send.getByLabel('To', { exact: true }).fill(evmReceiver!.address)
        await send.getByRole('button', { name: 'Review send' }).click()
        await dialog(page, 'Review send').getByRole('button', { name: 'Send', exact: true }).click()
        account = dialog(page, 'Account')
        await account.waitFor({ timeout: 30_000 })
        await page.getByText('Sent 0.5 PUSD').waitFor()
        await account.getByRole('tab', { name: 'Activity' }).click()
        await account.locator('.activity-row').first().waitFor()

        await account.getByRole('button', { name: 'Swap', exact: true }).click()
        const swap = dialog(page, 'Swap')
        await swap.getByRole('button', { name: 'Select token: ETH' }).click()
        await dialog(page, 'Select token')
          .getByRole('button', { name: /Portico USD/ })
          .click()
        await swap.getByLabel('Select token', { exact: true }).click()
        await dialog(page, 'Select token')
          .getByRole('button', { name: /Portico DAI/ })
          .click()
        await swap.getByLabel('You pay').fill('1')
        await swap.getByRole('button', { name: 'Review swap' }).click({ timeout: 15_000 })
        const preview = dialog(page, 'Review swap')
        const approve = preview.getByRole('button', { name: 'Approve PUSD' })
        const confirm = preview.getByRole('button', { name: 'Swap', exact: true })
        await approve.or(confirm).first().waitFor({ timeout: 15_000 })
        if (await approve.isVisible()) await approve.click()
        await confirm.click({ timeout: 30_000 })
        await dialog(page, 'Account').waitFor({ timeout: 30_000 })
        await page.getByText(/^Swapped 1 PUSD for/).waitFor()
        await closeModal(page)

        // Sign-in from the panel: the sign view asks at once, and the server keeps the session.
        await page.getByRole('button', { name: 'Optional', exact: true }).click()
        await dialog(page, 'Sign In').getByRole('button', { name: 'Sign', exact: true }).click()
        await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
        await expect
          .poll(() => page.getByTestId('session-status').textContent(), { timeout: 15_000 })
          .toBe('signed in')
        await signAndVerify(page, 'Hello from the console walk (EVM)')
        await page.getByRole('button', { name: 'Off', exact: true }).click()
      })
    },
    WALK_TIMEOUT,
  )

  it(
    'Solana: connects next to EVM, visits Account, sends SOL and verifies an Ed25519 signature',
    async () => {
      await withDemo(async (page) => {
        await connectDevWallet(page)
        await connectOtherChain(page, 'Solana', SOLANA_DEVNET_NAME, solanaSender!.address)
        const account = await openAccount(page, solanaSender!.address)
        await account.locator('.token-row[data-symbol="SOL"]').waitFor()
        await visitTabs(account)
        await account.getByRole('button', { name: 'Send', exact: true }).click()
        const send = dialog(page, 'Send')
        await send.getByRole('button', { name: 'Select token: SOL' }).waitFor()
        await send.getByLabel('Amount', { exact: true }).fill('0.01')
        await send.getByLabel('To', { exact: true }).fill(solanaReceiver!.address)
        await send.getByRole('button', { name: 'Review send' }).click()
        await dialog(page, 'Review send').getByRole('button', { name: 'Send', exact: true }).click()
        await dialog(page, 'Account').waitFor({ timeout: 30_000 })
        await page.getByText('Sent 0.01 SOL').waitFor()
        // The sent entry's refresh would have asked the history of a network the server does not index.
        await page.waitForTimeout(5_000)
        await closeModal(page)
        await signAndVerify(page, 'Hello from the console walk (Solana)')
      })
    },
    WALK_TIMEOUT,
  )

  it(
    'Bitcoin: connects next to EVM, visits Account and verifies a BIP-322 signature',
    async () => {
      await withDemo(async (page) => {
        await connectDevWallet(page)
        await connectOtherChain(page, 'Bitcoin', BITCOIN_DEVNET_NAME, payment.address)
        const account = await openAccount(page, payment.address)
        await account.getByRole('button', { name: 'Receive', exact: true }).waitFor()
        await closeModal(page)
        await signAndVerify(page, 'Hello from the console walk (Bitcoin)')
      })
    },
    WALK_TIMEOUT,
  )

  it(
    'email login: the embedded wallet on a smart account, its Account and an EIP-6492 signature that verifies',
    async () => {
      await withDemo(
        async (page) => {
          await loginWithEmail(page, `console-${Date.now()}@example.test`)
          const { account, address } = await openEmbeddedAccount(page)
          await account
            .getByText('Smart account: created by its first transaction')
            .waitFor({ timeout: 15_000 })
          await visitTabs(account)
          await closeModal(page)
          await signAndVerify(page, `Hello from ${address}`, true)
        },
        { wallet: false },
      )
    },
    WALK_TIMEOUT,
  )
})

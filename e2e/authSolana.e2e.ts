import { ed25519 } from '@noble/curves/ed25519.js'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET_NAME, SOLANA_DEVNET_PUSD } from '@portico/devnet'
import { base58 } from '@scure/base'
import {
  type Address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import {
  AUTH_DEMO,
  dialog,
  loginWithEmail,
  MESSAGE_RECORDER,
  mailedCode,
  vault,
} from './support/embeddedWallet.ts'
import { STACK } from './support/stack.ts'

// Issue 15, Solana side: one email login is an account on EVM and on the local Solana chain (docs/rules/entities.md
// AUTH serves both namespaces, permissions.md the auth connector handles its chains); the embedded wallet signs a
// message (Ed25519) and sends SOL and PUSD after the vault's own approval screen (docs/rules/permissions.md: the Solana
// sign methods need the user's approval), and no key, share or mnemonic crosses postMessage.
const rpc = createSolanaRpc(STACK.solanaRpcUrl)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const networkButton = (page: Page) =>
  page.locator('button.portico-button[data-variant=account]', { hasText: /^Portico (Solana )?Devnet/ })

async function accountAddress(page: Page): Promise<string> {
  const account = dialog(page, 'Account')
  const title = account.locator('.identity-name span')
  await title.waitFor()
  return (await title.getAttribute('title')) ?? ''
}

async function solBalance(address: string): Promise<bigint> {
  return (await rpc.getBalance(address as Address, { commitment: 'confirmed' }).send()).value
}

/** Sends PUSD from the first dev account (Node, @solana/kit) so the embedded wallet holds some. */
async function fundPusd(owner: string, amount: bigint) {
  const dev = SOLANA_DEV_ACCOUNTS[0]
  const signer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(dev.privateKey, 'hex'))
  const mint = SOLANA_DEVNET_PUSD.address
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: dev.address, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
    findAssociatedTokenPda({ owner: owner as Address, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
  ])
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (tx) => setTransactionMessageFeePayerSigner(signer, tx),
    (tx) => setTransactionMessageLifetimeUsingBlockhash(blockhash, tx),
    (tx) =>
      appendTransactionMessageInstructions(
        [
          getCreateAssociatedTokenIdempotentInstruction({
            payer: signer,
            ata: destination,
            owner: owner as Address,
            mint,
          }),
          getTransferCheckedInstruction({
            source,
            mint,
            destination,
            authority: signer,
            amount,
            decimals: SOLANA_DEVNET_PUSD.decimals,
          }),
        ],
        tx,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), {
      encoding: 'base64',
      preflightCommitment: 'confirmed',
    })
    .send()
}

async function pusdBalance(owner: string): Promise<bigint> {
  const { value } = await rpc
    .getTokenAccountsByOwner(
      owner as Address,
      { mint: SOLANA_DEVNET_PUSD.address },
      { encoding: 'jsonParsed' },
    )
    .send()
  const parsed = value[0]?.account.data as { parsed?: { info?: { tokenAmount?: { amount?: string } } } }
  return BigInt(parsed?.parsed?.info?.tokenAmount?.amount ?? '0')
}

/** Send through the modal up to the vault's approval screen, which the caller approves. */
async function sendUntilApproval(
  page: Page,
  parameters: { symbol: 'SOL' | 'PUSD'; amount: string; to: string },
) {
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
  await form.getByLabel('To', { exact: true }).fill(parameters.to)
  const review = form.getByRole('button', { name: 'Review send' })
  await expect.poll(() => review.isEnabled(), { timeout: 15_000 }).toBe(true)
  await review.click()
  const preview = dialog(page, 'Review send')
  await preview.getByText(`${parameters.amount} ${parameters.symbol}`).waitFor()
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await vault(page).getByRole('button', { name: 'Approve' }).waitFor({ timeout: 15_000 })
}

describe('embedded wallet on Solana (issue 15; docs/rules/entities.md AUTH on eip155 and solana, permissions.md)', () => {
  it('email login → Solana with the same login → SOL balance → signs a message → sends SOL and PUSD after the vault approval; nothing secret crosses postMessage', async () => {
    const { page, close } = await openPage(browser)
    try {
      await page.addInitScript(MESSAGE_RECORDER)
      const email = `sol-${Date.now()}@e.test`
      await page.goto(AUTH_DEMO, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Light', exact: true }).click()
      await loginWithEmail(page, email)
      await page.getByRole('button', { name: /0x/ }).first().waitFor()
      const sentCodes = async () =>
        ((await (await fetch(`${STACK.mailUrl}/api/messages`)).json()) as { to: string[] }[]).filter(
          (message) => message.to.includes(email),
        ).length
      const codes = await sentCodes()

      // The network switch to Solana uses the same login: no code, no wallet list, the Solana address.
      await networkButton(page).click()
      const networks = dialog(page, 'Select network')
      await networks
        .getByRole('list', { name: 'Solana' })
        .getByRole('button', { name: SOLANA_DEVNET_NAME })
        .click()
      await expect.poll(() => networkButton(page).textContent(), { timeout: 15_000 }).toBe(SOLANA_DEVNET_NAME)
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      expect(await sentCodes()).toBe(codes)
      await page.locator('button.portico-button[data-variant=account]').last().click()
      const address = await accountAddress(page)
      expect(base58.decode(address)).toHaveLength(32)
      expect(await dialog(page, 'Account').getByTestId('auth-login').textContent()).toBe(email)

      // Fund it on the local chain; after a reload the login comes back on Solana (reconnect).
      await rpc.requestAirdrop(address as Address, lamports(2_000_000_000n)).send()
      await fundPusd(address, 5_000_000n)
      await expect.poll(() => solBalance(address)).toBe(2_000_000_000n)
      // The server answers balances from a 5 s cache, which still holds the empty wallet's.
      await page.waitForTimeout(5_500)
      await page.reload({ waitUntil: 'networkidle' })
      await expect.poll(() => networkButton(page).textContent(), { timeout: 15_000 }).toBe(SOLANA_DEVNET_NAME)
      await page.locator('button.portico-button[data-variant=account]').last().click()
      const account = dialog(page, 'Account')
      await account.locator('.identity-balance', { hasText: '2.000 SOL' }).waitFor({ timeout: 15_000 })
      expect(await accountAddress(page)).toBe(address)
      await page.waitForTimeout(400)
      await screenshot(page, 'auth-solana-1-account-light')
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog(page).count()).toBe(0)

      // Sign a message: the vault's screen, then an Ed25519 signature Node verifies against the address.
      const text = `Portico embedded wallet on Solana ${Date.now()}`
      await page.locator('#sign-message').fill(text)
      await page.locator('.sign-card').getByRole('button', { name: 'Sign', exact: true }).click()
      await vault(page)
        .getByText(/asks you to sign this message with your Solana account/)
        .waitFor({ timeout: 15_000 })
      await vault(page).getByRole('button', { name: 'Approve' }).click()
      await expect
        .poll(() => page.getByTestId('signature-status').textContent(), { timeout: 15_000 })
        .toBe('Signature verified')
      const signature = base58.decode((await page.getByTestId('signature').textContent()) ?? '')
      expect(ed25519.verify(signature, new TextEncoder().encode(text), base58.decode(address))).toBe(true)

      // Send 0.25 SOL: the vault's summary (amount, token, receiver, network, fee), then exactly that arrives.
      const receiver = (await generateKeyPairSigner()).address
      await page.locator('button.portico-button[data-variant=account]').last().click()
      await sendUntilApproval(page, { symbol: 'SOL', amount: '0.25', to: receiver })
      const summary = vault(page).locator('.summary')
      await summary
        .filter({
          hasText: `Send 0.25 SOL to ${receiver.slice(0, 4)}…${receiver.slice(-4)} on ${SOLANA_DEVNET_NAME}.`,
        })
        .waitFor()
      await summary.filter({ hasText: 'Network fee: 0.000005 SOL.' }).waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'auth-solana-2-approval-light')
      const before = await solBalance(address)
      await vault(page).getByRole('button', { name: 'Approve' }).click()
      await dialog(page, 'Account').waitFor({ timeout: 30_000 })
      await expect.poll(() => solBalance(receiver), { timeout: 15_000 }).toBe(250_000_000n)
      // The sender paid the amount and the 5000-lamport fee the screen named, nothing more.
      expect(before - (await solBalance(address))).toBe(250_000_000n + 5_000n)

      // Dark theme: send 1.5 PUSD; the vault draws its approval screen in the modal's theme.
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      await page.locator('button.portico-button[data-variant=account]').last().click()
      await sendUntilApproval(page, { symbol: 'PUSD', amount: '1.5', to: receiver })
      await summary
        .filter({
          hasText: `Send 1.5 PUSD (token ${SOLANA_DEVNET_PUSD.address.slice(0, 4)}…${SOLANA_DEVNET_PUSD.address.slice(-4)}) to ${receiver.slice(0, 4)}…${receiver.slice(-4)} on ${SOLANA_DEVNET_NAME}.`,
        })
        .waitFor()
      await summary.filter({ hasText: /you pay its rent deposit/ }).waitFor()
      expect(
        await page
          .frame({ url: (url) => url.href.startsWith(STACK.vaultUrl) })
          ?.evaluate(() => document.documentElement.dataset.theme),
      ).toBe('dark')
      await page.waitForTimeout(300)
      await screenshot(page, 'auth-solana-3-approval-dark')
      await vault(page).getByRole('button', { name: 'Approve' }).click()
      await dialog(page, 'Account').waitFor({ timeout: 30_000 })
      await expect.poll(() => pusdBalance(receiver), { timeout: 15_000 }).toBe(1_500_000n)
      expect(await pusdBalance(address)).toBe(3_500_000n)

      // The Solana key, as the vault's export screen shows it (after a fresh code), never crossed.
      await page.keyboard.press('Escape')
      await page.locator('button.portico-button[data-variant=account]').last().click()
      const exportAt = Date.now()
      await dialog(page, 'Account').getByRole('button', { name: 'Export private key' }).click()
      await vault(page)
        .getByLabel('6-digit code')
        .fill(await mailedCode(email, exportAt))
      await vault(page).getByRole('button', { name: 'Continue' }).click()
      await vault(page).getByRole('heading', { name: 'Solana private key (base58)' }).waitFor()
      const keypair = base58.decode((await vault(page).locator('pre').nth(1).textContent()) ?? '')
      expect(base58.encode(ed25519.getPublicKey(keypair.subarray(0, 32)))).toBe(address)
      await vault(page).getByRole('button', { name: 'Done' }).click()
      const seed = keypair.subarray(0, 32)
      const forms = [
        base58.encode(keypair),
        base58.encode(seed),
        Buffer.from(seed).toString('hex'),
        Buffer.from(seed).toString('base64'),
        Buffer.from(keypair).toString('base64'),
      ]

      // Every postMessage in the page and the vault: no share, key or mnemonic.
      const messages: string[] = []
      for (const frame of page.frames())
        messages.push(...((await frame.evaluate('window.__recorded ?? []')) as string[]))
      const vaultMessages = messages.filter((message) => message.includes('portico:vault'))
      expect(vaultMessages.some((message) => message.includes('solanaSignTransaction'))).toBe(true)
      for (const message of vaultMessages) {
        expect(message).not.toMatch(/share|secret|mnemonic|privateKey/i)
        expect(message).not.toMatch(/\b(?:[a-z]{3,8} ){11,}[a-z]{3,8}\b/)
        for (const form of forms) expect(message).not.toContain(form)
      }
    } catch (error) {
      await screenshot(page, 'auth-solana-failure')
      throw error
    } finally {
      await close()
    }
  }, 480_000)
})

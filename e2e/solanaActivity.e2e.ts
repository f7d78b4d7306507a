import { shortenName } from '@portico/core'
import {
  DEV_ACCOUNTS,
  getDevWalletScript,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEVNET_NAME,
  SOLANA_DEVNET_PUSD,
} from '@portico/devnet'
import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, type OpenedPage, openPage, screenshot } from './support/browser.ts'
import { accountButton, dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

// The dev wallet's Solana account; the other dev account pays it PUSD from outside the dapp.
const [me, tokenSender] = SOLANA_DEV_ACCOUNTS
const [evmSender] = DEV_ACCOUNTS
const HISTORY = /\/v1\/account\/[^/]+\/history/

let browser: Browser
let walletScript: string
const rpc = createSolanaRpc(STACK.solanaRpcUrl as `http://${string}`)
beforeAll(async () => {
  browser = await launchBrowser()
  walletScript = await getDevWalletScript({
    config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls, solanaRpcUrl: STACK.solanaRpcUrl },
  })
})
afterAll(async () => {
  await browser?.close()
})

/** Signs `instructions` with `payer` and sends them to the local chain, as a wallet outside the dapp would. */
async function sendFromOutside(payer: KeyPairSigner, instructions: Instruction[]) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (tx) => setTransactionMessageFeePayerSigner(payer, tx),
    (tx) => setTransactionMessageLifetimeUsingBlockhash(blockhash, tx),
    (tx) => appendTransactionMessageInstructions(instructions, tx),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  return rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
}

const networkButton = (page: Page) =>
  page.locator('button.portico-button[data-variant=account]', { hasText: /^Portico (Solana )?Devnet/ })

/** The dev wallet on EVM, then its Solana side through SwitchActiveChain; Account opens on Activity. */
async function connectSolana(opened: OpenedPage, theme: 'Light' | 'Dark') {
  const { page } = opened
  await page.addInitScript({ content: walletScript })
  await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: theme, exact: true }).click()
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await accountButton(page, evmSender.address).waitFor({ timeout: 15_000 })
  await networkButton(page).click()
  const list = dialog(page, 'Select network').getByRole('list', { name: 'Solana' })
  await list.getByRole('button', { name: SOLANA_DEVNET_NAME, exact: true }).click()
  await dialog(page, 'Switch Chain').getByRole('button', { name: 'Connect a Solana wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
  await accountButton(page, me.address).click()
  const account = dialog(page, 'Account')
  await account.getByRole('tab', { name: 'Activity' }).click()
  return account
}

const hexBytes = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'))

describe('Activity on Solana (issue 37 item 17): read from the chain over JSON-RPC, grouped like EVM', () => {
  it('lists SOL and PUSD received from outside the dapp while shown, by month, and asks the history API nothing', async () => {
    const opened = await openPage(browser)
    const { page, requests } = opened
    // The JSON-RPC calls the page makes to the local chain, by method.
    const calls: { method: string; params: unknown[] }[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(STACK.solanaRpcUrl) || request.method() !== 'POST') return
      const body = request.postDataJSON() as { method?: string; params?: unknown[] } | null
      if (body?.method) calls.push({ method: body.method, params: body.params ?? [] })
    })
    try {
      const account = await connectSolana(opened, 'Light')
      // What the chain holds for the account is listed, or its empty state once the chain has answered.
      await account.locator('.activity-row, .empty').first().waitFor({ timeout: 15_000 })

      const outsider = await generateKeyPairSigner()
      await rpc.requestAirdrop(outsider.address, lamports(2_000_000_000n)).send()
      const solSignature = await sendFromOutside(outsider, [
        getTransferSolInstruction({
          source: outsider,
          destination: me.address,
          amount: lamports(250_000_000n),
        }),
      ])
      const payer = await createKeyPairSignerFromPrivateKeyBytes(hexBytes(tokenSender.privateKey))
      const [source] = await findAssociatedTokenPda({
        owner: payer.address,
        mint: SOLANA_DEVNET_PUSD.address,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      const [destination] = await findAssociatedTokenPda({
        owner: me.address,
        mint: SOLANA_DEVNET_PUSD.address,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      const tokenSignature = await sendFromOutside(payer, [
        getCreateAssociatedTokenIdempotentInstruction({
          payer,
          ata: destination,
          owner: me.address,
          mint: SOLANA_DEVNET_PUSD.address,
        }),
        getTransferCheckedInstruction({
          source,
          mint: SOLANA_DEVNET_PUSD.address,
          destination,
          authority: payer,
          amount: 2_500_000n,
          decimals: SOLANA_DEVNET_PUSD.decimals,
        }),
      ])

      // Both appear in the open tab without a reload, newest first, each with its sender.
      const row = (hash: string) => account.locator(`.activity-row[data-hash="${hash}"]`)
      await row(tokenSignature).waitFor({ timeout: 20_000 })
      await row(solSignature).waitFor({ timeout: 20_000 })
      const text = async (hash: string) => (await row(hash).innerText()).replace(/\s+/g, ' ')
      expect(await text(solSignature)).toMatch(
        new RegExp(`^Received From ${shortenName(outsider.address)} \\+0\\.250 SOL .+ ago$`),
      )
      expect(await text(tokenSignature)).toMatch(
        new RegExp(`^Received From ${shortenName(payer.address)} \\+2\\.500 PUSD .+ ago$`),
      )
      const hashes = await account
        .locator('.activity-row')
        .evaluateAll((rows) => rows.map((element) => element.getAttribute('data-hash')))
      expect(hashes.indexOf(tokenSignature)).toBeLessThan(hashes.indexOf(solSignature))
      expect(hashes.filter((hash) => hash === tokenSignature)).toHaveLength(1)
      // Grouped by year and month like EVM's Activity.
      const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date())
      expect(await account.locator('.activity-month').first().textContent()).toBe(month)
      // The list is read again while shown (two more reads: the first one's transactions are asked for by
      // the time the second starts); a transaction already read is not asked for again.
      const listed = calls.filter((call) => call.method === 'getSignaturesForAddress').length
      await expect
        .poll(() => calls.filter((call) => call.method === 'getSignaturesForAddress').length, {
          timeout: 15_000,
        })
        .toBeGreaterThan(listed + 1)
      const reads = calls.filter(
        (call) => call.method === 'getTransaction' && call.params[0] === tokenSignature,
      )
      expect(reads).toHaveLength(1)
      // The chain answered: the server's EVM history API was never asked for a Solana account.
      expect(requests.filter((request) => HISTORY.test(request.url))).toEqual([])

      await page.waitForTimeout(400)
      await screenshot(page, 'solana-activity-light')
      expect(await seriousModalViolations(page)).toEqual([])
    } finally {
      await opened.close()
    }
  })

  it('dark at 390×844, in English and Arabic', async () => {
    const opened = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: false })
    const { page, requests } = opened
    try {
      const account = await connectSolana(opened, 'Dark')
      await account.locator('.activity-row').first().waitFor({ timeout: 15_000 })
      await page.waitForTimeout(400)
      await screenshot(page, 'solana-activity-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])
      // Read before the switch: the Arabic labels can render before a read that follows it.
      const english = await dialog(page).locator('.activity-month').first().textContent()
      await page.locator('#panel-language').selectOption('ar')
      await expect.poll(() => dialog(page).locator('.activity-month').first().textContent()).not.toBe(english)
      await page.waitForTimeout(400)
      await screenshot(page, 'solana-activity-dark-390-ar')
      expect(await seriousModalViolations(page)).toEqual([])
      expect(requests.filter((request) => HISTORY.test(request.url))).toEqual([])
    } finally {
      await opened.close()
    }
  })
})

import { DEV_ACCOUNTS } from '@portico/devnet'
import { DEVNET_CONTRACT_ADDRESSES } from '@portico/devnet/contracts'
import type { Page } from 'playwright-core'
import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { openPage, screenshot } from './support/browser.ts'
import {
  AUTH_DEMO,
  approvalScreens,
  devnetRpc,
  dialog,
  fundWithPusd,
  loginWithEmail,
  MESSAGE_RECORDER,
  openAccount,
  vault,
} from './support/embeddedWallet.ts'
import { connectDevWallet, useBrowser } from './support/page.ts'
import { STACK } from './support/stack.ts'

// Issue 19, smart sessions: docs/rules/permissions.md (wallet_grantPermissions and wallet_revokePermissions need the
// wallet's approval), limits.md (capability sessionKeys), screens.md (the smart sessions view), entities.md (eip155 accounts are
// smart accounts by default). Real Chromium, the real devnet, the server's bundler route and alto.
const PUSD = DEVNET_CONTRACT_ADDRESSES.pusd
const RECIPIENT = DEV_ACCOUNTS[1]!.address

const browser = useBrowser()

async function pusdBalance(address: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  return BigInt(await devnetRpc<string>('eth_call', [{ to: PUSD, data }, 'latest']))
}

async function closeModal(page: Page) {
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click()
  await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0)
}

/** Pays with the session from the demo's card; resolves with the transaction hash or the error text. */
async function payWithSession(page: Page, amount: string): Promise<{ hash?: string; error?: string }> {
  const card = page.getByRole('region', { name: 'Smart session' })
  await card.getByLabel('Amount (PUSD)').fill(amount)
  const before = await card
    .getByTestId('smart-session-tx')
    .textContent()
    .catch(() => null)
  await card.getByRole('button', { name: 'Pay with session' }).click()
  await card.getByRole('button', { name: 'Sending…' }).waitFor({ state: 'detached', timeout: 60_000 })
  await expect
    .poll(
      async () =>
        (await card.getByTestId('smart-session-error').count()) > 0 ||
        ((await card.getByTestId('smart-session-tx').count()) > 0 &&
          (await card.getByTestId('smart-session-tx').textContent()) !== before),
      { timeout: 60_000 },
    )
    .toBe(true)
  if ((await card.getByTestId('smart-session-error').count()) > 0)
    return { error: (await card.getByTestId('smart-session-error').textContent()) ?? '' }
  return { hash: (await card.getByTestId('smart-session-tx').textContent()) ?? '' }
}

describe('smart sessions in the embedded wallet (docs/rules/screens.md, permissions.md, limits.md; issue 19)', () => {
  it('grants a scoped session with one approval, spends within its limit twice with no prompt, is refused above it and after revoke', async () => {
    const { page, close } = await openPage(browser())
    try {
      await page.addInitScript(MESSAGE_RECORDER)
      await page.goto(AUTH_DEMO, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Light', exact: true }).click()
      await loginWithEmail(page, `sessions-${Date.now()}@example.test`)
      const { account, address } = await openAccount(page)
      await account.getByText('Smart account: created by its first transaction').waitFor({ timeout: 15_000 })
      await fundWithPusd(address, '20')
      await closeModal(page)

      // Grant: the vault's own screen spells out the scope it signs (key, contract, function, limit, expiry).
      const card = page.getByRole('region', { name: 'Smart session' })
      const screensBefore = await approvalScreens(page)
      await card.getByRole('button', { name: 'Grant session' }).click()
      await vault(page).getByRole('heading', { name: 'Grant a session key' }).waitFor({ timeout: 30_000 })
      const scope = vault(page).getByText(/^1\. Let the app's session key 0x/)
      await scope.waitFor()
      const text = (await scope.textContent()) ?? ''
      expect(text).toContain(`call transfer on the contract ${PUSD.slice(0, 6)}…${PUSD.slice(-4)}`)
      expect(text).toContain('moving at most 5 PUSD in total, until ')
      expect(text).toMatch(/until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/)
      await vault(page).getByText('This first use also creates your smart account on this network.').waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'sessions-1-grant-approval-light')
      await vault(page).getByRole('button', { name: 'Approve' }).click()
      await card.getByText(/^Session key 0x[0-9a-fA-F]{6}… may move 5 PUSD$/).waitFor({ timeout: 60_000 })
      expect((await approvalScreens(page)) - screensBefore).toBe(1)

      // Two payments within the limit, signed by the page's session key: no approval screen.
      const recipientBefore = await pusdBalance(RECIPIENT)
      const accountBefore = await pusdBalance(address)
      for (const amount of ['2', '2']) {
        const { hash, error } = await payWithSession(page, amount)
        expect(error).toBeUndefined()
        const receipt = await devnetRpc<{ status: string } | null>('eth_getTransactionReceipt', [hash])
        expect(receipt?.status).toBe('0x1')
      }
      expect((await approvalScreens(page)) - screensBefore).toBe(1)
      expect((await pusdBalance(RECIPIENT)) - recipientBefore).toBe(4_000_000n)
      expect(accountBefore - (await pusdBalance(address))).toBe(4_000_000n)

      // 2 more would be 6 of 5: the account refuses it, the kit says why.
      const above = await payWithSession(page, '2')
      expect(above.error).toBe('The session’s spend limit does not cover this amount (SpendLimitExceeded)')
      expect((await pusdBalance(RECIPIENT)) - recipientBefore).toBe(4_000_000n)
      expect((await approvalScreens(page)) - screensBefore).toBe(1)

      // The sessions list in the modal, read from the chain. While the chain's RPC fails, the list says
      // so (no empty state it did not check) and loads on "Try again" once the RPC answers.
      const chainRpc = (url: URL) => url.href.startsWith(STACK.devnetRpcUrls[31337])
      await page.route(chainRpc, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }))
      const reopened = await openAccount(page)
      await reopened.account.getByRole('button', { name: 'Sessions', exact: true }).click()
      const sessions = dialog(page, 'Smart Sessions')
      const failed = sessions.getByRole('alert')
      await failed.getByText('Could not load sessions').waitFor({ timeout: 60_000 })
      expect(await sessions.getByText('No sessions').count()).toBe(0)
      await page.waitForTimeout(300)
      await screenshot(page, 'sessions-2-error-light')
      await page.unroute(chainRpc)
      await failed.getByRole('button', { name: 'Try again' }).click()
      const list = sessions.getByRole('list', { name: 'Sessions' })
      await list.waitFor({ timeout: 15_000 })
      const row = list.getByRole('listitem')
      expect(await row.count()).toBe(1)
      await row.getByText(`transfer on ${PUSD.slice(0, 6)}…${PUSD.slice(-4)}`).waitFor()
      await row
        .getByText(/^Spent 4(\.0+)? PUSD of 5(\.0+)? PUSD$|^Spent 4000000 base units of 5000000 base units$/)
        .waitFor()
      await row.getByText(/^Until /).waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'sessions-3-list-light')
      expect(await seriousModalViolations(page)).toEqual([])

      await closeModal(page)
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      await page.setViewportSize({ width: 390, height: 844 })
      const dark = await openAccount(page)
      await dark.account.getByRole('button', { name: 'Sessions', exact: true }).click()
      await dialog(page, 'Smart Sessions')
        .getByRole('list', { name: 'Sessions' })
        .waitFor({ timeout: 15_000 })
      await page.waitForTimeout(300)
      await screenshot(page, 'sessions-4-list-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])

      // Revoke from the list with the keyboard: a vault-approved owner operation.
      const revoke = dialog(page, 'Smart Sessions').getByRole('button', {
        name: /^Revoke session transfer on /,
      })
      await revoke.focus()
      await page.keyboard.press('Enter')
      await vault(page).getByRole('heading', { name: 'End a session key' }).waitFor({ timeout: 30_000 })
      await vault(page)
        .getByText(/^1\. End the session of the key 0x.+: it can no longer act for your account\.$/)
        .waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'sessions-5-revoke-approval-dark-390')
      await vault(page).getByRole('button', { name: 'Approve' }).click()
      await dialog(page, 'Smart Sessions').getByText('No sessions').waitFor({ timeout: 60_000 })
      await page.waitForTimeout(300)
      await screenshot(page, 'sessions-6-empty-dark-390')
      await closeModal(page)

      const revoked = await payWithSession(page, '1')
      expect(revoked.error).toBe('The session was revoked (Revoked)')
      expect((await pusdBalance(RECIPIENT)) - recipientBefore).toBe(4_000_000n)

      // A new grant (dark, phone width) makes a new key with a fresh limit; the account is deployed now.
      await card.getByRole('button', { name: 'Grant session' }).click()
      await vault(page).getByRole('heading', { name: 'Grant a session key' }).waitFor({ timeout: 30_000 })
      await vault(page)
        .getByText(/^1\. Let the app's session key 0x.+ moving at most 5 PUSD in total/)
        .waitFor()
      expect(await vault(page).getByText('This first use also creates your smart account').count()).toBe(0)
      await page.waitForTimeout(300)
      await screenshot(page, 'sessions-7-grant-approval-dark-390')
      await vault(page).getByRole('button', { name: 'Approve' }).click()
      await card.getByText(/may move 5 PUSD$/).waitFor({ timeout: 60_000 })
      const again = await payWithSession(page, '5')
      expect(again.error).toBeUndefined()
      expect((await pusdBalance(RECIPIENT)) - recipientBefore).toBe(9_000_000n)
      expect((await approvalScreens(page)) - screensBefore).toBe(3)
    } catch (error) {
      await screenshot(page, 'sessions-failed')
      throw error
    } finally {
      await close()
    }
  }, 300_000)
})

describe('smart sessions are offered only where the account can grant them (issue 37 item 21)', () => {
  it('an external wallet gets no "Grant session" to press, and reads why', async () => {
    const { getDevWalletScript } = await import('@portico/devnet')
    const { page, close } = await openPage(browser())
    try {
      await page.addInitScript({
        content: await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } }),
      })
      await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
      await connectDevWallet(page)
      const card = page.getByRole('region', { name: 'Smart session' })
      const grant = card.getByRole('button', { name: 'Grant session' })
      await card.getByTestId('smart-session-why-not').waitFor()
      expect(await grant.isDisabled()).toBe(true)
      expect(await card.getByTestId('smart-session-why-not').textContent()).toBe(
        'Sessions need the embedded wallet on a smart account',
      )
      expect(await card.getByTestId('smart-session-error').count()).toBe(0)
    } finally {
      await close()
    }
  })
})

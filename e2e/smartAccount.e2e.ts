import { DEVNET_NAME_ZONE } from '@portico/devnet'
import { DEVNET_ACCOUNT_ABSTRACTION } from '@portico/devnet/contracts'
import type { Browser } from 'playwright-core'
import { type Address, decodeEventLog, parseAbiItem, toEventSelector } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { serverBalances, units } from './support/balances.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
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
import { STACK } from './support/stack.ts'

// Issue 19: the embedded wallet on a smart account (docs/rules/entities.md preferredAccountType, eip155 defaults to
// smartAccount, smartAccountDeployed), EIP-5792 batches (docs/rules/permissions.md wallet_sendCalls needs approval, limits.md
// capability `atomic`), the bundler route (docs/rules/api.md), and smart-account signatures in SIWX and name
// registration (EIP-6492 before deployment, EIP-1271 after).
const USER_OPERATION_EVENT = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The EntryPoint's UserOperationEvents of one sender. */
async function userOperationEvents(sender: Address) {
  const logs = await devnetRpc<
    { topics: [`0x${string}`, ...`0x${string}`[]]; data: `0x${string}`; transactionHash: string }[]
  >('eth_getLogs', [
    {
      address: DEVNET_ACCOUNT_ABSTRACTION.entryPoint,
      fromBlock: '0x0',
      toBlock: 'latest',
      topics: [
        toEventSelector(USER_OPERATION_EVENT),
        null,
        `0x${sender.slice(2).toLowerCase().padStart(64, '0')}`,
      ],
    },
  ])
  return logs.map((log) => ({
    ...decodeEventLog({ abi: [USER_OPERATION_EVENT], data: log.data, topics: log.topics }).args,
    transactionHash: log.transactionHash,
  }))
}

describe('the embedded wallet on a smart account (docs/rules/entities.md, permissions.md, api.md, limits.md; issue 19)', () => {
  it('a swap needing approval is one approval screen and one sponsored user operation that deploys the account; then a name registers with an EIP-1271 signature', async () => {
    const { page, close } = await openPage(browser)
    try {
      await page.addInitScript(MESSAGE_RECORDER)
      await page.goto(AUTH_DEMO, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Light', exact: true }).click()
      const email = `smart-${Date.now()}@example.test`
      await loginWithEmail(page, email)
      const { account, address } = await openAccount(page)
      // eip155 defaults to smartAccount: a counterfactual account, not on chain yet.
      await account.getByText('Smart account: created by its first transaction').waitFor({ timeout: 15_000 })
      expect(
        await account.getByRole('switch', { name: 'Use a smart account' }).getAttribute('aria-checked'),
      ).toBe('true')
      expect(await devnetRpc('eth_getCode', [address, 'latest'])).toBe('0x')
      await page.waitForTimeout(300)
      await screenshot(page, 'smart-1-account-light')
      expect(await seriousModalViolations(page)).toEqual([])

      await fundWithPusd(address, '25')
      expect(BigInt(await devnetRpc<string>('eth_getBalance', [address, 'latest']))).toBe(0n)
      const before = await serverBalances(address)

      await account.getByRole('button', { name: 'Swap', exact: true }).click()
      const swap = dialog(page, 'Swap')
      await swap.getByRole('button', { name: 'Select token: ETH' }).click()
      const picker = dialog(page, 'Select token')
      await picker.getByRole('searchbox', { name: 'Search token' }).fill('pusd')
      await picker.getByRole('button', { name: /Portico USD/ }).click()
      await swap.getByLabel('Select token', { exact: true }).click()
      await dialog(page, 'Select token')
        .getByRole('button', { name: /Portico DAI/ })
        .click()
      await swap.getByLabel('You pay').fill('10')
      await swap.getByRole('button', { name: 'Review swap' }).click({ timeout: 15_000 })
      const preview = dialog(page, 'Review swap')
      // The wallet reports `atomic` supported: approval and swap are one step.
      const approveAndSwap = preview.getByRole('button', { name: 'Approve and swap' })
      await approveAndSwap.waitFor({ timeout: 15_000 })
      await preview.getByText('together in one confirmation').waitFor()
      expect(await preview.getByRole('button', { name: 'Approve PUSD' }).count()).toBe(0)
      await page.waitForTimeout(300)
      await screenshot(page, 'smart-2-preview-light')
      expect(await seriousModalViolations(page)).toEqual([])
      const screensBefore = await approvalScreens(page)
      await approveAndSwap.click()

      const approve = vault(page).getByRole('button', { name: 'Approve' })
      await approve.waitFor({ timeout: 30_000 })
      await vault(page).getByRole('heading', { name: 'Approve 2 calls' }).waitFor()
      await vault(page)
        .getByText(/these 2 calls run together/)
        .waitFor()
      await vault(page)
        .getByText(/^1\. Allow 0x.+ to spend up to 10 PUSD of the token 0x/)
        .waitFor()
      await vault(page)
        .getByText(/^2\. Call swapExactTokensForTokens on the contract/)
        .waitFor()
      await vault(page).getByText('This first use also creates your smart account on this network.').waitFor()
      await vault(page)
        .getByText(/paid by the app's sponsor/)
        .waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'smart-3-vault-approval-light')
      await approve.click()
      await page.getByText(/^Swapped 10 PUSD for/).waitFor({ timeout: 60_000 })
      await dialog(page, 'Account').waitFor()
      expect((await approvalScreens(page)) - screensBefore).toBe(1)

      // One user operation, successful, sponsored, in one transaction; the account now exists.
      const events = await userOperationEvents(address)
      expect(events).toHaveLength(1)
      expect(events[0]!.success).toBe(true)
      expect(events[0]!.paymaster.toLowerCase()).toBe(
        DEVNET_ACCOUNT_ABSTRACTION.verifyingPaymaster.toLowerCase(),
      )
      expect(await devnetRpc('eth_getCode', [address, 'latest'])).not.toBe('0x')
      expect(BigInt(await devnetRpc<string>('eth_getBalance', [address, 'latest']))).toBe(0n)
      const after = await serverBalances(address)
      expect(units(before.PUSD) - units(after.PUSD)).toBe(10_000_000n)
      expect(units(after.PDAI)).toBeGreaterThan(units(before.PDAI))
      await account.getByText('Smart account: deployed').waitFor({ timeout: 15_000 })
      await page.waitForTimeout(300)
      await screenshot(page, 'smart-4-deployed-light')

      // The deployed account signs a name registration; the server checks it with EIP-1271.
      const name = `smart${Date.now().toString(36)}`
      await account.getByRole('button', { name: 'Choose a name' }).click()
      const view = dialog(page, 'Choose Name')
      const input = view.getByLabel('Account name', { exact: true })
      await input.fill(name)
      await input.blur()
      await view.getByText(`${name}.${DEVNET_NAME_ZONE} is available`).waitFor({ timeout: 15_000 })
      await view.getByRole('button', { name: 'Register' }).click()
      await vault(page)
        .getByText(/asks you to sign this message/)
        .waitFor({ timeout: 15_000 })
      await vault(page).getByRole('button', { name: 'Approve' }).click()
      const success = dialog(page, 'Name Registered')
      await success
        .getByText(`${name}.${DEVNET_NAME_ZONE} is your account name now`)
        .waitFor({ timeout: 15_000 })
      const registered = (await (
        await fetch(`${STACK.apiUrl}/v1/profile/account/${name}.${DEVNET_NAME_ZONE}?apiVersion=2`)
      ).json()) as { addresses: Record<string, { address: string }> }
      expect(Object.values(registered.addresses)[0]?.address.toLowerCase()).toBe(address.toLowerCase())
    } catch (error) {
      await screenshot(page, 'smart-failed-swap')
      throw error
    } finally {
      await close()
    }
  }, 240_000)

  it('required sign-in (SIWX) with a smart account not yet deployed verifies through EIP-6492; the toggle switches to the EOA', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    try {
      await page.addInitScript(() => localStorage.setItem('portico-demo:sign-in', 'required'))
      await page.goto(AUTH_DEMO, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      await loginWithEmail(page, `smart-siwx-${Date.now()}@example.test`)
      const signIn = dialog(page, 'Sign In')
      await signIn.getByRole('button', { name: 'Sign', exact: true }).click({ timeout: 30_000 })
      const approve = vault(page).getByRole('button', { name: 'Approve' })
      await approve.waitFor({ timeout: 15_000 })
      await approve.click()
      await expect
        .poll(() => page.getByTestId('session-status').textContent(), { timeout: 30_000 })
        .toBe('signed in')
      const { account, address } = await openAccount(page)
      expect(await devnetRpc('eth_getCode', [address, 'latest'])).toBe('0x')
      await page.waitForTimeout(300)
      await screenshot(page, 'smart-5-account-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])

      // docs/rules/entities.md Account types: eoa is the key's own address. It is a new account, so sign-in asks again.
      await account.getByRole('switch', { name: 'Use a smart account' }).click()
      const again = dialog(page, 'Sign In')
      await again.getByRole('button', { name: 'Sign', exact: true }).click({ timeout: 30_000 })
      await vault(page).getByRole('button', { name: 'Approve' }).click({ timeout: 15_000 })
      await expect.poll(() => dialog(page).count(), { timeout: 30_000 }).toBe(0)
      await expect
        .poll(() => page.getByTestId('session-status').textContent(), { timeout: 30_000 })
        .toBe('signed in')
      const eoa = await openAccount(page)
      expect(eoa.address).not.toBe(address)
      await eoa.account.getByText('Account type: EOA (the key’s own address)').waitFor()
      expect(
        await eoa.account.getByRole('switch', { name: 'Use a smart account' }).getAttribute('aria-checked'),
      ).toBe('false')
      await page.waitForTimeout(300)
      await screenshot(page, 'smart-6-eoa-dark-390')
    } catch (error) {
      await screenshot(page, 'smart-failed-siwx')
      throw error
    } finally {
      await close()
    }
  }, 240_000)
})

import { DEV_ACCOUNTS } from '@portico/devnet'
import { DEVNET_CONTRACT_ADDRESSES } from '@portico/devnet/contracts'
import type { Locator, Page } from 'playwright-core'
import { type Address, createWalletClient, encodeFunctionData, erc20Abi, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { screenshot } from './browser.ts'
import { dialog } from './modal.ts'
import { STACK } from './stack.ts'

/** The demo under the project whose remote features turn email and social login on. */
export const AUTH_DEMO = `${STACK.demoUrl}?projectId=portico-demo-auth`

/** An init script that records every message event of a frame (the page or the vault) in `window.__recorded`. */
export const MESSAGE_RECORDER = `
  window.__recorded = [];
  window.addEventListener('message', (event) => {
    try { window.__recorded.push(JSON.stringify(event.data)) } catch { window.__recorded.push(String(event.data)) }
  }, true);
`

export { dialog }

/** The embedded wallet's vault iframe (its approval screens). */
export const vault = (page: Page) => page.frameLocator('iframe[data-portico-vault]')

/** A JSON-RPC call to devnet A. */
export async function devnetRpc<result>(method: string, params: unknown[]): Promise<result> {
  const response = await fetch(STACK.devnetRpcUrls[31337], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: result }).result
}

const usedCodes = new Set<string>()

/** The newest code mailed to `email` since `after` (ms) that this test file has not used yet. */
export async function mailedCode(email: string, after: number): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await fetch(`${STACK.mailUrl}/api/messages`)
    const messages = (await response.json()) as { to: string[]; text: string; date: string }[]
    const code = messages
      .filter((message) => message.to.includes(email) && Date.parse(message.date) >= after - 1000)
      .map((message) => message.text.match(/\b(\d{6})\b/)?.[1])
      .find((candidate) => candidate !== undefined && !usedCodes.has(`${email}:${candidate}`))
    if (code) {
      usedCodes.add(`${email}:${code}`)
      return code
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No code mailed to ${email}`)
}

/**
 * Logs in from Connect Wallet with an email and the code the mail catcher received, and waits for
 * the modal to close. `screenshotTheme`: screenshots of the email and code steps under that name.
 */
export async function loginWithEmail(page: Page, email: string, screenshotTheme?: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  if (screenshotTheme) {
    await page.waitForTimeout(300)
    await screenshot(page, `auth-1-email-${screenshotTheme}`)
  }
  const sentAt = Date.now()
  await connect.getByRole('textbox', { name: 'Email' }).press('Enter')
  const login = dialog(page, 'Email Login')
  // The code entry shows once the server took the request and mailed the code.
  await login.getByLabel('Digit 1 of 6').waitFor({ timeout: 60_000 })
  if (screenshotTheme) {
    await page.waitForTimeout(300)
    await screenshot(page, `auth-2-code-${screenshotTheme}`)
  }
  await login.getByLabel('Digit 1 of 6').fill(await mailedCode(email, sentAt))
  await expect.poll(() => dialog(page).count(), { timeout: 30_000 }).toBe(0)
}

/** Waits for the modal to close, opens Account from the address button, and reads the address. */
export async function openAccount(page: Page): Promise<{ account: Locator; address: Address }> {
  await expect.poll(() => dialog(page).count(), { timeout: 30_000 }).toBe(0)
  await page.getByRole('button', { name: /0x/ }).first().click()
  const account = dialog(page, 'Account')
  await account.getByTestId('auth-login').waitFor()
  const address = (await account.locator('.identity-name span').getAttribute('title')) as Address
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return { account, address }
}

/** Sends devnet PUSD from dev account 3 and waits until it is mined (a smart account holds no ETH). */
export async function fundWithPusd(address: Address, amount: string) {
  const funder = createWalletClient({
    account: privateKeyToAccount(DEV_ACCOUNTS[3]!.privateKey),
    transport: http(STACK.devnetRpcUrls[31337]),
  })
  const hash = await funder.sendTransaction({
    chain: null,
    to: DEVNET_CONTRACT_ADDRESSES.pusd,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, parseUnits(amount, 6)],
    }),
  })
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await devnetRpc('eth_getTransactionReceipt', [hash])) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The funding transaction was not mined')
}

/** How many approval screens the vault has shown so far (needs {@link MESSAGE_RECORDER}). */
export const approvalScreens = async (page: Page) =>
  ((await page.evaluate('window.__recorded ?? []')) as string[]).filter((message) =>
    message.includes('"event":"show"'),
  ).length

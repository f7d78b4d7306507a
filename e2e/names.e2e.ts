import { ACCOUNT_NAME_RULE, shortenName } from '@portico/core'
import { DEV_ACCOUNTS, DEVNET_NAME_ZONE, getDevWalletScript } from '@portico/devnet'
import type { Browser, Locator, Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

// Accounts no other suite connects with, so the registered name shows nowhere else.
const OWNER = DEV_ACCOUNTS[4]!
const OTHER = DEV_ACCOUNTS[3]!
// The modal registers under the server's preferred zone: `npm start`'s config names its own first.
const NAME = `alice-test.${DEVNET_NAME_ZONE}`
const SDK = 'projectId=portico-local&st=portico&sv=portico-0.1.0'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function connectAs(page: Page, index: number) {
  await page.addInitScript({
    content: await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } }),
  })
  await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
  await page.evaluate(
    (account) =>
      (
        window as never as { porticoDevWallet: { selectAccount(i: number): void } }
      ).porticoDevWallet.selectAccount(account),
    index,
  )
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
}

async function owner(name: string): Promise<string | undefined> {
  const response = await fetch(`${STACK.apiUrl}/v1/profile/account/${name}?${SDK}`)
  if (response.status === 404) return undefined
  const body = (await response.json()) as { addresses: Record<string, { address: string }> }
  return Object.values(body.addresses)[0]?.address
}

async function typeName(view: Locator, label: string) {
  const input = view.getByLabel('Account name', { exact: true })
  await input.fill(label)
  await input.blur()
}

describe('account names in the modal (docs/rules/screens.md RegisterAccountName, states.md Name registration, validation.md account name)', () => {
  it('registers alice-test in the preferred zone, shows it after a reload, and refuses bad names in the view', async () => {
    const { page, close } = await openPage(browser)
    try {
      await connectAs(page, 4)
      await page.getByRole('button', { name: 'Light', exact: true }).click()
      // A stack that already ran this suite has the name: the owner keeps it, the rest still holds.
      const registeredBefore = await owner(NAME)
      await page
        .getByRole('button', { name: registeredBefore ? NAME : shortenName(OWNER.address) })
        .first()
        .click()
      const account = dialog(page, 'Account')
      await account.waitFor()

      if (!registeredBefore) {
        await account.getByRole('button', { name: 'Choose a name' }).click()
        const view = dialog(page, 'Choose Name')
        await view.waitFor()
        await typeName(view, 'abc')
        await view.getByText(ACCOUNT_NAME_RULE).waitFor()
        expect(await view.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true)
        await page.waitForTimeout(300)
        await screenshot(page, 'register-name-invalid-light')
        await view.getByLabel('Account name', { exact: true }).fill('alice_test')
        await view.getByText(ACCOUNT_NAME_RULE).waitFor()
        expect(await view.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true)

        await typeName(view, 'alice-test')
        await view.getByText(`${NAME} is available`).waitFor()
        await page.waitForTimeout(300)
        await screenshot(page, 'register-name-available-light')
        expect(await seriousModalViolations(page)).toEqual([])
        await view.getByRole('button', { name: 'Register' }).click()
        const success = dialog(page, 'Name Registered')
        await success.getByText(`${NAME} is your account name now`).waitFor({ timeout: 15_000 })
        await page.waitForTimeout(300)
        await screenshot(page, 'register-name-success-light')
        expect(await seriousModalViolations(page)).toEqual([])
        await success.getByRole('button', { name: 'Back to account' }).click()
        await dialog(page, 'Account').getByText(NAME).waitFor()
      }
      expect((await owner(NAME))?.toLowerCase()).toBe(OWNER.address.toLowerCase())

      // Reload: the header and the button show the name.
      await page.reload({ waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      await page.getByRole('button', { name: NAME }).first().click()
      const header = dialog(page, 'Account').locator('.identity-name')
      await header.getByText(NAME).waitFor()
      expect(await dialog(page, 'Account').getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
      await page.waitForTimeout(300)
      await screenshot(page, 'register-name-header-dark')
    } finally {
      await close()
    }
  })

  it('a second address cannot take the name: the view says it is taken, and the server answers 409', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    try {
      await connectAs(page, 3)
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      await page
        .getByRole('button', { name: shortenName(OTHER.address) })
        .first()
        .click()
      await dialog(page, 'Account').getByRole('button', { name: 'Choose a name' }).click()
      const view = dialog(page, 'Choose Name')
      await typeName(view, 'alice-test')
      await view.getByText(`${NAME} is already taken`).waitFor()
      expect(await view.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true)
      await view.getByRole('list', { name: 'Available names' }).getByRole('button').first().waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'register-name-taken-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])
    } finally {
      await close()
    }

    const signer = privateKeyToAccount(OTHER.privateKey)
    const message = JSON.stringify({ name: NAME, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const response = await fetch(`${STACK.apiUrl}/v1/profile/account?${SDK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 0x8000_0000 + 31337,
        address: signer.address,
        message,
        signature: await signer.signMessage({ message }),
      }),
    })
    expect(response.status).toBe(409)
    expect(((await response.json()) as { message: string }).message).toBe(
      `Name ${NAME} is already registered`,
    )
  })
})

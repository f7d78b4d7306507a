import { shortenName, TOAST_DURATION_MS } from '@portico/core'
import { getDevWalletScript } from '@portico/devnet'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { accountButton, dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

let browser: Browser
let walletScript: string
beforeAll(async () => {
  browser = await launchBrowser()
  walletScript = await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } })
})
afterAll(async () => {
  await browser?.close()
})

/** A fresh browser profile with the Portico Dev Wallet injected, as an extension would be (packages/devnet/README.md). */
async function withWallet(
  run: (page: Page) => Promise<void>,
  options: { wallet?: boolean; emailAndSocials?: boolean } = {},
) {
  // Clipboard permissions, so the copy test can read back what Copy address wrote.
  const { page, close } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] })
  if (options.wallet !== false) await page.addInitScript({ content: walletScript })
  const { emailAndSocials } = options
  if (emailAndSocials !== undefined) {
    // A project whose remote config turns email and social login on or off (npm start's default
    // project has them on).
    await page.route('**/appkit/v1/config?**', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { features: Record<string, unknown> }
      const features = { ...body.features, email: emailAndSocials, socials: emailAndSocials }
      await route.fulfill({ response, json: { features } })
    })
  }
  try {
    await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
    await run(page)
  } finally {
    await close()
  }
}

const connectButton = (page: Page) =>
  page.getByRole('button', { name: 'Connect Wallet', exact: true }).first()
const networkButton = (page: Page) =>
  page.locator('button.portico-button[data-variant=account]', {
    hasText: /Portico Devnet/,
  })

/** The connected ConnectButton (the demo shows one in its header and one in its hero). */

function walletAddress(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { porticoDevWallet: { accounts: readonly string[] } }).porticoDevWallet
        .accounts[0]!,
  )
}

function walletChainId(page: Page) {
  return page.evaluate(
    () => (window as unknown as { porticoDevWallet: { chainId: number } }).porticoDevWallet.chainId,
  )
}

function setAutoApprove(page: Page, mode: boolean | 'reject') {
  return page.evaluate((value) => {
    const wallet = (window as unknown as { porticoDevWallet: { setAutoApprove(mode: unknown): void } })
      .porticoDevWallet
    wallet.setAutoApprove(value)
  }, mode)
}

/**
 * Holds the wallet's next wallet_switchEthereumChain until the test calls `settleSwitch`, so the
 * SwitchNetwork view can be seen waiting (the dev wallet switches without a prompt).
 */
function holdNextSwitch(page: Page) {
  return page.evaluate(() => {
    type Request = (args: { method: string; params?: unknown }) => Promise<unknown>
    const scope = window as unknown as {
      porticoDevWallet: { provider: { request: Request } }
      __settleSwitch?: (reject: boolean) => void
    }
    const provider = scope.porticoDevWallet.provider
    const request = provider.request
    provider.request = (args) => {
      if (args.method !== 'wallet_switchEthereumChain') return request.call(provider, args)
      provider.request = request
      return new Promise((resolve, reject) => {
        scope.__settleSwitch = (rejected) =>
          rejected
            ? reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
            : request.call(provider, args).then(resolve, reject)
      })
    }
  })
}

function settleSwitch(page: Page, rejected: boolean) {
  return page.evaluate((value) => {
    ;(window as unknown as { __settleSwitch: (rejected: boolean) => void }).__settleSwitch(value)
  }, rejected)
}

async function setTheme(page: Page, mode: 'Light' | 'Dark') {
  await page.getByRole('button', { name: mode, exact: true }).click()
}

/** Order of the connect-method sections in the Connect view (docs/rules/screens.md Ordering). */
function methodOrder(page: Page) {
  return page.evaluate(() => {
    const view = document.querySelector('portico-modal')?.shadowRoot?.querySelector('.view')
    if (!view) throw new Error('modal not rendered')
    const sections: string[] = []
    for (const element of view.querySelectorAll('ul.list, .input-wrap')) {
      sections.push(
        element.matches('.social-list') ? 'social' : element.matches('ul.list') ? 'wallet' : 'email',
      )
    }
    return sections
  })
}

async function openConnect(page: Page): Promise<Locator> {
  await connectButton(page).click()
  const modal = dialog(page, 'Connect Wallet')
  await modal.waitFor()
  await modal.getByRole('button', { name: 'MetaMask', exact: true }).waitFor()
  return modal
}

async function connect(page: Page) {
  const modal = await openConnect(page)
  await modal.getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
  const address = await walletAddress(page)
  await accountButton(page, address).waitFor()
  return address
}

const networkList = (page: Page) => dialog(page, 'Select network').getByRole('list', { name: 'EVM Networks' })

async function chooseNetwork(page: Page, name: string) {
  await networkList(page).waitFor()
  await networkList(page).getByRole('button', { name, exact: true }).click()
}

describe('EVM in Chromium with the injected Portico Dev Wallet (issue 5)', () => {
  it('Connect lists the dev wallet as installed; with email and socials on, the methods follow the docs/rules/screens.md order', async () => {
    // docs/rules/screens.md: the connect methods default to email, social, wallet; an installed wallet moves the
    // wallets first. The demo has the embedded wallet's AUTH connector, so the project's remote config
    // decides whether the email form and the social buttons show.
    await withWallet(
      async (page) => {
        await openConnect(page)
        await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor()
        await expect.poll(() => methodOrder(page)).toEqual(['email', 'social', 'wallet'])
      },
      { wallet: false, emailAndSocials: true },
    )
    await withWallet(
      async (page) => {
        await openConnect(page)
        await dialog(page).getByRole('list', { name: 'Wallets' }).waitFor()
        await expect.poll(() => methodOrder(page)).toEqual(['wallet'])
      },
      { wallet: false, emailAndSocials: false },
    )
    await withWallet(
      async (page) => {
        const modal = await openConnect(page)
        const devWallet = modal.getByRole('button', { name: 'Portico Dev Wallet', exact: true })
        await devWallet.waitFor()
        expect(await devWallet.locator('.tag').textContent()).toBe('Installed')
        expect(await devWallet.locator('img').getAttribute('src')).toMatch(/^data:image\//)
        await expect.poll(() => methodOrder(page)).toEqual(['wallet', 'email', 'social'])
        // The installed group comes before the featured wallets (docs/rules/screens.md connector group order).
        const entries = modal.getByRole('list', { name: 'Wallets' }).getByRole('button')
        const names = await entries.evaluateAll((buttons) =>
          buttons.map((button) => button.querySelector('.list-item-label')?.textContent),
        )
        const dev = names.indexOf('Portico Dev Wallet')
        expect(dev).toBeGreaterThanOrEqual(0)
        expect(dev).toBeLessThan(names.indexOf('MetaMask'))
        await page.waitForTimeout(400)
        await screenshot(page, 'connect-dev-wallet-light')
      },
      { emailAndSocials: true },
    )
  })

  it('connects, shows Account with the address, switches to Devnet B and back, survives a reload, disconnects', async () => {
    await withWallet(async (page) => {
      await setTheme(page, 'Light')
      // This time the wallet asks, as an extension does: ConnectingExternal waits for the approval.
      await setAutoApprove(page, false)
      const modal = await openConnect(page)
      await modal.getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
      const connecting = dialog(page, 'Portico Dev Wallet')
      await connecting.getByText('Continue in Portico Dev Wallet').waitFor()
      const approve = page.locator('portico-dev-wallet-approval button[data-action=approve]')
      await approve.waitFor()
      await page.waitForTimeout(400)
      await screenshot(page, 'connecting-external-light')
      await approve.click()
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      const address = await walletAddress(page)
      await accountButton(page, address).waitFor()
      await setAutoApprove(page, true)
      const short = shortenName(address)

      await accountButton(page, address).click()
      const account = dialog(page, 'Account')
      await account.waitFor()
      await account.getByText(short, { exact: true }).waitFor()
      expect(await account.getByText(short, { exact: true }).getAttribute('title')).toBe(address)
      await account.getByRole('button', { name: 'Portico Devnet A', exact: true }).waitFor()

      // The network button on the Account header opens the list; Devnet B is switched in the wallet.
      await account.getByRole('button', { name: 'Portico Devnet A', exact: true }).click()
      await networkList(page).waitFor()
      await page.waitForTimeout(400)
      await screenshot(page, 'networks-light')
      expect(await seriousModalViolations(page)).toEqual([])
      await holdNextSwitch(page)
      await chooseNetwork(page, 'Portico Devnet B')
      const waiting = dialog(page, 'Portico Devnet B')
      await waiting.getByText('Approve in wallet').waitFor()
      await page.waitForTimeout(400)
      await screenshot(page, 'switch-network-light')
      expect(await seriousModalViolations(page)).toEqual([])
      await settleSwitch(page, false)
      await dialog(page, 'Account').getByRole('button', { name: 'Portico Devnet B', exact: true }).waitFor()
      expect(await walletChainId(page)).toBe(31338)
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog(page).count()).toBe(0)
      await expect.poll(() => networkButton(page).textContent()).toBe('Portico Devnet B')

      // And back, from the page's network button.
      await networkButton(page).click()
      await chooseNetwork(page, 'Portico Devnet A')
      await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
      await expect.poll(() => networkButton(page).textContent()).toBe('Portico Devnet A')
      expect(await walletChainId(page)).toBe(31337)

      // A reload restores the connection from the persisted state (docs/rules/entities.md cache keys).
      await page.reload({ waitUntil: 'networkidle' })
      await accountButton(page, address).waitFor({ timeout: 15_000 })
      await expect.poll(() => networkButton(page).textContent()).toBe('Portico Devnet A')

      await accountButton(page, address).click()
      await dialog(page, 'Account').getByRole('button', { name: 'Copy address' }).click()
      await page.getByRole('status').getByText('Address copied').waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
      // A page where the Clipboard API refuses (an unfocused document, a denied permission): the copy
      // command copies instead, and the toast still tells the truth.
      await page.evaluate(async () => {
        await navigator.clipboard.writeText('')
        navigator.clipboard.writeText = () =>
          Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError'))
      })
      await page.getByRole('status').getByText('Address copied').waitFor({ state: 'detached' })
      await dialog(page, 'Account').getByRole('button', { name: 'Copy address' }).click()
      await page.getByRole('status').getByText('Address copied').waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('aria-label')),
        )
        .toBe('Copy address')
      await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(() => dialog(page).count()).toBe(0)
      await connectButton(page).waitFor()
      expect(await networkButton(page).count()).toBe(0)
    })
  })

  it('a declined switch goes back to the network list and keeps the network (docs/rules/states.md)', async () => {
    await withWallet(async (page) => {
      await setTheme(page, 'Dark')
      await connect(page)
      await networkButton(page).click()
      await networkList(page).waitFor()
      await page.waitForTimeout(400)
      await screenshot(page, 'networks-dark')
      expect(await seriousModalViolations(page)).toEqual([])
      await holdNextSwitch(page)
      await chooseNetwork(page, 'Portico Devnet B')
      await dialog(page, 'Portico Devnet B').getByText('Approve in wallet').waitFor()
      await page.waitForTimeout(400)
      await screenshot(page, 'switch-network-dark')
      expect(await seriousModalViolations(page)).toEqual([])
      await settleSwitch(page, true)
      await dialog(page, 'Select network').waitFor()
      await page.getByRole('status').getByText('Switch declined').waitFor()
      expect(await networkButton(page).textContent()).toBe('Portico Devnet A')
      expect(await walletChainId(page)).toBe(31337)
    })
  })

  it('a wallet moved to a network the dapp does not support opens UnsupportedChain, which switches back (docs/rules/states.md)', async () => {
    await withWallet(async (page) => {
      for (const mode of ['Light', 'Dark'] as const) {
        await setTheme(page, mode)
        if (mode === 'Light') await connect(page)
        // The user picks another network inside the wallet, as one would in an extension's menu.
        await page.evaluate(async (rpcUrl) => {
          const wallet = (
            window as unknown as {
              porticoDevWallet: {
                provider: { request(args: { method: string; params: unknown }): Promise<unknown> }
              }
            }
          ).porticoDevWallet
          await wallet.provider.request({
            method: 'wallet_addEthereumChain',
            params: [{ chainId: '0x7a6b', chainName: 'Outside Chain', rpcUrls: [rpcUrl] }],
          })
        }, STACK.devnetRpcUrls[31337])
        const unsupported = dialog(page, 'Switch Network')
        await unsupported.getByText('doesn’t support your current network', { exact: false }).waitFor()
        const list = unsupported.getByRole('list', { name: 'EVM Networks' })
        await list.getByRole('button', { name: 'Portico Devnet B', exact: true }).waitFor()
        expect(await list.locator('[aria-current=true]').count()).toBe(0)
        await page.waitForTimeout(400)
        await screenshot(page, `unsupported-chain-${mode.toLowerCase()}`)
        expect(await seriousModalViolations(page)).toEqual([])
        await list.getByRole('button', { name: 'Portico Devnet A', exact: true }).click()
        await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
        await expect.poll(() => networkButton(page).textContent()).toBe('Portico Devnet A')
        expect(await walletChainId(page)).toBe(31337)
        // Let the 'Switched to' toast run out before the next round.
        await page.waitForTimeout(TOAST_DURATION_MS + 300)
      }
    })
  })

  it("a rejected connection shows 'Connection rejected', and Try again connects (docs/rules/errors.md)", async () => {
    await withWallet(async (page) => {
      for (const mode of ['Light', 'Dark'] as const) {
        await setTheme(page, mode)
        await setAutoApprove(page, 'reject')
        const modal = await openConnect(page)
        await modal.getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
        const connecting = dialog(page, 'Portico Dev Wallet')
        await connecting.getByText('Connection rejected', { exact: true }).waitFor()
        await connecting
          .getByText('You declined the request in Portico Dev Wallet.', { exact: false })
          .waitFor()
        await page.waitForTimeout(600)
        await screenshot(page, `connection-rejected-${mode.toLowerCase()}`)
        expect(await seriousModalViolations(page)).toEqual([])
        if (mode === 'Light') {
          await page.keyboard.press('Escape')
          await page.keyboard.press('Escape')
          await expect.poll(() => dialog(page).count()).toBe(0)
          continue
        }
        await setAutoApprove(page, true)
        await connecting.getByRole('button', { name: 'Try again' }).click()
        await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
        const address = await walletAddress(page)
        await accountButton(page, address).waitFor()
      }
    })
  })
})

import { getDevWalletScript, SOLANA_DEVNET_NAME } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { launchBrowser } from './browser.ts'
import { dialog } from './modal.ts'
import { STACK } from './stack.ts'

/** The devnet's second funded account (Anvil's #1), the receiver of the tests' sends. */
export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * One Chromium for a test file: launched before its tests, closed after them. Returns the browser's
 * getter (the browser exists once `beforeAll` has run).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll')
    return browser
  }
}

/**
 * Opens the demo (at `url`, the demo's own by default) with the project's remote features (the
 * server's own answer) turned to multiWallet, the dev wallet installed on EVM and Solana.
 */
export async function openDemoWithMultiWallet(page: Page, url: string = STACK.demoUrl): Promise<void> {
  await page.route(/\/appkit\/v1\/config/, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { features: Record<string, unknown> }
    await route.fulfill({
      response,
      json: { ...body, features: { ...body.features, multiWallet: true } },
    })
  })
  await page.addInitScript({
    content: await getDevWalletScript({
      config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls, solanaRpcUrl: STACK.solanaRpcUrl },
    }),
  })
  await page.goto(url, { waitUntil: 'networkidle' })
}

/** Connects the installed dev wallet from the demo's Connect Wallet button (English), until the modal closes. */
export async function connectDevWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
}

/**
 * With an EVM account connected, picks the Solana devnet and connects the dev wallet's Solana account
 * too (multiWallet), until the modal closes.
 */
export async function connectSolanaToo(page: Page): Promise<void> {
  await page.locator('button.portico-button[data-variant=account]', { hasText: /^Portico Devnet/ }).click()
  await dialog(page, 'Select network')
    .getByRole('list', { name: 'Solana' })
    .getByRole('button', { name: SOLANA_DEVNET_NAME, exact: true })
    .click()
  await dialog(page, 'Switch Chain').getByRole('button', { name: 'Connect a Solana wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Portico Dev Wallet', exact: true })
    .click()
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
}

/** Picks a language in the demo's panel and waits until the modal speaks it. */
export async function setModalLocale(page: Page, locale: string): Promise<void> {
  await page.locator('#panel-language').selectOption(locale)
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.querySelector('portico-modal')?.shadowRoot?.querySelector('.root')?.getAttribute('lang'),
      ),
    )
    .toBe(locale)
  await page.waitForTimeout(300)
}

import { getDevWalletScript } from '@portico/devnet'
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, screenshot } from '../support/browser.ts'
import { AUTH_DEMO } from '../support/embeddedWallet.ts'
import { dialog } from '../support/modal.ts'
import { STACK } from '../support/stack.ts'

// `npm run screens`: every screen a visitor with an injected wallet meets, in English, German and
// Arabic, both themes, at 1280×800 and 390×844, written to e2e/screenshots/tour/ for review. The
// selectors read structure, not text, so the same walk runs in every locale.

const SIZES: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
}
const LOCALES = ['en', 'de', 'ar'] as const
const MODES = ['Light', 'Dark'] as const
// The Account view's feature tiles in the default order (walletFeaturesOrder).
const FEATURES = ['buy', 'swap', 'receive', 'send'] as const
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Waits for the modal's view to stop moving, then writes `tour/<prefix>-<name>.png`. */
async function shoot(page: Page, prefix: string, name: string) {
  await page.waitForTimeout(500)
  await screenshot(page, `tour/${prefix}-${name}`)
}

const modal = (page: Page): Locator => dialog(page)
const accountButton = (page: Page) =>
  page.locator('.nav-actions button.portico-button[data-variant=account]:not([data-network])')
const networkButton = (page: Page) => page.locator('.nav-actions button.portico-button[data-network]')

/** The header's first button: Back where the view has one. */
async function back(page: Page) {
  await modal(page).locator('.header button.icon-button').first().click()
}

async function close(page: Page) {
  await modal(page).locator('.header button.icon-button').last().click()
  await expect.poll(() => modal(page).count()).toBe(0)
}

async function reopenAccount(page: Page) {
  await close(page)
  await accountButton(page).click()
  await modal(page).locator('#portico-tab-tokens').waitFor()
}

describe('screens tour', () => {
  for (const locale of LOCALES) {
    for (const [size, options] of Object.entries(SIZES)) {
      for (const mode of MODES) {
        const prefix = `${locale}-${mode.toLowerCase()}-${size}`
        it(prefix, async () => {
          const opened = await openPage(browser, options)
          const { page } = opened
          try {
            await page.addInitScript({
              content: await getDevWalletScript({
                config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls },
              }),
            })
            await page.goto(`${STACK.demoUrl}?locale=${locale}`, { waitUntil: 'networkidle' })
            await page.getByRole('button', { name: mode, exact: true }).click()
            await shoot(page, prefix, '00-page')

            await page.locator('.nav-actions button').last().click()
            const devWallet = modal(page).getByRole('button', { name: 'Portico Dev Wallet', exact: true })
            await devWallet.waitFor()
            await shoot(page, prefix, '01-connect')
            await modal(page).locator('ul.list:not(.social-list) > li').last().locator('button').click()
            await modal(page).getByRole('searchbox').waitFor()
            await shoot(page, prefix, '02-all-wallets')
            await back(page)
            await devWallet.click()
            await expect.poll(() => modal(page).count(), { timeout: 30_000 }).toBe(0)
            await accountButton(page).waitFor()
            await shoot(page, prefix, '03-connected-page')

            await accountButton(page).click()
            await modal(page).locator('#portico-tab-tokens').waitFor()
            await shoot(page, prefix, '04-account-tokens')
            await modal(page).locator('#portico-tab-nfts').click()
            await shoot(page, prefix, '05-account-nfts')
            await modal(page).locator('#portico-tab-activity').click()
            await shoot(page, prefix, '06-account-activity')

            const tiles = modal(page).locator('.account-actions.features button')
            expect(await tiles.count()).toBe(FEATURES.length)
            for (const [index, feature] of FEATURES.entries()) {
              await modal(page).locator('#portico-tab-tokens').click()
              await tiles.nth(index).click()
              await shoot(page, prefix, `${String(7 + index).padStart(2, '0')}-${feature}`)
              if (feature === 'swap') {
                // ETH → PUSD, 0.01: the quote, then the review.
                const view = modal(page)
                await view.locator('button.swap-token').last().click()
                await view.locator('button.token-button', { hasText: 'Portico USD' }).first().click()
                await view.locator('input[inputmode=decimal]').first().fill('0.01')
                const submit = view.locator('button.swap-submit:not([disabled])')
                await submit.waitFor({ timeout: 15_000 })
                await shoot(page, prefix, '08b-swap-quoted')
                await submit.click()
                await view.locator('.swap-preview, .preview-actions').first().waitFor({ timeout: 15_000 })
                await shoot(page, prefix, '08c-swap-review')
              }
              if (feature === 'send') {
                const view = modal(page)
                await view.locator('input[inputmode=decimal]').first().fill('0.01')
                await view.locator('textarea').first().fill(RECIPIENT)
                await shoot(page, prefix, '11-send-filled')
              }
              await reopenAccount(page)
            }

            // The header's chips besides the network: Choose a name (the names registration), Wallets.
            const chips = modal(page).locator('.identity-actions .chip:not(.network-chip)')
            for (let index = 0; index < (await chips.count()); index++) {
              await chips.nth(index).click()
              await shoot(page, prefix, `13-chip-${index}`)
              await reopenAccount(page)
            }

            await close(page)
            await networkButton(page).click()
            await modal(page).getByRole('list').first().waitFor()
            await shoot(page, prefix, '12-networks')
          } finally {
            await opened.close()
          }
        }, 180_000)
      }
    }
  }
})

/** Each size, theme and locale: the login screens, WalletConnect and sign-in with the wallet. */
function eachVariant(
  run: (prefix: string, options: BrowserContextOptions, mode: string, locale: string) => Promise<void>,
) {
  for (const locale of LOCALES)
    for (const [size, options] of Object.entries(SIZES))
      for (const mode of MODES) {
        const prefix = `${locale}-${mode.toLowerCase()}-${size}`
        it(prefix, () => run(prefix, options, mode, locale), 180_000)
      }
}

describe('login screens tour', () => {
  eachVariant(async (prefix, options, mode, locale) => {
    const opened = await openPage(browser, options)
    const { page } = opened
    try {
      await page.goto(`${AUTH_DEMO}&locale=${locale}`, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: mode, exact: true }).click()
      await page.locator('.nav-actions button').last().click()
      const socials = modal(page).locator('.social-list .list-item')
      await socials.first().waitFor()
      await shoot(page, prefix, '20-login-connect')

      await modal(page).locator('input[type=email]').fill(`visitor-${prefix}@example.com`)
      await modal(page).locator('input[type=email]').press('Enter')
      await modal(page).locator('.otp-boxes input').first().waitFor()
      await shoot(page, prefix, '21-email-code')
      await back(page)

      await socials.filter({ hasText: 'Farcaster' }).click()
      await modal(page).locator('[data-farcaster-url]').waitFor()
      await shoot(page, prefix, '22-farcaster')
      await back(page)

      const popupOpened = page.waitForEvent('popup')
      await socials.filter({ hasText: 'Google' }).click()
      const popup = await popupOpened
      await modal(page).locator('.connecting-logo').waitFor()
      await shoot(page, prefix, '23-google-window')
      await popup.close()
      await page.waitForTimeout(1_500)
      await shoot(page, prefix, '24-google-closed')
    } finally {
      await opened.close()
    }
  })
})

describe('WalletConnect and sign-in tour', () => {
  eachVariant(async (prefix, options, mode, locale) => {
    const opened = await openPage(browser, options)
    const { page } = opened
    try {
      await page.addInitScript({
        content: await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } }),
      })
      await page.addInitScript(() => localStorage.setItem('portico-demo:sign-in', 'required'))
      await page.goto(`${STACK.demoUrl}?locale=${locale}`, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: mode, exact: true }).click()
      await page.locator('.nav-actions button').last().click()
      await modal(page).locator('.list-item', { hasText: 'WalletConnect' }).first().click()
      await modal(page).locator('.qr[data-uri]').waitFor({ timeout: 15_000 })
      await shoot(page, prefix, '30-walletconnect')
      await back(page)

      await modal(page).getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
      // Sign-in is required: the Sign In view asks for the wallet's signature.
      await page.waitForTimeout(2_500)
      await shoot(page, prefix, '31-siwx')
    } finally {
      await opened.close()
    }
  })
})

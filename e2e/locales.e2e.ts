import { getDevWalletScript } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { STACK } from './support/stack.ts'

// Issue 20 translations: a locale option and a runtime switch, right-to-left Arabic mirrored, axe clean.

let browser: Browser
let walletScript: string
beforeAll(async () => {
  browser = await launchBrowser()
  walletScript = await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } })
})
afterAll(async () => {
  await browser?.close()
})

async function withPage(
  query: string,
  run: (page: Page) => Promise<void>,
  viewport = { width: 1280, height: 860 },
  options: { wallet?: boolean } = {},
) {
  const { page, close } = await openPage(browser, { viewport })
  if (options.wallet) await page.addInitScript({ content: walletScript })
  try {
    await page.goto(`${STACK.demoUrl}${query}`, { waitUntil: 'networkidle' })
    await run(page)
  } finally {
    await close()
  }
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

/** The modal root's lang and dir, and where the Close button sits against the title. */
function layout(page: Page) {
  return page.evaluate(() => {
    const shadow = document.querySelector('portico-modal')?.shadowRoot
    const root = shadow?.querySelector<HTMLElement>('.root')
    const title = shadow?.querySelector<HTMLElement>('.header-title')
    const buttons = shadow?.querySelectorAll<HTMLElement>('.header button')
    const close = buttons?.[buttons.length - 1]
    const back = shadow?.querySelector<HTMLElement>('.flip-inline')
    return {
      lang: root?.getAttribute('lang'),
      dir: root?.getAttribute('dir'),
      closeLeftOfTitle:
        close && title ? close.getBoundingClientRect().right <= title.getBoundingClientRect().left : null,
      backTransform: back ? getComputedStyle(back).transform : null,
    }
  })
}

describe('locales (issue 20: translations)', () => {
  it('renders Arabic right to left, mirrored, in both themes and at phone width, with no axe violation', async () => {
    for (const viewport of [
      { width: 1280, height: 860 },
      { width: 390, height: 844 },
    ]) {
      await withPage(
        '?locale=ar',
        async (page) => {
          for (const mode of ['Light', 'Dark'] as const) {
            await page.getByRole('button', { name: mode, exact: true }).click()
            await page.getByRole('button', { name: 'ربط المحفظة' }).first().click()
            const modal = dialog(page, 'ربط المحفظة')
            await modal.waitFor()
            await modal.getByRole('button', { name: 'MetaMask', exact: true }).waitFor()
            await page.waitForTimeout(400)
            const connect = await layout(page)
            expect(connect).toMatchObject({ lang: 'ar', dir: 'rtl', closeLeftOfTitle: true })
            expect(await seriousModalViolations(page)).toEqual([])
            await screenshot(page, `locale-ar-connect-${mode.toLowerCase()}-${viewport.width}`)
            await modal.getByRole('button', { name: 'جميع المحافظ', exact: true }).click()
            const all = dialog(page, 'جميع المحافظ')
            await all.getByRole('searchbox', { name: 'البحث عن محفظة' }).waitFor()
            await all.getByRole('button', { name: 'رجوع' }).waitFor()
            await page.waitForTimeout(400)
            // The back chevron points to the right in a right-to-left modal.
            expect((await layout(page)).backTransform).toBe('matrix(-1, 0, 0, 1, 0, 0)')
            expect(await seriousModalViolations(page)).toEqual([])
            await screenshot(page, `locale-ar-all-wallets-${mode.toLowerCase()}-${viewport.width}`)
            await page.keyboard.press('Escape')
            await page.keyboard.press('Escape')
            await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
          }
        },
        viewport,
      )
    }
  })

  it('renders Japanese with no axe violation', async () => {
    await withPage('?locale=ja', async (page) => {
      await page.getByRole('button', { name: 'ウォレットを接続' }).first().click()
      const modal = dialog(page, 'ウォレットを接続')
      await modal.getByRole('button', { name: 'MetaMask', exact: true }).waitFor()
      expect(await layout(page)).toMatchObject({ lang: 'ja', dir: 'ltr', closeLeftOfTitle: false })
      await page.waitForTimeout(300)
      expect(await seriousModalViolations(page)).toEqual([])
      await modal.getByRole('button', { name: 'すべてのウォレット', exact: true }).click()
      await dialog(page, 'すべてのウォレット').getByRole('searchbox', { name: 'ウォレットを検索' }).waitFor()
      await page.waitForTimeout(300)
      expect(await seriousModalViolations(page)).toEqual([])
      await screenshot(page, 'locale-ja-all-wallets')
    })
  })

  it('switches the open modal to another locale at runtime from the demo’s settings', async () => {
    await withPage('', async (page) => {
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
      await dialog(page, 'All Wallets').getByRole('searchbox', { name: 'Search wallet' }).waitFor()
      // The demo's language select, under the open modal's backdrop: chosen without a click.
      await page.locator('#panel-language').selectOption('de')
      const german = dialog(page, 'Alle Wallets')
      await german.getByRole('searchbox', { name: 'Wallet suchen' }).waitFor()
      await german.getByRole('button', { name: 'Zurück' }).waitFor()
      expect(await layout(page)).toMatchObject({ lang: 'de', dir: 'ltr' })
      await page.locator('#panel-language').selectOption('ar')
      await dialog(page, 'جميع المحافظ').getByRole('searchbox', { name: 'البحث عن محفظة' }).waitFor()
      expect(await layout(page)).toMatchObject({ lang: 'ar', dir: 'rtl' })
      await screenshot(page, 'locale-switch-ar')
    })
  })

  // A fixed error message (ConnectionRejectedError's 'Connection rejected') shown by its message id.
  // The machine's Chromium has no Japanese font, so the screenshots are taken in Arabic.
  const REJECTED = [
    {
      locale: 'ja',
      connect: 'ウォレットを接続',
      rejected: '接続が拒否されました',
      declined: 'でリクエストを拒否しました',
    },
    { locale: 'ar', connect: 'ربط المحفظة', rejected: 'رُفض الاتصال', declined: 'رفضت الطلب في' },
  ]
  it.each(REJECTED)(
    "shows an error's fixed message translated: a rejected connection in $locale, both themes (docs/rules/errors.md)",
    async ({ locale, connect, rejected, declined }) => {
      await withPage(
        `?locale=${locale}`,
        async (page) => {
          for (const mode of ['Light', 'Dark'] as const) {
            await page.getByRole('button', { name: mode, exact: true }).click()
            await page.evaluate(() =>
              (
                window as unknown as { porticoDevWallet: { setAutoApprove(mode: unknown): void } }
              ).porticoDevWallet.setAutoApprove('reject'),
            )
            await page.getByRole('button', { name: connect }).first().click()
            const modal = dialog(page, connect)
            await modal.getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
            const connecting = dialog(page, 'Portico Dev Wallet')
            await connecting.getByText(rejected, { exact: true }).waitFor()
            await connecting.getByText(declined, { exact: false }).waitFor()
            expect(await connecting.getByText('Connection rejected').count()).toBe(0)
            // The view fades in and shakes (500 ms) after a failure: let it settle for the screenshot.
            await page.waitForTimeout(1_000)
            expect(await seriousModalViolations(page)).toEqual([])
            if (locale === 'ar') await screenshot(page, `locale-ar-connection-rejected-${mode.toLowerCase()}`)
            await page.keyboard.press('Escape')
            await page.keyboard.press('Escape')
            await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
          }
        },
        undefined,
        { wallet: true },
      )
    },
  )
})

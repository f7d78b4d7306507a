import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { openDemoWithMultiWallet, useBrowser } from './support/page.ts'
import { STACK } from './support/stack.ts'

// Issue 37 item 6: a wallet's long name is cut at its own end (its first letters stay, in Arabic too),
// inside its own box, never under the icon, tag or buttons beside it, and it is there whole for the
// pointer (title) and for assistive technology (the text itself).

const LONG_NAME = 'Portico Extraordinarily Long Named Development Wallet for Testing'

/**
 * Announces the dev wallet again over EIP-6963 under LONG_NAME; its connection waits for
 * `window.releaseLongWallet()`, so the connecting view stays on screen.
 */
const LONG_WALLET_SCRIPT = `(() => {
  let release
  const gate = new Promise((resolve) => { release = resolve })
  window.releaseLongWallet = () => release()
  let wrapped
  window.addEventListener('eip6963:announceProvider', (event) => {
    const { info, provider } = event.detail
    if (info.rdns !== 'dev.portico.wallet') return
    wrapped ??= new Proxy(provider, {
      get(target, key) {
        if (key === 'request')
          return async (args) => {
            if (args.method === 'eth_requestAccounts' || args.method === 'wallet_requestPermissions') await gate
            return target.request(args)
          }
        const value = target[key]
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const detail = Object.freeze({
      info: { ...info, uuid: '8b1f0f4e-5c3a-4d1e-9a8b-2f6c7d9e0a11', name: ${JSON.stringify(LONG_NAME)}, rdns: 'test.portico.long' },
      provider: wrapped,
    })
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  })
})()`

const browser = useBrowser()

/**
 * The name's element, measured at once (the views slide in): its box inside its `container` (the
 * closest ancestor matching it), clear of each element matching `neighbours` in that container, its text
 * cut (wider than the box) with its first letter inside the box, the whole name in its title and text.
 */
async function expectCutAtItsEnd(name: Locator, container: string, neighbours: string) {
  await name.waitFor()
  const measured = await name.evaluate(
    (element, { container, neighbours }) => {
      type Box = { left: number; right: number; top: number; bottom: number }
      const overlaps = (a: Box, b: Box) =>
        a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5
      const inside = (inner: Box, outer: Box) =>
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5 &&
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5
      const own = element.getBoundingClientRect()
      const box = element.closest(container) as Element
      const range = document.createRange()
      range.setStart(element.firstChild as Text, 0)
      range.setEnd(element.firstChild as Text, 1)
      const first = range.getBoundingClientRect()
      return {
        inside: inside(own, box.getBoundingClientRect()),
        overlapping: [...box.querySelectorAll(neighbours)]
          .filter((other) => other !== element && overlaps(own, other.getBoundingClientRect()))
          .map((other) => other.outerHTML.slice(0, 80)),
        cut: element.scrollWidth > element.clientWidth + 1,
        firstInside: first.left >= own.left - 0.5 && first.right <= own.right + 0.5,
        title: element.getAttribute('title'),
        text: element.textContent,
      }
    },
    { container, neighbours },
  )
  expect(measured).toEqual({
    inside: true,
    overlapping: [],
    cut: true,
    firstInside: true,
    title: LONG_NAME,
    text: LONG_NAME,
  })
}

describe('a long wallet name is cut at its end, whole in its title (issue 37 item 6)', () => {
  for (const locale of ['en', 'ar'] as const)
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ])
      it(`${locale} ${viewport.width}x${viewport.height}: Connect, All Wallets, connecting, Wallets`, {
        timeout: 120_000,
      }, async () => {
        const { page, close } = await openPage(browser(), { viewport })
        try {
          await page.addInitScript({ content: LONG_WALLET_SCRIPT })
          await openDemoWithMultiWallet(page, `${STACK.demoUrl}?locale=${locale}`)
          await page.getByRole('button', { name: 'Dark', exact: true }).click()
          const card = page.locator('portico-modal .card')
          const shot = (view: string) => screenshot(page, `long-name-${view}-${locale}-${viewport.width}`)

          await page.locator('button.portico-button[data-variant=connect]').first().click()
          const row = card.locator('button.list-item', { hasText: LONG_NAME })
          await expectCutAtItsEnd(row.locator('.list-item-label'), '.list-item', '.wallet-image, .tag')
          await shot('connect')

          await card.locator('button.list-item:has(.all-wallets-icon)').click()
          const tile = card.locator('button.tile', { hasText: LONG_NAME })
          await expectCutAtItsEnd(tile.locator('.tile-name'), '.tile', '.wallet-image, .tile-badge')
          await shot('all-wallets')

          await tile.click()
          const title = card.locator('.header-title')
          await expect.poll(() => title.textContent()).toBe(LONG_NAME)
          await expectCutAtItsEnd(title, '.header', '.icon-button')
          const lines = card.locator('.connecting p')
          for (const line of await lines.all())
            expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
              true,
            )
          await shot('connecting')

          await page.evaluate(() => (window as never as { releaseLongWallet(): void }).releaseLongWallet())
          await expect.poll(() => dialog(page).count(), { timeout: 30_000 }).toBe(0)
          await page.locator('button.portico-button[data-variant=account]').last().click()
          await card.locator('.identity-actions .chip').last().click()
          const wallet = card.locator('.profile-wallet', { hasText: LONG_NAME })
          await expectCutAtItsEnd(
            wallet.locator('.profile-wallet-main strong'),
            '.profile-wallet',
            '.wallet-image, .chip, .icon-button',
          )
          await shot('wallets')
        } finally {
          await close()
        }
      })
})

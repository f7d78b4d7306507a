import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, type OpenedPage, openPage, screenshot } from './support/browser.ts'
import { AUTH_DEMO } from './support/embeddedWallet.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

// Issue 37: the rough edges a visitor meets, on a desktop and on a phone.

const apiOrigin = new URL(STACK.apiUrl).origin
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  hasTouch: true,
  isMobile: true,
}

/** A desktop in the light theme and a phone in the dark one: both sizes, both themes. */
const VARIANTS = [
  [DESKTOP, 'Light'],
  [PHONE, 'Dark'],
] as const

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function withPage(
  url: string,
  run: (page: Page, opened: OpenedPage) => Promise<void>,
  options: BrowserContextOptions = DESKTOP,
  before?: (page: Page) => Promise<void>,
) {
  const opened = await openPage(browser, options)
  try {
    await before?.(opened.page)
    await opened.page.goto(url, { waitUntil: 'networkidle' })
    await run(opened.page, opened)
  } finally {
    await opened.close()
  }
}

async function setTheme(page: Page, mode: 'Light' | 'Dark') {
  await page.getByRole('button', { name: mode, exact: true }).click()
}

/** The controls of the open modal (buttons, fields, links) whose boxes overlap `box`, by their text. */
function controlsUnder(page: Page, box: { x: number; y: number; width: number; height: number }) {
  return page.evaluate((toast) => {
    const shadow = document.querySelector('portico-modal')?.shadowRoot
    const card = shadow?.querySelector('.card')
    if (!card) throw new Error('modal not rendered')
    return [...card.querySelectorAll<HTMLElement>('button, input, a, select, [role="tab"]')]
      .filter((control) => {
        const rect = control.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0) return false
        return (
          rect.left < toast.x + toast.width &&
          rect.right > toast.x &&
          rect.top < toast.y + toast.height &&
          rect.bottom > toast.y
        )
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName)
  }, box)
}

async function toastBox(page: Page) {
  const toast = page.locator('portico-modal .toast')
  await toast.waitFor()
  // After its 150 ms entrance.
  await page.waitForTimeout(250)
  const box = await toast.boundingBox()
  if (!box) throw new Error('no toast box')
  return box
}

/** The focused element inside the modal: whether it shows a ring, and whether any clipping ancestor cuts it. */
function focusRing(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    if (!(active instanceof HTMLElement)) return null
    const style = getComputedStyle(active)
    const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset)
    const rect = active.getBoundingClientRect()
    const ring = {
      left: rect.left - reach,
      right: rect.right + reach,
      top: rect.top - reach,
      bottom: rect.bottom + reach,
    }
    const clippedBy: string[] = []
    for (let node = active.parentElement; node; ) {
      const ancestor = getComputedStyle(node)
      if (ancestor.overflowX !== 'visible' || ancestor.overflowY !== 'visible') {
        const box = node.getBoundingClientRect()
        if (
          ring.left < box.left - 0.5 ||
          ring.right > box.right + 0.5 ||
          ring.top < box.top - 0.5 ||
          ring.bottom > box.bottom + 0.5
        )
          clippedBy.push(node.className || node.tagName)
      }
      const parent: Node | null = node.parentNode
      const next = parent instanceof ShadowRoot ? parent.host : parent
      node = next instanceof HTMLElement ? next : null
    }
    return {
      name: active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '',
      visible: active.matches(':focus-visible'),
      outline: style.outlineStyle,
      clippedBy,
    }
  })
}

async function openConnect(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.waitFor()
  return connect
}

describe('issue 37: logos (item 1)', () => {
  it('draws each social provider’s mark in Connect, in its popup view and in the Farcaster QR', {
    timeout: 300_000,
  }, async () => {
    for (const [options, mode] of VARIANTS)
      await withPage(
        AUTH_DEMO,
        async (page) => {
          await setTheme(page, mode)
          const connect = await openConnect(page)
          const labels = connect.locator('.social-list .list-item-label')
          await expect
            .poll(() => labels.allTextContents())
            .toEqual(['Google', 'Farcaster', 'Discord', 'GitHub'])
          const marks = await connect.locator('.social-list .list-item').evaluateAll((buttons) =>
            buttons.map((button) => ({
              svg: button.querySelector('svg path, img') !== null,
              letterTile: button.querySelector('.placeholder') !== null,
            })),
          )
          expect(marks).toEqual(Array(4).fill({ svg: true, letterTile: false }))
          const size = options === PHONE ? 'phone' : 'desktop'
          await page.waitForTimeout(200)
          await screenshot(page, `polish-1-socials-${size}-${mode.toLowerCase()}`)

          await connect.getByRole('button', { name: 'Farcaster' }).click()
          const farcaster = dialog(page, 'Farcaster')
          await farcaster.locator('[data-farcaster-url]').waitFor()
          expect(await farcaster.locator('.qr-logo svg path').count()).toBe(1)
          await page.waitForTimeout(200)
          await screenshot(page, `polish-1-farcaster-${size}-${mode.toLowerCase()}`)
          await page.keyboard.press('Escape')

          const popupOpened = page.waitForEvent('popup')
          await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Google' }).click()
          const popup = await popupOpened
          const social = dialog(page, 'Google')
          await social.getByText('Continue in the Google window').waitFor()
          expect(await social.locator('.connecting-logo svg path').count()).toBe(1)
          await screenshot(page, `polish-1-google-${size}-${mode.toLowerCase()}`)
          await popup.close()
        },
        options,
      )
  })

  it('shows the token’s icon from the server’s token list in Buy, not its initial', async () => {
    await withPage(`${STACK.demoUrl}`, async (page) => {
      const html = await page.evaluate(async (api) => {
        const response = await fetch(`${api}/public/getTokenImage/usdc`)
        return response.ok
      }, apiOrigin)
      expect(html).toBe(true)
    })
  })
})

describe('issue 37: page scroll behind the modal (item 2)', () => {
  it('keeps the page still under the open modal and where it was after closing, on desktop and phone', {
    timeout: 300_000,
  }, async () => {
    for (const options of [DESKTOP, PHONE])
      await withPage(
        STACK.demoUrl,
        async (page) => {
          await page.evaluate(() => window.scrollTo(0, 400))
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400)
          if (options === PHONE) await page.getByRole('button', { name: 'Connect Wallet' }).first().tap()
          else await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
          await dialog(page, 'Connect Wallet').waitFor()
          await page.waitForTimeout(200)
          // Where the page's heading is drawn: what the visitor sees move when the page scrolls.
          const headingTop = () =>
            page.evaluate(() => document.querySelector('h1')?.getBoundingClientRect().top)
          const before = await headingTop()
          expect(before).toBeLessThan(0)
          if (options === PHONE) {
            // A finger dragging the page up over the backdrop above the sheet.
            const session = await page.context().newCDPSession(page)
            await session.send('Input.synthesizeScrollGesture', {
              x: 195,
              y: 120,
              yDistance: -300,
              gestureSourceType: 'touch',
              speed: 1200,
            })
          } else {
            await page.mouse.move(100, 400)
            await page.mouse.wheel(0, 600)
          }
          await page.waitForTimeout(400)
          expect(await headingTop()).toBe(before)
          await page.keyboard.press('Escape')
          await expect.poll(() => dialog(page).count()).toBe(0)
          expect(await page.evaluate(() => window.scrollY)).toBe(400)
          // And the page scrolls again.
          await page.evaluate(() => window.scrollBy(0, 100))
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500)
        },
        options,
      )
  })
})

describe('issue 37: toasts (item 3) and focus rings (item 9)', () => {
  it('shows "Link copied" where it covers no control, and no ring on the mouse-clicked Copy link', {
    timeout: 300_000,
  }, async () => {
    for (const [options, mode] of VARIANTS)
      await withPage(
        AUTH_DEMO,
        async (page) => {
          await setTheme(page, mode)
          const connect = await openConnect(page)
          await connect.getByRole('button', { name: 'Farcaster' }).click()
          const farcaster = dialog(page, 'Farcaster')
          const copy = farcaster.getByRole('button', { name: 'Copy link' })
          await copy.waitFor()
          await copy.click()
          const box = await toastBox(page)
          expect(await page.locator('portico-modal .toast').textContent()).toContain('Link copied')
          expect(await controlsUnder(page, box)).toEqual([])
          expect(box.y).toBeGreaterThanOrEqual(0)
          const ring = await focusRing(page)
          expect(ring?.name).toBe('Copy link')
          expect(ring?.visible).toBe(false)
          await screenshot(
            page,
            `polish-3-toast-${options === PHONE ? 'phone' : 'desktop'}-${mode.toLowerCase()}`,
          )
        },
        options,
      )
  })

  it('draws the keyboard ring of the first row and the first tile whole, inside their lists', async () => {
    await withPage(STACK.demoUrl, async (page) => {
      const connect = await openConnect(page)
      await connect.getByRole('button', { name: 'All Wallets', exact: true }).waitFor()
      await connect.locator('.list-item').first().focus()
      // Focus moved by the keyboard: Tab forward and back to the first row.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Shift+Tab')
      const first = await focusRing(page)
      expect(first?.visible).toBe(true)
      expect(first?.clippedBy).toEqual([])
      await connect.getByRole('button', { name: 'All Wallets', exact: true }).press('Enter')
      const all = dialog(page, 'All Wallets')
      await all.locator('[data-index="0"]').waitFor()
      await all.getByRole('searchbox').focus()
      await page.keyboard.press('Tab')
      const tile = await focusRing(page)
      expect(tile?.visible).toBe(true)
      expect(tile?.clippedBy).toEqual([])
      await screenshot(page, 'polish-9-tile-focus-desktop-light')
    })
  })
})

describe('issue 37: the social popup (item 13)', () => {
  it('says the popup was closed within a second of the visitor closing it', async () => {
    await withPage(AUTH_DEMO, async (page) => {
      const connect = await openConnect(page)
      await expect.poll(() => connect.locator('.social-list .list-item').count(), { timeout: 20_000 }).toBe(4)
      const popupOpened = page.waitForEvent('popup')
      await connect.getByRole('button', { name: 'Google' }).click()
      const popup = await popupOpened
      // The provider's page is showing: the visitor closes the window instead of signing in.
      await popup
        .getByRole('button', { name: /^Continue as/ })
        .first()
        .waitFor()
      const social = dialog(page, 'Google')
      const closedAt = Date.now()
      await popup.close()
      await social.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 10_000 })
      const elapsed = Date.now() - closedAt
      expect(elapsed).toBeLessThan(1_000)
      expect(await social.getByRole('alert').textContent()).toBe('Popup closed')
    })
  })
})

describe('issue 37: forms (item 10)', () => {
  it('says an invalid email inline, in the modal’s language, with a submit button', {
    timeout: 300_000,
  }, async () => {
    for (const [query, message] of [
      ['', 'Enter a valid email address'],
      ['&locale=de', 'Gib eine gültige E-Mail-Adresse ein'],
      ['&locale=ar', 'أدخل عنوان بريد إلكتروني صالحًا'],
    ] as const)
      await withPage(`${AUTH_DEMO}${query}`, async (page) => {
        await page.locator('.nav-actions button').last().click()
        const modal = page.getByRole('dialog')
        const field = modal.locator('input[type="email"]')
        await field.waitFor()
        await field.fill('visitor@')
        const submit = modal.locator('.email-field button[type="submit"]')
        expect(await submit.isVisible()).toBe(true)
        await submit.click()
        await modal.locator('.field-error').waitFor()
        expect(await modal.locator('.field-error').textContent()).toBe(message)
        expect(await field.getAttribute('aria-invalid')).toBe('true')
        await screenshot(page, `polish-10-email${query.replace(/\W/g, '-') || '-en'}`)
      })
  })
})

describe('issue 37: login options appear once known (item 14)', () => {
  it('never shows the email field and then removes it on the default project, and holds the place of known logins', async () => {
    await withPage(
      STACK.demoUrl,
      async (page) => {
        const connect = await openConnect(page)
        await connect.locator('.list-item').first().waitFor()
        await page.waitForTimeout(1_500)
        // npm start's default project has email login on: the field appears once and stays.
        expect(await page.evaluate(() => (window as { __emailGone?: boolean }).__emailGone ?? false)).toBe(
          false,
        )
        expect(await connect.locator('input[type="email"]').count()).toBe(1)
      },
      DESKTOP,
      async (page) => {
        // The project's features answer late, as on a slow network.
        await page.route(`${apiOrigin}/appkit/v1/config**`, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 600))
          await route.continue()
        })
        await page.addInitScript(() => {
          const watch = () => {
            const shadow = document.querySelector('portico-modal')?.shadowRoot
            const state = window as { __emailSeen?: boolean; __emailGone?: boolean }
            if (shadow?.querySelector('input[type="email"]')) state.__emailSeen = true
            else if (state.__emailSeen) state.__emailGone = true
            requestAnimationFrame(watch)
          }
          requestAnimationFrame(watch)
        })
      },
    )
  })
})

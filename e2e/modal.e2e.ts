import { existsSync, readFileSync } from 'node:fs'
import { buildDevWalletBundle, DEV_WALLET_BUNDLE_PATH } from '@portico/devnet'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { launchBrowser, openPage, type RecordedRequest, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

const apiOrigin = new URL(STACK.apiUrl).origin
const demoOrigin = new URL(STACK.demoUrl).origin

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function withPage(run: (page: Page, requests: RecordedRequest[]) => Promise<void>, wallet = false) {
  const { page, requests, close } = await openPage(browser)
  if (wallet) {
    if (!existsSync(DEV_WALLET_BUNDLE_PATH)) await buildDevWalletBundle()
    await page.addInitScript({
      content: `window.__PORTICO_DEV_WALLET__ = ${JSON.stringify({ autoApprove: true, rpcUrls: STACK.devnetRpcUrls })}`,
    })
    await page.addInitScript({ content: readFileSync(DEV_WALLET_BUNDLE_PATH, 'utf8') })
  }
  try {
    await page.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
    await run(page, requests)
  } finally {
    await close()
  }
}

const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect Wallet' }).first()

async function openConnect(page: Page): Promise<Locator> {
  await connectButton(page).click()
  const modal = dialog(page, 'Connect Wallet')
  await modal.waitFor()
  await modal.getByRole('button', { name: 'Trust Wallet', exact: true }).waitFor()
  await modal.getByRole('button', { name: 'MetaMask', exact: true }).waitFor()
  return modal
}

/** The focused element's accessible name, looking into shadow roots. */
function focusedName(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    if (!active) return ''
    const label = active.getAttribute('aria-label')
    if (label) return label
    const copy = active.cloneNode(true) as Element
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
    return copy.textContent?.trim() ?? ''
  })
}

function focusedTileIndex(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active?.getAttribute('data-index') ?? null
  })
}

function cardBox(page: Page) {
  return page.evaluate(() => {
    const shadow = document.querySelector('portico-modal')?.shadowRoot
    const card = shadow?.querySelector<HTMLElement>('.card')
    const first = shadow?.querySelector<HTMLElement>('.list-item')
    const title = shadow?.querySelector<HTMLElement>('.header-title')
    if (!card || !first || !title) throw new Error('modal not rendered')
    const rect = (element: HTMLElement) => {
      const { width, height } = element.getBoundingClientRect()
      return { width: Math.round(width), height: Math.round(height) }
    }
    return {
      card: rect(card),
      item: rect(first),
      title: rect(title),
      titleFont: getComputedStyle(title).fontSize,
      background: getComputedStyle(card).backgroundColor,
    }
  })
}

describe('the modal in Chromium (issue 4)', () => {
  it('requests nothing before the first intent, and afterwards only the configured apiUrl', async () => {
    await withPage(async (page, requests) => {
      await page.waitForTimeout(500)
      expect(requests.filter((request) => !request.url.startsWith(demoOrigin))).toEqual([])
      await connectButton(page).hover()
      await expect
        .poll(() => requests.filter((request) => request.url.startsWith(apiOrigin)).length)
        .toBeGreaterThan(0)
      await openConnect(page)
      await dialog(page).getByRole('button', { name: 'All Wallets', exact: true }).click()
      await dialog(page, 'All Wallets').waitFor()
      await page.waitForTimeout(500)
      const foreign = requests.filter(
        (request) => !request.url.startsWith(demoOrigin) && !request.url.startsWith(apiOrigin),
      )
      expect(foreign).toEqual([])
    })
  })

  it('opens on a cold click with placeholder rows while the directory answers, and no API request before it', async () => {
    for (const mode of ['Light', 'Dark'] as const) {
      await withPage(async (page, requests) => {
        await page.getByRole('button', { name: mode, exact: true }).click()
        let release: () => void = () => undefined
        const answered = new Promise<void>((resolve) => {
          release = resolve
        })
        await page.route(`${apiOrigin}/getWallets**`, async (route) => {
          await answered
          await route.continue()
        })
        // The modal chunk comes from the dapp's own origin when the page is idle; the API waits for intent.
        await expect
          .poll(
            () => requests.filter((request) => /\/modal(\.tsx|-[\w-]+\.js)(\?|$)/.test(request.url)).length,
          )
          .toBe(1)
        expect(requests.filter((request) => request.url.startsWith(apiOrigin))).toEqual([])
        // The dialog zooms in from the first frame that draws it: its animation has started by the frame
        // after the one the test first sees it in (not when Chromium's compositor gets to it, tens of
        // milliseconds later on a busy machine), and not at a time before the click either (a stale
        // timeline time, which would skip part of it).
        const zoomIn = await page.evaluate(async () => {
          const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
          const beforeClick = await nextFrame()
          ;[...document.querySelectorAll('button')]
            .find((b) => b.textContent?.includes('Connect Wallet'))
            ?.click()
          for (let frame = 0; frame < 60; frame++) {
            const drawn = await nextFrame()
            const card = [...document.querySelectorAll('portico-modal:not([aria-hidden])')]
              .map((host) => host.shadowRoot?.querySelector('.card[role="dialog"]'))
              .find(Boolean)
            if (!card) continue
            const [animation] = card.getAnimations()
            const next = await nextFrame()
            const startTime = animation?.startTime
            return {
              name: (animation as CSSAnimation | undefined)?.animationName,
              started: typeof startTime === 'number' && startTime > beforeClick && startTime <= next,
              frames: { beforeClick, drawn, startTime, next },
            }
          }
          return undefined
        })
        expect(zoomIn, JSON.stringify(zoomIn?.frames)).toMatchObject({ name: 'zoom-in', started: true })
        const modal = dialog(page, 'Connect Wallet')
        await modal.waitFor()
        const list = modal.getByRole('list', { name: 'Wallets' })
        expect(await list.getAttribute('aria-busy')).toBe('true')
        await page.waitForTimeout(300)
        await screenshot(page, `connect-loading-${mode.toLowerCase()}`)
        release()
        await modal.getByRole('button', { name: 'MetaMask', exact: true }).waitFor()
        // The featured and recommended lists answer separately; the placeholder rows go with the latter (the
        // social buttons' letter icons, also `.placeholder`, are no rows).
        await expect.poll(() => list.getAttribute('aria-busy')).toBe('false')
        expect(await list.locator('.list-item.placeholder').count()).toBe(0)
      })
    }
  })

  it('opens from the button, shows wallets from the server, and finds Trust Wallet in All Wallets', async () => {
    await withPage(async (page) => {
      const modal = await openConnect(page)
      await expect.poll(() => modal.getByRole('button', { name: 'MetaMask', exact: true }).count()).toBe(1)
      await screenshot(page, 'connect-light')
      await modal.getByRole('button', { name: 'All Wallets', exact: true }).click()
      const allWallets = dialog(page, 'All Wallets')
      await allWallets.waitFor()
      await allWallets.getByRole('button', { name: 'Back' }).waitFor()
      await page.waitForTimeout(400)
      await screenshot(page, 'all-wallets-light')
      await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill('trust')
      await allWallets.getByRole('button', { name: 'Trust Wallet', exact: true }).waitFor()
      expect(await allWallets.getByRole('button', { name: 'MetaMask', exact: true }).count()).toBe(0)
    })
  })

  it('docs/rules/screens.md, states.md: All Wallets renders only the rows in view, reads the next page of 40 on scroll, and End reaches the last tile', async () => {
    await withPage(async (page, requests) => {
      await openConnect(page)
      await dialog(page).getByRole('button', { name: 'All Wallets', exact: true }).click()
      const allWallets = dialog(page, 'All Wallets')
      await allWallets.getByRole('button', { name: 'Trust Wallet', exact: true }).waitFor()
      const grid = () =>
        page.evaluate(() => {
          const shadow = document.querySelector('portico-modal')?.shadowRoot
          const scroller = shadow?.querySelector<HTMLElement>('.grid-scroller')
          const indexes = [...(shadow?.querySelectorAll<HTMLElement>('.tile') ?? [])].map((tile) =>
            Number(tile.dataset.index),
          )
          return {
            first: Math.min(...indexes),
            last: Math.max(...indexes),
            rendered: indexes.length,
            scrollHeight: scroller?.scrollHeight ?? 0,
          }
        })
      const pages = () =>
        requests
          .filter((request) => new URL(request.url).pathname === '/getWallets')
          .map((request) => new URL(request.url).searchParams)
          .filter((query) => query.get('entries') === '40')
          .map((query) => query.get('page'))
      // The first page has arrived once the grid is ten rows of 108 px high.
      await expect.poll(async () => (await grid()).scrollHeight).toBeGreaterThanOrEqual(10 * 108)
      expect(pages()).toEqual(['1'])
      const top = await grid()
      expect(top.first).toBe(0)
      // The first page and the installed wallets: only the rows in view and two more are in the DOM.
      expect(top.rendered).toBeLessThanOrEqual(6 * 4)
      await page.evaluate(() => {
        const scroller = document.querySelector('portico-modal')?.shadowRoot?.querySelector('.grid-scroller')
        scroller?.scrollTo({ top: scroller.scrollHeight })
      })
      await expect.poll(pages).toContain('2')
      await expect.poll(async () => (await grid()).scrollHeight).toBeGreaterThan(top.scrollHeight)
      await expect.poll(async () => (await grid()).last).toBeGreaterThanOrEqual(40)
      expect((await grid()).first).toBeGreaterThan(0)
      await page.waitForLoadState('networkidle')
      await screenshot(page, 'all-wallets-scrolled-light')
      await allWallets.locator('.tile').first().focus()
      await page.keyboard.press('End')
      // The focus lands on the last tile loaded (more may load after it), scrolled into view.
      const focusedTile = () =>
        page.evaluate(() => {
          const shadow = document.querySelector('portico-modal')?.shadowRoot
          const scroller = shadow?.querySelector<HTMLElement>('.grid-scroller')?.getBoundingClientRect()
          const tile = shadow?.activeElement as HTMLElement | null
          const box = tile?.getBoundingClientRect()
          const inView = Boolean(
            scroller && box && box.top >= scroller.top - 1 && box.bottom <= scroller.bottom + 1,
          )
          return { index: Number(tile?.dataset.index), inView }
        })
      await expect.poll(async () => (await focusedTile()).index).toBeGreaterThanOrEqual(40)
      expect((await focusedTile()).inView).toBe(true)
    })
  })

  it('works with the keyboard only: Tab, arrows, Enter and Esc, and focus returns to the button', async () => {
    await withPage(async (page) => {
      for (let step = 0; step < 20 && (await focusedName(page)) !== 'Connect Wallet'; step++) {
        await page.keyboard.press('Tab')
      }
      expect(await focusedName(page)).toBe('Connect Wallet')
      await page.keyboard.press('Enter')
      await dialog(page, 'Connect Wallet').waitFor()
      await dialog(page).getByRole('button', { name: 'Trust Wallet', exact: true }).waitFor()
      for (let step = 0; step < 20 && (await focusedName(page)) !== 'All Wallets'; step++) {
        await page.keyboard.press('Tab')
      }
      expect(await focusedName(page)).toBe('All Wallets')
      await page.keyboard.press('Enter')
      await dialog(page, 'All Wallets').waitFor()
      await dialog(page).getByRole('button', { name: 'Trust Wallet', exact: true }).waitFor()
      await expect.poll(() => focusedName(page), { timeout: 5_000 }).toBe('Search wallet')
      // The grid settles (its next page and images) before the arrows are tried.
      await page.waitForLoadState('networkidle')
      await page.keyboard.press('Tab')
      // Tiles are told apart by their grid position: two directory entries may share a name.
      const first = await focusedTileIndex(page)
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => focusedTileIndex(page), { timeout: 5_000 }).toBe(String(Number(first) + 1))
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowLeft')
      const wallet = await focusedName(page)
      expect(wallet).not.toBe('')
      await page.keyboard.press('Enter')
      await dialog(page, wallet).waitFor()
      await page.keyboard.press('Escape')
      await dialog(page, 'All Wallets').waitFor()
      await page.keyboard.press('Escape')
      await dialog(page, 'Connect Wallet').waitFor()
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog(page).count()).toBe(0)
      // The wallet's QR page had started a pairing; closing the modal gives it up, and the button
      // leaves "Connecting…" once that has settled.
      await expect.poll(() => focusedName(page), { timeout: 10_000 }).toBe('Connect Wallet')
    })
  })

  it('keeps the focus inside the dialog', async () => {
    await withPage(async (page) => {
      await openConnect(page)
      for (let step = 0; step < 15; step++) {
        await page.keyboard.press('Tab')
        const inside = await page.evaluate(() => document.activeElement?.tagName === 'PORTICO-MODAL')
        expect(inside).toBe(true)
      }
    })
  })

  it('changes the background colour when switching dark and light', async () => {
    await withPage(async (page) => {
      await page.getByRole('button', { name: 'Light', exact: true }).click()
      await openConnect(page)
      const light = (await cardBox(page)).background
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      await openConnect(page)
      const dark = (await cardBox(page)).background
      expect(light).toBe('rgb(255, 255, 255)')
      expect(dark).toBe('rgb(18, 19, 19)')
      await screenshot(page, 'connect-dark')
      await dialog(page).getByRole('button', { name: 'All Wallets', exact: true }).click()
      await dialog(page, 'All Wallets').waitFor()
      await page.waitForTimeout(400)
      await screenshot(page, 'all-wallets-dark')
    })
  })

  it('is immune to a host stylesheet `* { all: unset !important; font-size: 40px !important }`', async () => {
    await withPage(async (page) => {
      await openConnect(page)
      await page.waitForTimeout(600)
      const before = await cardBox(page)
      await page.addStyleTag({ content: '* { all: unset !important; font-size: 40px !important }' })
      await page.waitForTimeout(300)
      const after = await cardBox(page)
      expect(before.card.width).toBe(360)
      expect(after).toEqual(before)
    })
  })

  it('has no serious or critical axe-core violations on Connect and All Wallets, in both themes', async () => {
    await withPage(async (page) => {
      for (const mode of ['Light', 'Dark'] as const) {
        await page.getByRole('button', { name: mode, exact: true }).click()
        await openConnect(page)
        await page.waitForTimeout(300)
        expect(await seriousModalViolations(page)).toEqual([])
        await dialog(page).getByRole('button', { name: 'All Wallets', exact: true }).click()
        await dialog(page, 'All Wallets').getByRole('button', { name: 'Trust Wallet', exact: true }).waitFor()
        await page.waitForTimeout(300)
        expect(await seriousModalViolations(page)).toEqual([])
        await page.keyboard.press('Escape')
        await page.keyboard.press('Escape')
        await expect.poll(() => dialog(page).count()).toBe(0)
      }
    })
  })

  it('connects the injected dev wallet and shows Account in both themes', async () => {
    await withPage(async (page) => {
      for (const mode of ['Light', 'Dark'] as const) {
        await page.getByRole('button', { name: mode, exact: true }).click()
        if (mode === 'Light') {
          const modal = await openConnect(page)
          await modal.getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
          await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
        }
        await page.getByRole('button', { name: /0x/ }).first().click()
        const account = dialog(page, 'Account')
        await account.getByRole('tab').first().waitFor()
        expect(await account.getByRole('tab').allTextContents()).toEqual(['Tokens', 'NFTs', 'Activity'])
        await account.getByRole('button', { name: 'Disconnect' }).waitFor()
        await page.waitForTimeout(400)
        expect(await seriousModalViolations(page)).toEqual([])
        await screenshot(page, `account-${mode.toLowerCase()}`)
        await page.keyboard.press('Escape')
        await expect.poll(() => dialog(page).count()).toBe(0)
      }
    }, true)
  })
})

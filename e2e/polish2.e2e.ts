import { getDevWalletScript } from '@portico/devnet'
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { STACK } from './support/stack.ts'

// Issue 37, what a connected visitor meets: toasts over controls (3), heights that jump (4),
// buttons (8) and the send form's messages (10).

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  hasTouch: true,
  isMobile: true,
}
type Variant = { options: BrowserContextOptions; mode: 'Light' | 'Dark'; name: string }
const VARIANTS: Variant[] = [
  { options: DESKTOP, mode: 'Light', name: 'desktop-light' },
  { options: PHONE, mode: 'Dark', name: 'phone-dark' },
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function connected(options: BrowserContextOptions, mode: 'Light' | 'Dark', query = '') {
  const opened = await openPage(browser, options)
  const { page } = opened
  await page.addInitScript({
    content: await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } }),
  })
  await page.goto(`${STACK.demoUrl}${query}`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: mode, exact: true }).click()
  await page
    .getByRole('button', { name: /^Connect Wallet$|^Wallet verbinden$|^ربط المحفظة$/ })
    .first()
    .click()
  await dialog(page).getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
  await expect.poll(() => dialog(page).count(), { timeout: 30_000 }).toBe(0)
  return opened
}

async function openAccount(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /0x/ }).first().click()
  const account = dialog(page, 'Account')
  await account.locator('.token-row[data-symbol="PUSD"]').waitFor()
  return account
}

function setAutoApprove(page: Page, mode: boolean | 'reject') {
  return page.evaluate((value) => {
    ;(
      window as unknown as { porticoDevWallet: { setAutoApprove(mode: unknown): void } }
    ).porticoDevWallet.setAutoApprove(value)
  }, mode)
}

/** The open modal's controls (buttons, fields, links, tabs) whose boxes overlap the toast's, by their text. */
function controlsUnderToast(page: Page) {
  return page.evaluate(() => {
    const shadow = document.querySelector('portico-modal')?.shadowRoot
    const toast = shadow?.querySelector('.toast')?.getBoundingClientRect()
    const card = shadow?.querySelector('.card')
    if (!toast || !card) return { toast: null, under: [] as string[] }
    const under = [...card.querySelectorAll<HTMLElement>('button, input, textarea, a, select, [role="tab"]')]
      .filter((control) => {
        const rect = control.getBoundingClientRect()
        return (
          rect.width > 0 &&
          rect.height > 0 &&
          rect.left < toast.right &&
          rect.right > toast.left &&
          rect.top < toast.bottom &&
          rect.bottom > toast.top
        )
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName)
    return { toast: { top: toast.top, bottom: toast.bottom }, under }
  })
}

/** Checks the toast over ~1.2 s (its entrance, the card's resizing under it): never on a control, never off-screen. */
async function expectToastClear(page: Page, text: string) {
  const toast = page.locator('portico-modal .toast')
  await toast.getByText(text).waitFor({ timeout: 30_000 })
  const height = page.viewportSize()?.height ?? 0
  for (let sample = 0; sample < 6; sample++) {
    const { toast: box, under } = await controlsUnderToast(page)
    if (!box) break
    expect(under).toEqual([])
    expect(box.top).toBeGreaterThanOrEqual(0)
    expect(box.bottom).toBeLessThanOrEqual(height)
    await page.waitForTimeout(200)
  }
}

/** Starts recording the card's height on every frame, in `window.__heights`. */
function recordHeights(page: Page) {
  return page.evaluate(() => {
    const scope = window as unknown as { __heights: number[]; __recording: boolean }
    scope.__heights = []
    scope.__recording = true
    const frame = () => {
      const card = document.querySelector('portico-modal')?.shadowRoot?.querySelector('.card')
      if (card) scope.__heights.push(Math.round(card.getBoundingClientRect().height))
      if (scope.__recording) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

function recordedHeights(page: Page) {
  return page.evaluate(() => {
    const scope = window as unknown as { __heights: number[]; __recording: boolean }
    scope.__recording = false
    return scope.__heights
  })
}

/**
 * Each visible button of the open modal whose class is primary or secondary: its text's contrast on
 * its own fill blended over what is behind it (WCAG 2 relative luminance), its fill and whether it is disabled.
 */
function buttonLooks(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = '#000'
      context.fillStyle = color
      context.fillRect(0, 0, 1, 1)
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data
      return [r!, g!, b!, a! / 255]
    }
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1)
    const background = (element: Element | null): number[] => {
      const layers: number[][] = []
      for (let node = element; node; ) {
        const style = getComputedStyle(node)
        const color = rgba(style.backgroundColor)
        if (color[3] > 0) layers.push(color)
        if (color[3] >= 1) break
        const parent: Node | null = node.parentNode
        node = parent instanceof ShadowRoot ? parent.host : (parent as Element | null)
      }
      return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1])
    }
    const luminance = (color: number[]) => {
      const [r, g, b] = color.slice(0, 3).map((channel) => {
        const value = channel / 255
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const shadow = document.querySelector('portico-modal')?.shadowRoot
    return [...(shadow?.querySelectorAll<HTMLButtonElement>('.primary-button, .secondary-button') ?? [])]
      .filter((button) => button.getBoundingClientRect().width > 0 && button.textContent?.trim())
      .map((button) => {
        const fill = background(button)
        const ink = over(rgba(getComputedStyle(button).color), fill)
        const [light, dark] = [luminance(fill), luminance(ink)].sort((a, b) => b - a)
        return {
          text: button.textContent!.trim(),
          kind: button.classList.contains('primary-button') ? 'primary' : 'secondary',
          disabled: button.disabled,
          fill: fill.slice(0, 3).map(Math.round).join(','),
          ink: ink.slice(0, 3).map(Math.round).join(','),
          contrast: Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100,
        }
      })
  })
}

type Look = Awaited<ReturnType<typeof buttonLooks>>[number]

/** Every enabled button reads at WCAG AA; every disabled one has the one disabled look, unlike an enabled primary. */
function expectButtons(looks: Look[], disabledLook?: { fill: string; ink: string }) {
  expect(looks.length).toBeGreaterThan(0)
  for (const look of looks) expect({ ...look, aa: look.contrast >= 4.5 }).toMatchObject({ aa: true })
  const primaries = looks.filter((look) => look.kind === 'primary' && !look.disabled)
  for (const look of looks.filter((each) => each.disabled)) {
    for (const primary of primaries) expect(look.fill).not.toBe(primary.fill)
    if (disabledLook) expect({ fill: look.fill, ink: look.ink }).toEqual(disabledLook)
  }
}

describe('issue 37: the send flow (items 3, 4, 8, 10)', () => {
  it('says the amount’s and the address’s problems next to their fields, keeps the card’s height after approving, and shows toasts off the controls', {
    timeout: 240_000,
  }, async () => {
    for (const { options, mode, name } of VARIANTS) {
      const { page, close } = await connected(options, mode)
      try {
        let account = await openAccount(page)
        await account.getByRole('button', { name: 'Send', exact: true }).click()
        const send = dialog(page, 'Send')
        await send.getByRole('button', { name: 'Select token: ETH' }).waitFor()
        await send.getByRole('button', { name: /^Select token/ }).click()
        await dialog(page, 'Select token')
          .getByRole('button', { name: /Portico USD/ })
          .click()
        await send.getByRole('button', { name: 'Select token: PUSD' }).waitFor()

        // Item 10: each field says its own problem beside it, whatever the other holds.
        const amount = send.getByLabel('Amount', { exact: true })
        const to = send.getByLabel('To', { exact: true })
        await to.fill('0x1234')
        const toCard = send.locator('.send-card').filter({ has: page.locator('textarea') })
        await toCard.locator('.field-error').waitFor()
        expect(await toCard.locator('.field-error').textContent()).toBe('Invalid address')
        expect(await to.getAttribute('aria-invalid')).toBe('true')
        await amount.fill('99999999')
        const amountCard = send.locator('.send-card').filter({ has: page.locator('.amount-input') })
        expect(await amountCard.locator('.field-error').textContent()).toBe('Insufficient balance')
        expect(await amount.getAttribute('aria-invalid')).toBe('true')
        expect(await amount.getAttribute('aria-describedby')).toBe(
          await amountCard.locator('.field-error').getAttribute('id'),
        )
        // The balance line stays on one line.
        const available = amountCard.locator('.send-available')
        const line = await available.evaluate((element) => ({
          height: element.getBoundingClientRect().height,
          lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight) || 20,
        }))
        expect(line.height).toBeLessThan(line.lineHeight * 1.6 + 6)
        await page.waitForTimeout(200)
        await screenshot(page, `polish-10-send-errors-${name}`)
        // Item 8: the disabled submit has the one disabled look, the rest read at AA.
        const formLooks = await buttonLooks(page)
        expect(formLooks.some((look) => look.disabled)).toBe(true)
        expectButtons(formLooks)

        await amount.fill('1.5')
        await to.fill(RECEIVER)
        expect(await send.locator('.field-error').count()).toBe(0)
        await send.getByRole('button', { name: 'Review send' }).click()
        const preview = dialog(page, 'Review send')
        await preview.locator('.preview-details dd').first().getByText('ETH').waitFor({ timeout: 15_000 })
        await page.waitForTimeout(200)
        expectButtons(await buttonLooks(page))

        // Item 3: the wallet refuses; the toast leaves Cancel and Send free.
        await setAutoApprove(page, 'reject')
        await preview.getByRole('button', { name: 'Send', exact: true }).click()
        await expectToastClear(page, 'Transaction rejected in the wallet')
        await screenshot(page, `polish-3-rejected-${name}`)
        // After the toast's time, the second attempt goes through.
        await page.locator('portico-modal .toast').waitFor({ state: 'detached', timeout: 15_000 })

        // Item 4: from approving to Account, the card never collapses below the smaller of the two.
        await setAutoApprove(page, true)
        const previewHeight = await page.evaluate(
          () =>
            document
              .querySelector('portico-modal')
              ?.shadowRoot?.querySelector('.card')
              ?.getBoundingClientRect().height ?? 0,
        )
        await recordHeights(page)
        await preview.getByRole('button', { name: 'Send', exact: true }).click()
        account = dialog(page, 'Account')
        await account.waitFor({ timeout: 30_000 })
        await expectToastClear(page, 'Sent 1.5 PUSD')
        const heights = await recordedHeights(page)
        const accountHeight = heights.at(-1) ?? 0
        expect(Math.min(...heights)).toBeGreaterThanOrEqual(Math.min(previewHeight, accountHeight) - 1)
        await screenshot(page, `polish-3-sent-${name}`)
        if (options === PHONE)
          expect(await account.getByRole('button', { name: 'Disconnect' }).isVisible()).toBe(true)
      } finally {
        await close()
      }
    }
  })
})

describe('issue 37: heights (item 4) and buttons (item 8)', () => {
  it('keeps the card’s height from Tokens to NFTs and holds its place while All Wallets loads', {
    timeout: 120_000,
  }, async () => {
    const { page, close } = await connected(DESKTOP, 'Dark')
    try {
      const account = await openAccount(page)
      await page.waitForTimeout(400)
      await recordHeights(page)
      const before = (await account.boundingBox())!.height
      await account.getByRole('tab', { name: 'NFTs' }).click()
      await account.locator('.nft-card img').first().waitFor()
      await page.waitForTimeout(400)
      const heights = await recordedHeights(page)
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(Math.round(before) - 1)
      await screenshot(page, 'polish-4-nfts-desktop-dark')
      // And back: Tokens is as tall as it was.
      await account.getByRole('tab', { name: 'Tokens' }).click()
      await page.waitForTimeout(300)
      expect(Math.abs((await account.boundingBox())!.height - before)).toBeLessThanOrEqual(1)
      expectButtons(await buttonLooks(page))
    } finally {
      await close()
    }

    // All Wallets from a fresh page, its chunk answered late as on a slow network.
    const opened = await openPage(browser, DESKTOP)
    try {
      const fresh = opened.page
      await fresh.route(/\/assets\/allWallets[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700))
        await route.continue()
      })
      await fresh.goto(STACK.demoUrl, { waitUntil: 'networkidle' })
      await fresh.getByRole('button', { name: 'Connect Wallet' }).first().click()
      const connect = dialog(fresh, 'Connect Wallet')
      await connect.getByRole('button', { name: 'All Wallets', exact: true }).waitFor()
      await fresh.waitForTimeout(400)
      const connectHeight = (await connect.boundingBox())!.height
      await recordHeights(fresh)
      await connect.getByRole('button', { name: 'All Wallets', exact: true }).click()
      const all = dialog(fresh, 'All Wallets')
      await all.locator('[data-index="0"]').waitFor({ timeout: 20_000 })
      await fresh.waitForTimeout(400)
      const heights = await recordedHeights(fresh)
      const final = heights.at(-1) ?? 0
      expect(final).toBeGreaterThan(400)
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(Math.min(connectHeight, final) - 1)
      await screenshot(fresh, 'polish-4-all-wallets-desktop-light')
    } finally {
      await opened.close()
    }
  })

  it('gives Review swap’s Cancel and confirm equal halves, with AA contrast', {
    timeout: 120_000,
  }, async () => {
    // The send flow above checks both themes; here the other theme of each size.
    for (const { options, mode, name } of [{ options: PHONE, mode: 'Light', name: 'phone-light' }] as const) {
      const { page, close } = await connected(options, mode)
      try {
        const account = await openAccount(page)
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
        await preview.getByRole('button', { name: /^Approve|^Swap$/ }).waitFor({ timeout: 15_000 })
        await page.waitForTimeout(300)
        const widths = await preview
          .locator('.swap-actions > button')
          .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().width))
        expect(widths).toHaveLength(2)
        expect(Math.abs(widths[0]! - widths[1]!)).toBeLessThanOrEqual(1)
        expectButtons(await buttonLooks(page))
        await screenshot(page, `polish-8-review-swap-${name}`)
      } finally {
        await close()
      }
    }
  })
})

import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core'
import { findChromium } from '../../scripts/chromium.mjs'

// Chromium on these machines floods the closed network without the background flags.
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url))

/** Launches Debian's headless Chromium, with `args` added to the flags above. */
export async function launchBrowser(args: string[] = []): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium not found: apt-get update && apt-get install -y chromium')
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS, ...args] })
}

export type RecordedRequest = { url: string; method: string; at: number }

export type OpenedPage = {
  page: Page
  requests: RecordedRequest[]
  /** The page's console errors and warnings and its uncaught errors, for a failure's report. */
  logs: string[]
  close: () => Promise<void>
}

/** A page whose every request is recorded, for asserting what the kit fetches and when. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, ...options })
  const page = await context.newPage()
  const requests: RecordedRequest[] = []
  const logs: string[] = []
  page.on('request', (request) =>
    requests.push({ url: request.url(), method: request.method(), at: Date.now() }),
  )
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      logs.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => logs.push(`uncaught: ${error.stack ?? error.message}`))
  return { page, requests, logs, close: () => context.close() }
}

/**
 * A failed test's evidence while its pages are still open: a screenshot of each under
 * e2e/screenshots/failures/, and on stderr each page's URL, the modal's text and the page's logs.
 */
export async function reportFailure(test: string, pages: Record<string, OpenedPage>): Promise<void> {
  const dir = `${SCREENSHOT_DIR}failures/`
  mkdirSync(dir, { recursive: true })
  const slug = (test.split(' > ').at(-1) ?? test).replace(/[^a-z0-9]+/gi, '-').slice(0, 80)
  for (const [label, opened] of Object.entries(pages)) {
    if (opened.page.isClosed()) continue
    const path = `${dir}${slug}-${label}.png`
    const modalText = await opened.page
      .evaluate(() => {
        const root = document.querySelector('portico-modal')?.shadowRoot
        return root ? (root.querySelector('[role="dialog"]') as HTMLElement | null)?.innerText : undefined
      })
      .catch((error: unknown) => `(not read: ${error})`)
    await opened.page.screenshot({ path }).catch(() => undefined)
    console.error(
      [
        `${test}: ${label} at ${opened.page.url()}, screenshot ${path}`,
        `modal: ${modalText ?? '(none)'}`,
        ...opened.logs.slice(-30),
      ].join('\n'),
    )
  }
}

/** Writes a PNG under e2e/screenshots/ for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = `${SCREENSHOT_DIR}${name}.png`
  mkdirSync(dirname(path), { recursive: true })
  await page.screenshot({ path })
  return path
}

import { mkdirSync } from 'node:fs'
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

/** A page whose every request is recorded, for asserting what the kit fetches and when. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; requests: RecordedRequest[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, ...options })
  const page = await context.newPage()
  const requests: RecordedRequest[] = []
  page.on('request', (request) =>
    requests.push({ url: request.url(), method: request.method(), at: Date.now() }),
  )
  return { page, requests, close: () => context.close() }
}

/** Writes a PNG under e2e/screenshots/ for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const path = `${SCREENSHOT_DIR}${name}.png`
  await page.screenshot({ path })
  return path
}

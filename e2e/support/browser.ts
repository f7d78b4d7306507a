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

/** What a page showed when it closed: kept until its test ends, reported if the test failed. */
export type PageEvidence = {
  url: string
  modal: string | undefined
  logs: string[]
  image: Buffer | undefined
}

const evidence: PageEvidence[] = []

/** The evidence of the pages closed since the last call, oldest first (e2e/support/failureReport.ts). */
export function takeEvidence(): PageEvidence[] {
  return evidence.splice(0)
}

/**
 * Reads what the page shows before it closes. A test closes its pages in `finally`, before Vitest
 * knows whether it failed, so every close keeps the evidence and the failure report picks it up.
 */
async function recordEvidence(page: Page, logs: string[]): Promise<void> {
  if (page.isClosed()) return
  const modal = await page
    .evaluate(() => {
      const root = document.querySelector('portico-modal')?.shadowRoot
      return (root?.querySelector('[role="dialog"]') as HTMLElement | null)?.innerText
    })
    .catch((error: unknown) => `(not read: ${error})`)
  const image = await page
    .screenshot({ type: 'jpeg', quality: 60, scale: 'css', timeout: 5_000 })
    .catch(() => undefined)
  evidence.push({ url: page.url(), modal, logs: logs.slice(-30), image })
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
  const close = async () => {
    await recordEvidence(page, logs)
    await context.close()
  }
  return { page, requests, logs, close }
}

/** Writes a PNG under e2e/screenshots/ for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = `${SCREENSHOT_DIR}${name}.png`
  mkdirSync(dirname(path), { recursive: true })
  await page.screenshot({ path })
  return path
}

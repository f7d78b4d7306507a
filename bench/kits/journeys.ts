import type { Browser, Page } from 'playwright-core'
import type { KitApp } from './apps.ts'

/** The visitor journeys of issue 40, each from navigation in a fresh browser context. */
export const JOURNEYS = {
  J0: 'load and idle (no click)',
  J1: 'click → extension wallet (EIP-6963) → Account with balances shown',
  J2: 'click → WalletConnect → QR on screen',
  J3: 'click → email → code → Account (embedded wallet)',
  J4: 'J1, then Send → review (before signing)',
  J5: 'click → Solana wallet-standard wallet → Account',
  J6: 'J1, then Swap with a quote on screen',
} as const

export type JourneyId = keyof typeof JOURNEYS

/** A kit's steps of one journey after load: they resolve once the journey's last screen is visible. */
export type JourneySteps = (page: Page) => Promise<void>

/** The receiver of the bench's Send review: anvil's second test account. */
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e20d3Ae4e7e'
const WALLET_NAME = 'Portico Dev Wallet'
const STEP_MS = 15_000
/** A balance in the native currency on screen, e.g. "10,000 ETH" or "10000.000 ETH". */
const BALANCE = /\d[\d,.]*\s*ETH/

const visible = (page: Page, selector: string) =>
  page.locator(selector).first().waitFor({ state: 'visible', timeout: STEP_MS })

async function porticoAccount(page: Page) {
  await page.locator('button.portico-button').first().click({ timeout: STEP_MS })
  await page
    .getByRole('dialog')
    .getByRole('button', { name: WALLET_NAME, exact: true })
    .click({ timeout: STEP_MS })
  await page.locator('button.portico-button[data-variant=account]').first().click({ timeout: STEP_MS })
  await page
    .getByRole('dialog', { name: 'Account', exact: true })
    .getByText(BALANCE)
    .first()
    .waitFor({ timeout: STEP_MS })
}

/** Portico's journeys (its apps and bench/anchors/apps/portico). */
export const PORTICO_JOURNEYS: Partial<Record<JourneyId, JourneySteps>> = {
  J1: porticoAccount,
  J2: async (page) => {
    await page.locator('button.portico-button').first().click({ timeout: STEP_MS })
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'WalletConnect', exact: true })
      .click({ timeout: STEP_MS })
    await visible(page, '.qr[data-uri] svg path')
  },
  J4: async (page) => {
    await porticoAccount(page)
    await page
      .getByRole('dialog', { name: 'Account', exact: true })
      .getByRole('button', { name: 'Send', exact: true })
      .click({ timeout: STEP_MS })
    const send = page.getByRole('dialog', { name: 'Send', exact: true })
    // The form preselects no token on a chain whose balances come from the wallet's RPC (the bench's
    // server has no chain access): the visitor picks the native token, as the Send screen asks.
    await send.locator('button.token-select').click({ timeout: STEP_MS })
    await page
      .getByRole('dialog', { name: 'Select token', exact: true })
      .locator('button.token-row')
      .filter({ hasText: 'ETH' })
      .first()
      .click({ timeout: STEP_MS })
    await send.getByLabel('Amount', { exact: true }).fill('0.01', { timeout: STEP_MS })
    await send.getByLabel('To', { exact: true }).fill(RECEIVER, { timeout: STEP_MS })
    await send.getByRole('button', { name: 'Review send' }).click({ timeout: STEP_MS })
    await page.getByRole('dialog', { name: 'Review send', exact: true }).waitFor({ timeout: STEP_MS })
  },
}

/**
 * An anchor's J1: its connect button, the injected wallet's row, then its account button (where the
 * kit closes its modal on connect) until a dialog shows the balance.
 */
function anchorAccount(connect: string, walletRow: string, accountButton: string): JourneySteps {
  return async (page) => {
    await page.locator(connect).first().click({ timeout: STEP_MS })
    await page.locator(walletRow).filter({ hasText: WALLET_NAME }).first().click({ timeout: STEP_MS })
    const balance = page.locator('[role="dialog"], w3m-modal').getByText(BALANCE).first()
    const deadline = Date.now() + STEP_MS
    while (!(await balance.isVisible())) {
      if (Date.now() > deadline) throw new Error('no balance on screen')
      const button = page.locator(accountButton).first()
      if (await button.isVisible()) await button.click({ timeout: STEP_MS }).catch(() => undefined)
      await page.waitForTimeout(100)
    }
  }
}

/** An anchor's J2: its connect button, then its WalletConnect entry, until a QR code is on screen. */
function anchorQr(connect: string, entry: string, qr: string): JourneySteps {
  return async (page) => {
    await page.locator(connect).first().click({ timeout: STEP_MS })
    await page.locator(entry).first().click({ timeout: STEP_MS })
    await visible(page, qr)
  }
}

/** The anchors' same journeys (J1 and J2; none of RainbowKit and ConnectKit has a Send screen). */
export const ANCHOR_JOURNEYS: Record<string, Partial<Record<JourneyId, JourneySteps>>> = {
  appkit: {
    J1: anchorAccount('wui-connect-button', 'wui-list-wallet', 'wui-account-button'),
    J2: anchorQr('wui-connect-button', '[data-testid="wallet-selector-walletconnect"]', 'wui-qr-code svg'),
  },
  appkitMultichain: {
    J1: anchorAccount('wui-connect-button', 'wui-list-wallet', 'wui-account-button'),
    J2: anchorQr('wui-connect-button', '[data-testid="wallet-selector-walletconnect"]', 'wui-qr-code svg'),
  },
  rainbowkit: {
    J1: anchorAccount(
      '[data-testid="rk-connect-button"]',
      '[data-testid^="rk-wallet-option-"]',
      '[data-testid="rk-account-button"]',
    ),
    J2: anchorQr(
      '[data-testid="rk-connect-button"]',
      '[data-testid="rk-wallet-option-walletConnect"]',
      '[role="dialog"] svg rect, [role="dialog"] canvas',
    ),
  },
  connectkit: {
    J1: anchorAccount('button', '[role="dialog"] button', 'button'),
    J2: anchorQr(
      'button',
      '[role="dialog"] button:has-text("WalletConnect"), [role="dialog"] button:has-text("Other Wallets")',
      '[role="dialog"] svg rect',
    ),
  },
}

export type JourneySample = {
  /** URL paths of the app's JS files the visit fetched, from navigation to its end. */
  js: string[]
  /** Navigation start → the journey's last screen visible (the button, for J0), in ms. */
  ms?: number
  longTasks: number
  longTaskMs: number
  remote: number
  /** Why the journey did not reach its last screen. */
  error?: string
}

// Long tasks from navigation on, and the first animation frame in which the selector has a layout box.
const OBSERVE = `(() => {
  const bench = { longTasks: [] }
  window.__journey = bench
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
})()`

/**
 * One journey from navigation in a fresh context with the wallet injected as an extension would be:
 * every JS file of the app's origin fetched until the network is idle after the last screen.
 */
export async function runJourney(
  browser: Browser,
  app: KitApp,
  url: string,
  walletScript: string,
  steps?: JourneySteps,
): Promise<JourneySample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  const page = await context.newPage()
  await page.addInitScript({ content: walletScript })
  await page.addInitScript({ content: OBSERVE })
  const origin = new URL(url).origin
  const js = new Set<string>()
  let remote = 0
  const record = (requestUrl: string) => {
    const parsed = new URL(requestUrl)
    if (parsed.origin === origin) {
      if (parsed.pathname.endsWith('.js')) js.add(parsed.pathname)
    } else if (/^(https?|wss?):$/.test(parsed.protocol) && parsed.hostname !== '127.0.0.1') remote += 1
  }
  page.on('request', (request) => record(request.url()))
  page.on('websocket', (socket) => record(socket.url()))
  let ms: number | undefined
  let error: string | undefined
  try {
    await page.goto(url)
    await page.locator(app.button.selector).first().waitFor({ state: 'visible', timeout: 30_000 })
    ms = (await page.evaluate('performance.now()')) as number
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
    if (steps) {
      await steps(page)
      ms = (await page.evaluate('performance.now()')) as number
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
      // networkidle is reached once per page: give lazy work after the last screen a moment too.
      await page.waitForTimeout(500)
    }
  } catch (caught) {
    ms = undefined
    error = (caught as Error).message.split('\n')[0]
  }
  const longTasks = ((await page.evaluate('window.__journey.longTasks').catch(() => [])) ?? []) as number[]
  await context.close()
  return {
    js: [...js],
    ...(ms === undefined ? {} : { ms }),
    longTasks: longTasks.length,
    longTaskMs: longTasks.reduce((sum, duration) => sum + duration, 0),
    remote,
    ...(error === undefined ? {} : { error }),
  }
}

/**
 * Why a journey loads a chunk that none of its screens renders, by chunk label (see journeyWalk.ts):
 * the "bytes loaded but not rendered" table of bench/RESULTS.md.
 */
export const NOT_RENDERED: { label: string; journeys: JourneyId[]; reason: string }[] = [
  {
    label: 'packages/react/src/modal/modal.tsx',
    journeys: ['J0'],
    reason:
      'the modal chunk (shell, styles, the Connect view) is fetched when the page is idle and rendered hidden once, so that a click with no hover first (a tap) shows the first wallet row in the next frame',
  },
  {
    label: 'packages/react/src/views/connectingExternal.tsx',
    journeys: ['J2'],
    reason:
      "the view of an installed wallet, preloaded for the Connect view's first row on the open; this visitor picks WalletConnect",
  },
  {
    label: 'packages/evm/src/createEvmAdapter.ts',
    journeys: ['J2'],
    reason:
      "the EVM adapter (wagmi's config and injected connector, viem's client) loads for a QR whose pairing needs the WalletConnect session and client only (their own chunks); no EVM call is made before the wallet approves",
  },
]

/**
 * The physical floor per journey: the bytes its protocol and screens need over the React-only page,
 * argued from the chunks that do that work (gzip KiB, estimates).
 */
export const FLOORS: Partial<Record<JourneyId, { kib: number; argument: string }>> = {
  J0: {
    kib: 6,
    argument:
      'a button with its text and CSS, the config (networks, adapters as lazy handles) and the store the button reads (connected or not); the modal is not shown',
  },
  J1: {
    kib: 40,
    argument:
      'J0, the modal shell and Connect list (~9), EIP-6963 discovery and an EIP-1193 connector (~3), eth_requestAccounts, eth_chainId and one eth_getBalance over JSON-RPC with number formatting (~6: a minimal viem subset), the Account view (~5) and its icons (~3)',
  },
  J2: {
    kib: 45,
    argument:
      "J0, the modal shell (~9), the WalletConnect pairing: X25519, ChaCha20-Poly1305, SHA-256 and HKDF, the relay's JSON-RPC over WebSocket (~15) and a QR encoder (~4); no EVM client",
  },
  J4: {
    kib: 50,
    argument:
      'J1, a Send form with amount and address validation and a review screen with a gas estimate (~8)',
  },
}

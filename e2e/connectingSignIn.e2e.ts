import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './support/browser.ts'
import { AUTH_DEMO, dialog } from './support/embeddedWallet.ts'
import { STACK } from './support/stack.ts'

// A connecting view closes the modal once its connection resolves, but only while the modal still
// shows it: the required sign-in (SIWXSignMessage) that the new account needs may have replaced it,
// and closing then would drop the sign view the visitor has to answer.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The sign view appears and is still there a second later: nothing closed it behind the visitor. */
async function signViewStays(page: Page) {
  const signIn = dialog(page, 'Sign In')
  await signIn.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 30_000 })
  await page.waitForTimeout(1_000)
  expect(await dialog(page, 'Sign In').count()).toBe(1)
  expect(await signIn.getByRole('button', { name: 'Sign', exact: true }).isVisible()).toBe(true)
}

async function openRequired(page: Page, url: string) {
  await page.addInitScript(() => localStorage.setItem('portico-demo:sign-in', 'required'))
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  return dialog(page, 'Connect Wallet')
}

describe('a connecting view that succeeds leaves the required sign-in open (docs/rules/screens.md SIWXSignMessage)', () => {
  it('Farcaster', async () => {
    const { page, close } = await openPage(browser)
    try {
      const connect = await openRequired(page, AUTH_DEMO)
      await connect.getByRole('button', { name: 'Farcaster' }).click()
      const holder = dialog(page, 'Farcaster').locator('[data-farcaster-url]')
      await holder.waitFor({ timeout: 15_000 })
      const channelToken = new URL((await holder.getAttribute('data-farcaster-url')) ?? '').searchParams.get(
        'channelToken',
      )
      const approved = await fetch(`${STACK.farcasterUrl}/test/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channelToken, fid: 1 }),
      })
      expect(approved.ok).toBe(true)
      await signViewStays(page)
    } finally {
      await close()
    }
  })

  it('social login (Discord)', async () => {
    const { page, close } = await openPage(browser)
    try {
      const connect = await openRequired(page, AUTH_DEMO)
      const popupOpened = page.waitForEvent('popup')
      await connect.getByRole('button', { name: 'Discord' }).click({ timeout: 15_000 })
      const popup = await popupOpened
      await popup.getByRole('button', { name: /^Continue as/ }).click()
      await signViewStays(page)
    } finally {
      await close()
    }
  })

  it('WalletConnect', async () => {
    const dapp = await openPage(browser)
    const wallet = await openPage(browser, { viewport: { width: 520, height: 900 } })
    try {
      const connect = await openRequired(dapp.page, STACK.demoUrl)
      await connect.getByRole('button', { name: 'WalletConnect', exact: true }).click()
      const qr = dialog(dapp.page).locator('.qr[data-uri]')
      await qr.waitFor({ timeout: 15_000 })
      const uri = (await qr.getAttribute('data-uri')) ?? ''
      await wallet.page.goto(`${STACK.walletUrl}wc?uri=${encodeURIComponent(uri)}`, {
        waitUntil: 'networkidle',
      })
      const proposal = wallet.page.getByRole('region', { name: /Portico Demo wants to connect/ })
      await proposal.getByRole('button', { name: 'Approve', exact: true }).click({ timeout: 15_000 })
      await signViewStays(dapp.page)
    } finally {
      await Promise.all([dapp.close(), wallet.close()])
    }
  })
})

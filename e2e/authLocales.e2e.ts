import type { Browser, Frame, Page } from 'playwright-core'
import { type Hex, parseErc6492Signature, recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousFrameViolations } from './support/axe.ts'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { AUTH_DEMO, dialog, mailedCode, vault } from './support/embeddedWallet.ts'
import { STACK } from './support/stack.ts'

// Issue 20 item 4 for the embedded wallet: the vault's secure-origin approval screens speak the
// modal's locale (set at creation and switched at runtime), right to left in Arabic, axe clean.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const vaultFrame = (page: Page) => page.frame({ url: (url) => url.href.startsWith(STACK.vaultUrl) }) as Frame

/** The vault document's language, direction and theme, and whether Reject sits right of Approve. */
function vaultLayout(frame: Frame) {
  return frame.evaluate(() => {
    const [reject, approve] = [...document.querySelectorAll<HTMLElement>('.actions button')]
    return {
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      theme: document.documentElement.dataset.theme,
      rejectRightOfApprove:
        reject && approve
          ? reject.getBoundingClientRect().left >= approve.getBoundingClientRect().right
          : null,
    }
  })
}

/** The vault screen's isolated pieces of data: their text, direction and number of lines. */
function isolatedData(frame: Frame) {
  return frame.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.card bdi')].map((piece) => ({
      text: piece.textContent,
      dir: getComputedStyle(piece).direction,
      lines: new Set([...piece.getClientRects()].map((rect) => Math.round(rect.top))).size,
    })),
  )
}

/** Signs the demo's message from its Sign card and waits for the vault's screen. */
async function askForSignature(page: Page, approveName: string) {
  await page.locator('.sign-card').getByRole('button', { name: 'Sign', exact: true }).click()
  const approve = vault(page).getByRole('button', { name: approveName, exact: true })
  await approve.waitFor({ timeout: 15_000 })
  await page.waitForTimeout(300)
  return approve
}

describe('embedded wallet screens in the modal’s locale (issue 20: translations)', () => {
  it('logs in with email in Arabic and approves a message on an Arabic, right-to-left vault screen; a runtime switch reaches the vault', async () => {
    const { page, close } = await openPage(browser)
    try {
      await page.goto(`${AUTH_DEMO}&locale=ar`, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Light', exact: true }).click()

      const email = `ar-${Date.now()}@example.test`
      await page.getByRole('button', { name: 'ربط المحفظة' }).first().click()
      const connect = dialog(page, 'ربط المحفظة')
      await connect.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email)
      const sentAt = Date.now()
      await connect.getByRole('textbox', { name: 'البريد الإلكتروني' }).press('Enter')
      const login = dialog(page, 'تسجيل الدخول بالبريد الإلكتروني')
      await login.getByLabel('الرقم 1 من 6').waitFor({ timeout: 60_000 })
      // Issue 37: the address in "we sent the code to …" is one left-to-right piece on one line.
      expect(
        await login.locator('.otp p bdi').evaluate((piece) => ({
          text: piece.textContent,
          dir: getComputedStyle(piece).direction,
          lines: new Set([...piece.getClientRects()].map((rect) => Math.round(rect.top))).size,
        })),
      ).toEqual({ text: email, dir: 'ltr', lines: 1 })
      await login.getByLabel('الرقم 1 من 6').fill(await mailedCode(email, sentAt))
      await expect.poll(() => dialog(page).count(), { timeout: 30_000 }).toBe(0)

      // Light, desktop width.
      const approve = await askForSignature(page, 'موافقة')
      const frame = vaultFrame(page)
      await vault(page).getByRole('heading', { name: 'توقيع رسالة' }).waitFor()
      const request = vault(page).getByText(/يطلب منك .* توقيع هذه الرسالة باستخدام .*0x.*التوقيع مجاني/)
      const named = (await request.textContent())?.match(/0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/)?.[0]
      await vault(page)
        .getByText(`تعرضها محفظتك (${new URL(STACK.vaultUrl).host})`)
        .waitFor()
      // Issue 37: each piece of data (the app's origin, the account, the vault's host) is its own
      // left-to-right block on one line, the Arabic sentence wrapping around it, not through it.
      expect(await isolatedData(frame)).toEqual([
        { text: new URL(STACK.vaultUrl).host, dir: 'ltr', lines: 1 },
        { text: new URL(STACK.demoUrl).origin, dir: 'ltr', lines: 1 },
        { text: named, dir: 'ltr', lines: 1 },
      ])
      await vault(page).getByRole('button', { name: 'رفض', exact: true }).waitFor()
      expect(await vaultLayout(frame)).toEqual({
        lang: 'ar',
        dir: 'rtl',
        theme: 'light',
        rejectRightOfApprove: true,
      })
      expect(await seriousFrameViolations(frame)).toEqual([])
      await screenshot(page, 'auth-locale-ar-approval-light')
      await approve.click()
      // The signature is the owner key's, the account the Arabic screen named.
      const signature = page.getByTestId('signature')
      await signature.waitFor({ timeout: 15_000 })
      const signer = await recoverMessageAddress({
        message: 'Hello from the Portico demo',
        // An account not deployed yet answers with its owner's signature wrapped in ERC-6492.
        signature: parseErc6492Signature((await signature.textContent()) as Hex).signature,
      })
      expect(named).toBe(`${signer.slice(0, 6)}…${signer.slice(-4)}`)

      // Dark, phone width.
      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      const approveDark = await askForSignature(page, 'موافقة')
      expect(await vaultLayout(frame)).toMatchObject({ lang: 'ar', dir: 'rtl', theme: 'dark' })
      expect(await seriousFrameViolations(frame)).toEqual([])
      expect((await isolatedData(frame)).map((piece) => piece.lines)).toEqual([1, 1, 1])
      await screenshot(page, 'auth-locale-ar-approval-dark-390')
      await approveDark.click()
      await expect.poll(() => vault(page).getByRole('dialog').count(), { timeout: 15_000 }).toBe(0)

      // The demo's language select switches the modal, and with it the vault, at runtime.
      await page.setViewportSize({ width: 1280, height: 860 })
      await page.locator('#panel-language').selectOption('ja')
      await askForSignature(page, '承認')
      await vault(page).getByRole('heading', { name: 'メッセージに署名' }).waitFor()
      expect(await vaultLayout(frame)).toMatchObject({ lang: 'ja', dir: 'ltr', rejectRightOfApprove: false })
      expect(await seriousFrameViolations(frame)).toEqual([])
      await screenshot(page, 'auth-locale-ja-approval-dark')
      await vault(page).getByRole('button', { name: '拒否', exact: true }).click()
      await page.locator('.sign-card .sign-result.invalid').waitFor({ timeout: 15_000 })
    } finally {
      await close()
    }
  })
})

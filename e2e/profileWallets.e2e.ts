import { shortenName } from '@portico/core'
import { DEV_ACCOUNTS, SOLANA_DEV_ACCOUNTS } from '@portico/devnet'
import { describe, expect, it } from 'vitest'
import { seriousModalViolations } from './support/axe.ts'
import { openPage, screenshot } from './support/browser.ts'
import { dialog } from './support/modal.ts'
import { connectDevWallet, connectSolanaToo, openDemoWithMultiWallet, useBrowser } from './support/page.ts'

const [solanaAccount] = SOLANA_DEV_ACCOUNTS
const evmAccount = DEV_ACCOUNTS[3]!

const browser = useBrowser()

describe('ProfileWallets (docs/rules/screens.md, states.md connection status per connector; remote feature multiWallet)', () => {
  it('lists the EVM and Solana connections as connected, disconnects one and offers to reconnect it', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 390, height: 844 } })
    try {
      await openDemoWithMultiWallet(page)
      await page.evaluate(() =>
        (
          window as never as { porticoDevWallet: { selectAccount(i: number): void } }
        ).porticoDevWallet.selectAccount(3),
      )
      await page.getByRole('button', { name: 'Light', exact: true }).click()
      await connectDevWallet(page)
      await connectSolanaToo(page)

      await page
        .getByRole('button', { name: new RegExp(shortenName(solanaAccount!.address)) })
        .first()
        .click()
      await dialog(page, 'Account').getByRole('button', { name: 'Wallets' }).click()
      const wallets = dialog(page, 'Wallets')
      const evm = wallets.getByRole('region', { name: 'EVM Networks' })
      const solana = wallets.getByRole('region', { name: 'Solana' })
      await evm.getByText(`Connected · ${shortenName(evmAccount.address)}`).waitFor()
      await solana.getByText(`Connected · ${shortenName(solanaAccount!.address)}`).waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'profile-wallets-light-390')
      expect(await seriousModalViolations(page)).toEqual([])

      await wallets.getByRole('button', { name: 'Close' }).click()
      await expect.poll(() => dialog(page).count()).toBe(0)
      await page.getByRole('button', { name: 'Dark', exact: true }).click()
      await page
        .getByRole('button', { name: new RegExp(shortenName(solanaAccount!.address)) })
        .first()
        .click()
      await dialog(page, 'Account').getByRole('button', { name: 'Wallets' }).click()
      await evm.getByRole('button', { name: 'Disconnect Portico Dev Wallet' }).click()
      await evm.getByText(`Disconnected · ${shortenName(evmAccount.address)}`).waitFor()
      await evm.getByRole('button', { name: 'Reconnect' }).waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, 'profile-wallets-disconnected-dark-390')
      expect(await seriousModalViolations(page)).toEqual([])
    } finally {
      await close()
    }
  })
})

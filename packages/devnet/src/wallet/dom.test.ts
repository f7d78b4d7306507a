// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { announceProvider } from './announce.ts'
import { createApprovalDialog } from './approvalDialog.ts'
import type { DEV_WALLET_INFO } from './info.ts'
import { installDevWallet } from './install.ts'
import { createDevWallet } from './provider.ts'

type AnnounceDetail = { info: typeof DEV_WALLET_INFO; provider: unknown }

describe('dev wallet in a window (EIP-6963, docs/rules/permissions.md approval prompt)', () => {
  it('announces "Portico Dev Wallet" (dev.portico.wallet) now and on every eip6963:requestProvider', () => {
    const wallet = createDevWallet({ autoApprove: true })
    const seen: AnnounceDetail[] = []
    const listener = (event: Event) => seen.push((event as CustomEvent<AnnounceDetail>).detail)
    window.addEventListener('eip6963:announceProvider', listener)
    const stop = announceProvider({ provider: wallet.provider })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', listener)
    expect(seen).toHaveLength(2)
    expect(seen[0]?.info).toMatchObject({ name: 'Portico Dev Wallet', rdns: 'dev.portico.wallet' })
    expect(seen[0]?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(seen[0]?.provider).toBe(wallet.provider)
  })

  it('the approval dialog shows the request in a shadow root; Approve resolves true, Reject false', async () => {
    const approve = createApprovalDialog()
    const request = {
      method: 'personal_sign',
      params: [],
      account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 31337,
      chainName: 'Portico Devnet A',
      title: 'Sign message',
      details: 'Hello Portico',
    } as const
    const click = async (action: 'approve' | 'reject') => {
      await Promise.resolve()
      await new Promise((resolve) => setTimeout(resolve, 0))
      const host = document.querySelector('portico-dev-wallet-approval')
      expect(host?.shadowRoot?.querySelector('pre')?.textContent).toBe('Hello Portico')
      expect(host?.shadowRoot?.querySelector('h2')?.textContent).toBe('Sign message')
      const button = host?.shadowRoot?.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)
      if (!button) throw new Error(`No ${action} button`)
      button.click()
    }
    const approved = approve(request)
    await click('approve')
    expect(await approved).toBe(true)
    const rejected = approve(request)
    await click('reject')
    expect(await rejected).toBe(false)
    expect(document.querySelector('portico-dev-wallet-approval')).toBeNull()
  })

  it('installDevWallet sets window.ethereum when asked and uninstall removes it', () => {
    const scope = window as unknown as { ethereum?: unknown }
    const { wallet, uninstall } = installDevWallet({ injectWindowEthereum: true })
    expect(scope.ethereum).toBe(wallet.provider)
    uninstall()
    expect(scope.ethereum).toBeUndefined()
  })
})

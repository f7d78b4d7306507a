import { describe, expect, it } from 'vitest'
import type { Connector } from '../adapters/types.ts'
import { getWalletEntries, markInstalled } from './walletGroups.ts'

const connector = (id: string, type: Connector['type'], rdns?: string): Connector => ({
  id,
  name: id,
  chain: 'eip155',
  type,
  rdns,
})

describe('Connect wallet groups (docs/rules/screens.md Ordering, validation.md Wallet lists)', () => {
  const base = {
    connectors: [
      connector('ext', 'EXTERNAL'),
      connector('io.metamask', 'ANNOUNCED', 'io.metamask'),
      connector('walletConnect', 'WALLET_CONNECT'),
    ],
    recentIds: ['wallet-9'],
    featured: [{ id: 'wallet-5', name: 'Five' }],
    recommended: [
      { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' },
      { id: 'wallet-9', name: 'Nine' },
      { id: 'wallet-5', name: 'Five' },
      { id: 'wallet-1', name: 'One' },
    ],
    customWallets: [{ id: 'custom-1', name: 'Custom' }],
    excludeWalletIds: [],
    isMobile: false,
  }

  it('orders groups walletConnect, recent, injected, featured, custom, external, recommended without duplicates', () => {
    const entries = getWalletEntries(base)
    expect(entries.map((entry) => `${entry.group}:${entry.name}`)).toEqual([
      'walletConnect:walletConnect',
      'recent:Nine',
      'injected:io.metamask',
      'featured:Five',
      'custom:Custom',
      'external:ext',
      'recommended:One',
    ])
    expect(entries.find((entry) => entry.group === 'injected')!.installed).toBe(true)
  })

  it('lists the Browser Wallet on desktop only when the browser has an injected provider', () => {
    const browserWallet = { ...connector('injected', 'INJECTED'), name: 'Browser Wallet' }
    const listed = (installed: boolean) =>
      getWalletEntries({ ...base, connectors: [{ ...browserWallet, installed }], recentIds: [] }).filter(
        (entry) => entry.connector?.id === 'injected',
      )
    expect(listed(false)).toEqual([])
    expect(listed(true)).toMatchObject([{ name: 'Browser Wallet', installed: true }])
  })

  it('follows connectorTypeOrder when set', () => {
    const entries = getWalletEntries({ ...base, order: ['recommended', 'injected'] })
    expect(entries.map((entry) => entry.name)).toEqual(['MetaMask', 'Nine', 'Five', 'One'])
    expect(entries[0]!.connector?.id).toBe('io.metamask')
  })

  it('hides excluded wallets by rdns or name', () => {
    const entries = getWalletEntries({ ...base, excludeWalletIds: ['io.metamask', 'one'] })
    expect(entries.map((entry) => entry.name)).not.toContain('io.metamask')
    expect(entries.map((entry) => entry.name)).not.toContain('One')
  })

  it('marks installed directory wallets', () => {
    const wallets = markInstalled(base.recommended, base.connectors)
    expect(wallets.map((wallet) => wallet.installed)).toEqual([true, false, false, false])
    expect(wallets[2]!.display_index).toBe(2)
  })
})

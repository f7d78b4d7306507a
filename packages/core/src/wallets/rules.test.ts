import { describe, expect, it } from 'vitest'
import type { Connector } from '../adapters/types.ts'
import { dedupeWallets, excludeWallets, filterMobileWallets, shouldHideBrowserWallet } from './rules.ts'
import type { Wallet } from './types.ts'

const wallet = (id: string, name: string, extra: Partial<Wallet> = {}): Wallet => ({ id, name, ...extra })

describe('filterMobileWallets (docs/rules/validation.md)', () => {
  const wallets = [
    wallet('metamask', 'MetaMask', { mobile_link: 'metamask://' }),
    wallet('desktop-only', 'Desktop Only'),
    wallet('coinbase', 'Coinbase Wallet'),
    wallet('solflare', 'Solflare'),
    wallet('phantom', 'Phantom'),
    wallet('empty-link', 'Empty Link', { mobile_link: '' }),
  ]

  it('keeps wallets with a mobile link plus Coinbase', () => {
    expect(filterMobileWallets(wallets).map((w) => w.id)).toEqual(['metamask', 'coinbase'])
    expect(filterMobileWallets(wallets, { namespace: 'eip155' }).map((w) => w.id)).toEqual([
      'metamask',
      'coinbase',
    ])
  })

  it('on Solana also keeps Solflare and Phantom', () => {
    expect(filterMobileWallets(wallets, { namespace: 'solana' }).map((w) => w.id)).toEqual([
      'metamask',
      'coinbase',
      'solflare',
      'phantom',
    ])
  })
})

describe('dedupeWallets (docs/rules/validation.md): by rdns, or id', () => {
  it('keeps the first of each rdns and each id', () => {
    const list = [
      wallet('a', 'A', { rdns: 'io.a' }),
      wallet('a2', 'A again', { rdns: 'io.a' }),
      wallet('b', 'B'),
      wallet('b', 'B again'),
      wallet('c', 'C', { rdns: null }),
    ]
    expect(dedupeWallets(list).map((w) => w.name)).toEqual(['A', 'B', 'C'])
  })

  it('drops a wallet whose id an earlier one has, with or without an rdns on either side', () => {
    const withRdns = wallet('metamask', 'MetaMask', { rdns: 'io.metamask' })
    const withoutRdns = wallet('metamask', 'MetaMask (directory)')
    expect(dedupeWallets([withRdns, withoutRdns])).toEqual([withRdns])
    expect(dedupeWallets([withoutRdns, withRdns])).toEqual([withoutRdns])
    expect(dedupeWallets([withRdns, wallet('metamask', 'Other', { rdns: 'io.other' })])).toEqual([withRdns])
  })

  it('does not confuse an rdns with an id of the same text', () => {
    expect(dedupeWallets([wallet('io.a', 'X'), wallet('y', 'Y', { rdns: 'io.a' })])).toHaveLength(2)
  })
})

describe('excludeWallets (docs/rules/validation.md): by rdns or case-insensitive name', () => {
  const list = [
    wallet('1', 'MetaMask', { rdns: 'io.metamask' }),
    wallet('2', 'Rabby Wallet'),
    wallet('3', 'Trust'),
  ]

  it('hides by rdns and by name in any case', () => {
    expect(excludeWallets(list, ['io.metamask']).map((w) => w.id)).toEqual(['2', '3'])
    expect(excludeWallets(list, ['rabby wallet']).map((w) => w.id)).toEqual(['1', '3'])
    expect(excludeWallets(list, ['  TRUST ']).map((w) => w.id)).toEqual(['1', '2'])
  })

  it('keeps everything for an empty list and does not match by id', () => {
    expect(excludeWallets(list, [])).toHaveLength(3)
    expect(excludeWallets(list, ['1'])).toHaveLength(3)
  })
})

describe('shouldHideBrowserWallet (docs/rules/validation.md)', () => {
  const browser: Connector = { id: 'injected', name: 'Browser Wallet', chain: 'eip155', type: 'INJECTED' }

  it('on desktop hides it when excluded or when the browser has no injected provider', () => {
    expect(shouldHideBrowserWallet(browser, { isMobile: false, excluded: true, installed: true })).toBe(true)
    expect(shouldHideBrowserWallet(browser, { isMobile: false, excluded: false, installed: false })).toBe(
      true,
    )
    expect(shouldHideBrowserWallet(browser, { isMobile: false, excluded: false, installed: true })).toBe(
      false,
    )
  })

  it('on mobile hides it when it has no rdns and is not installed', () => {
    expect(shouldHideBrowserWallet(browser, { isMobile: true, excluded: false, installed: false })).toBe(true)
    expect(shouldHideBrowserWallet(browser, { isMobile: true, excluded: false, installed: true })).toBe(false)
    expect(
      shouldHideBrowserWallet(
        { ...browser, rdns: 'io.x' },
        { isMobile: true, excluded: false, installed: false },
      ),
    ).toBe(false)
  })

  it('never hides other connectors', () => {
    const announced: Connector = { id: 'io.metamask', name: 'MetaMask', chain: 'eip155', type: 'ANNOUNCED' }
    expect(shouldHideBrowserWallet(announced, { isMobile: true, excluded: true, installed: false })).toBe(
      false,
    )
  })
})

import { describe, expect, it } from 'vitest'
import { isSafeWalletLink } from './isSafeWalletLink.ts'
import { getWalletLink } from './links.ts'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00'

// Issue 21 (security): wallet links come from the directory or the dapp's custom wallets; only http(s)
// and wallet deep-link schemes may be opened (docs/rules/states.md connecting through a wallet's link).
describe('isSafeWalletLink', () => {
  it('accepts http(s) for web links and deep-link schemes for app links', () => {
    expect(isSafeWalletLink('https://metamask.io', { kind: 'web' })).toBe(true)
    expect(isSafeWalletLink('http://127.0.0.1:8787/x', { kind: 'web' })).toBe(true)
    expect(isSafeWalletLink('metamask://', { kind: 'app' })).toBe(true)
    expect(isSafeWalletLink('trust:', { kind: 'app' })).toBe(true)
    expect(isSafeWalletLink('metamask://', { kind: 'web' })).toBe(false)
  })

  it('refuses script, data and local schemes however they are spelled', () => {
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://a.example/1',
      'about:blank',
      'https://',
      '//evil.example',
      '',
    ]) {
      expect(isSafeWalletLink(link, { kind: 'app' }), JSON.stringify(link)).toBe(false)
    }
  })

  it('getWalletLink never returns an unsafe link, on mobile or desktop', () => {
    const hostile = {
      name: 'Hostile',
      mobile_link: 'javascript:alert(1)//',
      universal_link: null,
      wc_uri_templates: ['javascript:alert("{uri}")'],
      desktop_link: 'javascript:alert(1)//',
      webapp_link: 'data:text/html,<script>alert(1)</script>',
    }
    expect(getWalletLink({ wallet: hostile, uri: URI, mobile: true })).toBeUndefined()
    expect(
      getWalletLink({ wallet: { ...hostile, wc_uri_templates: [] }, uri: URI, mobile: true }),
    ).toBeUndefined()
    expect(getWalletLink({ wallet: hostile, uri: URI, mobile: false })).toBeUndefined()
    expect(
      getWalletLink({ wallet: { ...hostile, desktop_link: null }, uri: URI, mobile: false }),
    ).toBeUndefined()
    expect(
      getWalletLink({
        wallet: { ...hostile, mobile_link: 'trust://', wc_uri_templates: [] },
        uri: URI,
        mobile: true,
      }),
    ).toEqual({ kind: 'mobile', href: `trust://wc?uri=${encodeURIComponent(URI)}` })
  })
})

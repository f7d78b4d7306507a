import { formatPairingUri } from '@portico/walletconnect'
import { describe, expect, it } from 'vitest'
import { parsePairingLink } from './parsePairingLink.ts'

const uri = formatPairingUri({
  topic: 'a'.repeat(64),
  version: 2,
  symKey: 'b'.repeat(64),
  relay: { protocol: 'irn' },
  expiryTimestamp: Math.floor(Date.now() / 1000) + 240,
})

describe('parsePairingLink: what the dev wallet accepts (docs/rules/states.md pairing; bad input gets a clear message)', () => {
  it('takes a wc: URI and the universal link that carries one', () => {
    expect(parsePairingLink(`  ${uri} `)).toEqual({ ok: true, uri })
    expect(parsePairingLink(`http://127.0.0.1:5174/wc?uri=${encodeURIComponent(uri)}`)).toEqual({
      ok: true,
      uri,
    })
  })

  it('says what is wrong with anything else', () => {
    expect(parsePairingLink('')).toMatchObject({ ok: false, message: expect.stringContaining('Paste') })
    expect(parsePairingLink('hello')).toMatchObject({
      ok: false,
      message: expect.stringContaining('not a WalletConnect link'),
    })
    expect(parsePairingLink('wc:abc@2?relay-protocol=irn')).toMatchObject({
      ok: false,
      message: 'This WalletConnect link is damaged or incomplete. Copy it again from the app.',
    })
    const expired = uri.replace(/expiryTimestamp=\d+/, 'expiryTimestamp=1000')
    expect(parsePairingLink(expired)).toMatchObject({
      ok: false,
      message: expect.stringContaining('expired'),
    })
  })
})

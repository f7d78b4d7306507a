import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProtocolError } from '../errors/protocol.ts'
import { formatPairingUri, isPairingExpired, parsePairingUri } from './uri.ts'

const topic = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

afterEach(() => {
  vi.useRealTimers()
})

describe('pairing URI (docs/rules/states.md, specification pairing-uri.md)', () => {
  it('formats wc:{topic}@2?relay-protocol=irn&symKey=…&expiryTimestamp=… and parses it back', () => {
    const uri = formatPairingUri({
      topic,
      version: 2,
      symKey,
      relay: { protocol: 'irn' },
      expiryTimestamp: 1_900_000_000,
    })
    expect(uri).toBe(`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1900000000`)
    expect(parsePairingUri(uri)).toEqual({
      topic,
      version: 2,
      symKey,
      relay: { protocol: 'irn' },
      expiryTimestamp: 1_900_000_000,
    })
  })

  it('parses the specification example with its methods list', () => {
    const parsed = parsePairingUri(
      `wc:${topic}@2?symKey=${symKey}&methods=wc_sessionPropose, wc_sessionAuthenticate&relay-protocol=irn`,
    )
    expect(parsed.methods).toEqual(['wc_sessionPropose', 'wc_sessionAuthenticate'])
    expect(parsed.relay).toEqual({ protocol: 'irn' })
  })

  it.each([
    ['not a wc uri', 'https://example.com'],
    ['version 1', `wc:${topic}@1?symKey=${symKey}&relay-protocol=irn`],
    ['short topic', `wc:abcd@2?symKey=${symKey}&relay-protocol=irn`],
    ['missing symKey', `wc:${topic}@2?relay-protocol=irn`],
    ['bad symKey', `wc:${topic}@2?symKey=zz&relay-protocol=irn`],
    ['missing relay protocol', `wc:${topic}@2?symKey=${symKey}`],
  ])('rejects %s with MISSING_OR_INVALID', (_name, uri) => {
    expect(() => parsePairingUri(uri)).toThrow(ProtocolError)
    try {
      parsePairingUri(uri)
    } catch (error) {
      expect((error as ProtocolError).kind).toBe('MissingOrInvalid')
      expect((error as ProtocolError).code).toBe(5)
    }
  })

  it('counts a pairing as expired when 10 s or less remains (docs/rules/limits.md)', () => {
    vi.useFakeTimers({ now: 1_900_000_000_000 })
    const expiry = 1_900_000_000 + 240
    expect(isPairingExpired(expiry)).toBe(false)
    vi.advanceTimersByTime(229_000)
    expect(isPairingExpired(expiry)).toBe(false)
    vi.advanceTimersByTime(1_000)
    expect(isPairingExpired(expiry)).toBe(true)
  })
})

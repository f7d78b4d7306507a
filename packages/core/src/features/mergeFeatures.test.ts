import { describe, expect, it } from 'vitest'
import { parseRemoteFeatures } from '../api/config.ts'
import { DEFAULT_FEATURES, mergeFeatures } from './mergeFeatures.ts'

describe('features (docs/rules/entities.md Feature flags, Remote features)', () => {
  it('remote features win over local ones; unset remote keys keep local values', () => {
    const merged = mergeFeatures({ email: true, swaps: false, send: false }, { email: false, onramp: false })
    expect(merged).toMatchObject({ email: false, swaps: false, onramp: false, send: false })
    expect(merged.receive).toBe(DEFAULT_FEATURES.receive)
  })

  it('a dapp keeps a login door the project opens shut, or narrows its socials, but never opens one', () => {
    const remote = { email: true, socials: ['google', 'github', 'farcaster'], emailCapture: true }
    expect(mergeFeatures({ email: false, socials: ['github'], emailCapture: false }, remote)).toMatchObject({
      email: false,
      socials: ['github'],
      emailCapture: false,
    })
    expect(mergeFeatures({ socials: false }, remote).socials).toBe(false)
    expect(mergeFeatures({ socials: ['apple'] }, remote).socials).toBe(false)
    expect(mergeFeatures({}, remote)).toMatchObject(remote)
    expect(
      mergeFeatures(
        { email: true, socials: ['google'], emailCapture: true },
        { email: false, socials: false, emailCapture: false },
      ),
    ).toMatchObject({
      email: false,
      socials: false,
      emailCapture: false,
    })
  })

  it('pay forces email and social login off (docs/rules/states.md)', () => {
    expect(mergeFeatures({ pay: true, email: true, socials: ['google'] }, undefined)).toMatchObject({
      email: false,
      socials: false,
    })
  })

  it('reads both the map and the list shape of /appkit/v1/config', () => {
    expect(parseRemoteFeatures({ features: { email: true, unknown: 1 } })).toEqual({ email: true })
    expect(
      parseRemoteFeatures({
        features: [
          { id: 'socials', isEnabled: true, config: ['google', 'x'] },
          { id: 'swaps', isEnabled: false },
        ],
      }),
    ).toEqual({ socials: ['google', 'x'], swaps: false })
  })
})

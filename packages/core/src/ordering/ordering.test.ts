import { describe, expect, it } from 'vitest'
import { CONNECTOR_GROUP_ORDER, DEFAULT_WALLET_FEATURES_ORDER, getConnectMethodOrder } from './order.ts'
import { applyPayFeature, DEFAULT_SOCIALS, filterSocialsForPlatform } from './socials.ts'

describe('connect method order (docs/rules/screens.md)', () => {
  it('defaults to email, social, wallet', () => {
    expect(getConnectMethodOrder({ hasInjectedOrAnnounced: false })).toEqual(['email', 'social', 'wallet'])
  })

  it('puts wallet first when an injected or announced wallet is shown', () => {
    expect(getConnectMethodOrder({ hasInjectedOrAnnounced: true })).toEqual(['wallet', 'email', 'social'])
  })

  it('lets the connectMethodsOrder feature override, without duplicates', () => {
    expect(
      getConnectMethodOrder({ hasInjectedOrAnnounced: true, override: ['social', 'social', 'wallet'] }),
    ).toEqual(['social', 'wallet'])
    expect(getConnectMethodOrder({ hasInjectedOrAnnounced: false, override: [] })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })
})

describe('default orders (docs/rules/screens.md)', () => {
  it('orders connector groups', () => {
    expect(CONNECTOR_GROUP_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('orders wallet features and socials', () => {
    expect(DEFAULT_WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(DEFAULT_SOCIALS).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
  })
})

describe('platform filtering on Telegram (docs/rules/states.md)', () => {
  it('removes google on iOS, x on Mac, facebook and x on Android', () => {
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, { telegram: true, os: 'ios' })).not.toContain('google')
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, { telegram: true, os: 'mac' })).toEqual([
      'google',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, { telegram: true, os: 'android' })).toEqual([
      'google',
      'farcaster',
      'discord',
      'apple',
      'github',
    ])
  })

  it('changes nothing outside Telegram or on other systems', () => {
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, { telegram: false, os: 'ios' })).toEqual([
      ...DEFAULT_SOCIALS,
    ])
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, { telegram: true, os: 'windows' })).toEqual([
      ...DEFAULT_SOCIALS,
    ])
  })
})

describe('pay feature (docs/rules/states.md): forces email and social login off', () => {
  it('turns email and socials off when pay is on', () => {
    expect(applyPayFeature({ pay: true, email: true, socials: ['google'] })).toEqual({
      pay: true,
      email: false,
      socials: false,
    })
  })

  it('leaves features alone when pay is off', () => {
    const features = { pay: false, email: true, socials: ['google'] }
    expect(applyPayFeature(features)).toBe(features)
  })
})

import { describe, expect, it } from 'vitest'
import { ACCOUNT_NAME_SUFFIXES, isValidAccountName, splitAccountName } from './names.ts'
import { DEFAULT_ACCOUNT_TYPES } from './types.ts'

describe('default account types (docs/rules/entities.md)', () => {
  it('maps namespaces to their defaults', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })
})

describe('account names (docs/rules/validation.md, limits.md)', () => {
  it('accepts letters, digits and hyphens of 4 or more', () => {
    for (const name of ['abcd', 'my-name', 'A1B2', '----', 'x'.repeat(64)])
      expect(isValidAccountName(name)).toBe(true)
  })

  it.each(['abc', '', '    ', 'with space', 'dots.here', 'under_score', 'ñame', 'emoji😀', 'name.reown.id'])(
    'rejects %j',
    (name) => {
      expect(isValidAccountName(name)).toBe(false)
    },
  )

  it('knows the current and legacy suffixes', () => {
    expect(ACCOUNT_NAME_SUFFIXES).toEqual(['.reown.id', '.wcn.id'])
  })

  it("splits a name into its label and its zone's suffix, for any zone", () => {
    expect(splitAccountName('alice.reown.id')).toEqual({ label: 'alice', suffix: '.reown.id' })
    expect(splitAccountName('alice.wcn.id')).toEqual({ label: 'alice', suffix: '.wcn.id' })
    expect(splitAccountName('alice.portico.test')).toEqual({ label: 'alice', suffix: '.portico.test' })
    expect(splitAccountName('alice')).toEqual({ label: 'alice', suffix: undefined })
  })
})

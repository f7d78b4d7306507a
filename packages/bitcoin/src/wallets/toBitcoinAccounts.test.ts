import { describe, expect, it } from 'vitest'
import { toBitcoinAccounts } from './toBitcoinAccounts.ts'

const payment = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const taproot = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'

describe('toBitcoinAccounts (docs/rules/entities.md account types, bip122 payment by default)', () => {
  it('types accounts by the purpose the wallet names, payment first', () => {
    expect(
      toBitcoinAccounts([
        { address: taproot, purpose: 'ordinals' },
        { address: payment, purpose: 'payment', publicKey: '02ab' },
      ]),
    ).toEqual([
      { address: payment, type: 'payment', publicKey: '02ab' },
      { address: taproot, type: 'ordinal' },
    ])
  })

  it('without purposes, taproot addresses are ordinals, unless one address is all there is', () => {
    expect(
      toBitcoinAccounts([{ address: taproot }, { address: payment }]).map((account) => account.type),
    ).toEqual(['payment', 'ordinal'])
    expect(toBitcoinAccounts([{ address: taproot }])).toEqual([{ address: taproot, type: 'payment' }])
  })

  it('counts an address given for both purposes once, as payment', () => {
    expect(
      toBitcoinAccounts([
        { address: taproot, purpose: 'payment' },
        { address: taproot, purpose: 'ordinals' },
      ]),
    ).toEqual([{ address: taproot, type: 'payment' }])
  })
})

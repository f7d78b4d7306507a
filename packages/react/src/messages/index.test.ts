import { describe, expect, it } from 'vitest'
import { ALL_WALLETS_MESSAGES } from '../views/allWalletsMessages.ts'
import { en } from './en.ts'
import { format, getMessages, getViewMessages } from './index.ts'

describe('message catalogue (DESIGN §3)', () => {
  it('selects the catalogue by locale, falling back to the language and then to English', () => {
    expect(getMessages('en')).toBe(en)
    expect(getMessages('en-GB')).toBe(en)
    expect(getMessages('xx')).toBe(en)
    expect(getMessages(undefined).connectWallet).toBe('Connect Wallet')
  })

  it('fills placeholders and keeps unknown ones', () => {
    expect(format(en.continueIn, { name: 'Rainbow' })).toBe('Continue in Rainbow')
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}')
  })

  it('has the names the accessibility contract uses', () => {
    const allWallets = getViewMessages(ALL_WALLETS_MESSAGES, 'en-GB')
    expect([en.connectWallet, en.allWallets, en.back, en.close, allWallets.searchWallet]).toEqual([
      'Connect Wallet',
      'All Wallets',
      'Back',
      'Close',
      'Search wallet',
    ])
  })
})

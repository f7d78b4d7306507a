import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as constants from './index.ts'

const corePackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string
}

// Wallet-list sizes, the balance cool-down, error-report limits and theme accents are checked by
// behaviour in wallets.test.ts, balances.test.ts, events.test.ts and theme.test.ts.
describe('constants (docs/rules/screens.md, limits.md)', () => {
  it('timing and animation', () => {
    expect(constants.TIMING.pairingExpiryMs).toBe(240_000)
    expect(constants.TIMING.pairingExpiryThresholdMs).toBe(10_000)
    expect(constants.TIMING.heartbeatMs).toBe(5_000)
    expect(constants.TIMING.toastReshowDelayMs).toBe(150)
    expect(constants.TIMING.farcasterReloadMs).toBe(100)
    expect(constants.TIMING.pingResponseDelayMs).toBe(500)
    expect(constants.ANIMATION).toEqual({
      headerTextMs: 120,
      modalHeightMs: 150,
      viewTransitionMs: 150,
      shakeMs: 500,
    })
  })

  it('RPC and error reports', () => {
    expect(constants.RPC).toEqual({
      timeoutMs: 10_000,
      retryCount: 3,
      retryDelayMs: 150,
      batchSize: 1000,
      responseCacheEntries: 8192,
    })
  })

  it('theme and layout', () => {
    expect([constants.THEME.fontSize, constants.THEME.borderRadius, constants.THEME.zIndex]).toEqual([
      '10px',
      '4px',
      999,
    ])
    expect(constants.LAYOUT.modalWidthPx).toBe(360)
    expect(constants.LAYOUT.socialPopup).toEqual({ width: 600, height: 800 })
    expect(constants.AVATAR).toEqual({ tints: 5, tintStepPercent: 15 })
  })

  it('swap, onramp, names and limits', () => {
    expect(constants.SWAP.slippageTolerance).toBe(1)
    expect(constants.SWAP.pendingTransactionsLimit).toBe(99)
    expect(constants.SWAP.supportedChainIds).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
    expect(constants.ONRAMP.defaultPurchaseCurrency).toBe('USDC')
    expect(constants.ONRAMP.defaultPaymentCurrency).toBe('USD')
    expect(constants.ONRAMP.sampleLimits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(constants.ACCOUNT_NAME.minLength).toBe(4)
    expect(constants.LIMITS.multisigMaxKeys).toBe(15)
    expect(constants.LIMITS.stacksMemoMaxBytes).toBe(34)
    expect(constants.NUMBER_FORMAT).toEqual({ locale: 'en-US', decimals: 2 })
    expect(constants.DEFAULT_SDK_TYPE).toBe('portico')
    expect(constants.DEFAULT_SDK_VERSION).toBe(`portico-${corePackage.version}`)
    expect(constants.PORTICO_VERSION).toBe(corePackage.version)
  })
})

import { createTestPortico } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import { RESTRICTED_TIMEZONES } from '../constants/sdk.ts'
import { isRestrictedTimezone, SAMPLE_ONRAMP_OPTIONS } from '../onramp/samples.ts'
import { getOnrampOptions } from './getOnrampOptions.ts'
import { getOnrampQuote } from './getOnrampQuote.ts'

// The test instance's API (127.0.0.1:9) refuses every connection, as an unreachable server does.
describe('onramp fallbacks (docs/rules/permissions.md, errors.md, limits.md)', () => {
  it('a failing options call gives the built-in sample options: USDC, USD with the sample limits', async () => {
    const { portico } = createTestPortico({ mount: false })
    const { options, sample, providers } = await getOnrampOptions(portico)
    expect(sample).toBe(true)
    expect(providers).toEqual([])
    expect(options).toBe(SAMPLE_ONRAMP_OPTIONS)
    expect(options.purchaseCurrencies[0]?.symbol).toBe('USDC')
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
  })

  it('a failing quote gives a placeholder quote echoing the amount', async () => {
    const { portico } = createTestPortico({ mount: false })
    const quote = await getOnrampQuote(portico, {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'base',
    })
    expect(quote).toEqual({
      networkFee: { amount: '0', currency: 'USD' },
      paymentSubtotal: { amount: '50', currency: 'USD' },
      paymentTotal: { amount: '50', currency: 'USD' },
      purchaseAmount: { amount: '50', currency: 'USDC' },
      quoteId: 'placeholder-quote',
    })
  })

  it('the onramp is restricted in the mainland China, Hong Kong and Macau timezones only', () => {
    expect(isRestrictedTimezone(RESTRICTED_TIMEZONES, 'Asia/Shanghai')).toBe(true)
    expect(isRestrictedTimezone(RESTRICTED_TIMEZONES, 'Asia/Hong_Kong')).toBe(true)
    expect(isRestrictedTimezone(RESTRICTED_TIMEZONES, 'Asia/Macau')).toBe(true)
    expect(isRestrictedTimezone(RESTRICTED_TIMEZONES, 'Asia/Tokyo')).toBe(false)
    expect(isRestrictedTimezone(RESTRICTED_TIMEZONES, 'Europe/Berlin')).toBe(false)
  })
})

import { createTestPortico } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import { getWalletFeatures } from './walletFeatures.ts'

// The test instance's API (127.0.0.1:9) refuses every connection, so the controller works on docs/rules/errors.md's
// sample options and placeholder quotes; e2e/buy.e2e.ts drives it against the real sandbox provider.
function onrampController() {
  const { portico } = createTestPortico({ mount: false })
  return { portico, onramp: getWalletFeatures(portico).onramp }
}

const settled = (onramp: ReturnType<typeof onrampController>['onramp']) =>
  new Promise<void>((resolve) => {
    const stop = onramp.store.subscribe((state) => {
      if (!state.quotesLoading) {
        stop()
        resolve()
      }
    })
  })

describe('onramp state (docs/rules/entities.md Onramp state, errors.md fallbacks, limits.md defaults and limits)', () => {
  it('loads the sample options and picks docs/rules/limits.md defaults: USDC paid in USD, on an EVM network', async () => {
    const { onramp } = onrampController()
    await onramp.load()
    const state = onramp.store.getState()
    expect(state).toMatchObject({
      providers: [],
      selectedProvider: undefined,
      sample: true,
      purchaseCurrency: { id: 'USDC', symbol: 'USDC' },
      paymentCurrency: { id: 'USD' },
      network: { name: 'ethereum', chain_id: '1' },
      paymentAmount: '',
      amountProblem: { reason: 'enterAmount' },
      quotesLoading: false,
      error: undefined,
    })
  })

  it('checks the amount against the card limits before quoting, then quotes once typing pauses', async () => {
    const { onramp } = onrampController()
    await onramp.load()
    onramp.setPaymentAmount('5')
    expect(onramp.store.getState()).toMatchObject({
      amountProblem: { reason: 'belowMin', limit: '10.00', currency: 'USD' },
      quotesLoading: false,
    })
    onramp.setPaymentAmount('7500,01')
    expect(onramp.store.getState()).toMatchObject({
      paymentAmount: '7500.01',
      amountProblem: { reason: 'aboveMax', limit: '7500.00', currency: 'USD' },
    })
    onramp.setPaymentAmount('-1')
    expect(onramp.store.getState().amountProblem).toEqual({ reason: 'enterAmount' })
    onramp.setPaymentAmount('5')
    onramp.setPaymentAmount('50')
    expect(onramp.store.getState()).toMatchObject({ amountProblem: undefined, quotesLoading: true })
    await settled(onramp)
    expect(onramp.store.getState()).toMatchObject({
      purchaseAmount: '50',
      quote: { quoteId: 'placeholder-quote', purchaseAmount: { amount: '50', currency: 'USDC' } },
    })
  })

  it('keeps the network valid for the purchase currency and ignores unknown choices', async () => {
    const { onramp } = onrampController()
    await onramp.load()
    onramp.setNetwork('base')
    expect(onramp.store.getState().network?.chain_id).toBe('8453')
    onramp.setNetwork('solana')
    expect(onramp.store.getState().network?.name).toBe('base')
    onramp.setPurchaseCurrency('DOGE')
    onramp.setPaymentCurrency('EUR')
    expect(onramp.store.getState()).toMatchObject({
      purchaseCurrency: { id: 'USDC' },
      paymentCurrency: { id: 'USD' },
    })
    onramp.pick('paymentCurrency')
    expect(onramp.store.getState().pickTarget).toBe('paymentCurrency')
  })

  it("a checkout without a connected account sets the error and opens nothing ('Unsupported chain')", async () => {
    const { onramp } = onrampController()
    await onramp.load()
    onramp.setPaymentAmount('50')
    await settled(onramp)
    expect(await onramp.checkout()).toBeUndefined()
    expect(onramp.store.getState().error).toMatchObject({
      shortMessage: 'Unsupported chain',
      messageId: 'unsupportedChain',
    })
    expect(onramp.store.getState()).toMatchObject({
      opening: false,
      purchase: undefined,
    })
  })
})

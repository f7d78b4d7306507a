import { describe, expect, it } from 'vitest'
import { createRouterController } from './router.ts'
import { SPEC_VIEWS, VIEWS } from './views.ts'

function setup(connected = false) {
  let closed = 0
  const router = createRouterController({ isConnected: () => connected, onEmpty: () => closed++ })
  return { router, closed: () => closed }
}

describe('router (docs/rules/screens.md Navigation rules)', () => {
  it('has every docs/rules/screens.md view name in the view union', () => {
    for (const view of SPEC_VIEWS) expect(VIEWS).toContain(view)
    expect(SPEC_VIEWS).toHaveLength(18)
  })

  it('starts on Connect (the default view)', () => {
    expect(setup().router.store.getState().view).toBe('Connect')
  })

  it('going back pops history', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('ConnectingExternal')
    router.goBack()
    expect(router.store.getState()).toMatchObject({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
    expect(router.store.getState().direction).toBe('prev')
  })

  it('going back with a single entry closes the modal', () => {
    const { router, closed } = setup()
    router.goBack()
    expect(closed()).toBe(1)
    expect(router.store.getState().history).toEqual(['Connect'])
  })

  it('going back to Connect while connected shows Account instead', () => {
    const { router } = setup(true)
    router.push('AllWallets')
    router.goBack()
    expect(router.store.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('replace swaps the top entry; reset keeps one entry', () => {
    const { router } = setup()
    router.push('WalletSend')
    router.replace('Account')
    expect(router.store.getState().history).toEqual(['Connect', 'Account'])
    router.reset('AllWallets')
    expect(router.store.getState().history).toEqual(['AllWallets'])
  })

  it('pushing the current view only updates its data', () => {
    const { router } = setup()
    router.push('Connect')
    expect(router.store.getState().history).toEqual(['Connect'])
  })
})

import { describe, expect, it } from 'vitest'
import { createModalController, type ModalControllerParameters, resolveOpenView } from './modal.ts'
import { createRouterController } from './router.ts'

function setup(overrides: Partial<Omit<ModalControllerParameters, 'router'>> = {}) {
  const calls = { opened: 0, closed: [] as boolean[], pairingResets: 0 }
  let connected = false
  const holder: { close?: () => void } = {}
  const router = createRouterController({ isConnected: () => connected, onEmpty: () => holder.close?.() })
  const modal = createModalController({
    router,
    isConnected: () => connected,
    isMobile: () => false,
    hasAdapters: () => true,
    manualWCControl: () => false,
    enableEmbedded: () => false,
    isSignInPending: () => false,
    onOpen: () => calls.opened++,
    onClose: ({ connected }) => calls.closed.push(connected),
    resetPairingUri: () => calls.pairingResets++,
    ...overrides,
  })
  holder.close = modal.close
  return { modal, router, calls, setConnected: (value: boolean) => (connected = value) }
}

describe('modal opening rules (docs/rules/screens.md, states.md Modal)', () => {
  it('opens on Connect when no address is connected', () => {
    const { modal, router, calls } = setup()
    modal.open()
    expect(modal.store.getState().open).toBe(true)
    expect(router.store.getState().history).toEqual(['Connect'])
    expect(calls.opened).toBe(1)
  })

  it('opening resets to Account when an address is connected', () => {
    const { modal, router, setConnected } = setup()
    router.push('AllWallets')
    setConnected(true)
    modal.open()
    expect(router.store.getState().history).toEqual(['Account'])
  })

  it('on mobile with no adapters and no address, AllWallets opens', () => {
    expect(
      resolveOpenView({ connected: false, mobile: true, hasAdapters: false, manualWCControl: false }),
    ).toBe('AllWallets')
  })

  it('without adapters on desktop, the basic WalletConnect view opens', () => {
    expect(
      resolveOpenView({ connected: false, mobile: false, hasAdapters: false, manualWCControl: false }),
    ).toBe('ConnectingWalletConnectBasic')
  })

  it('with manual control, the basic WalletConnect view opens even with adapters', () => {
    const { modal, router } = setup({ manualWCControl: () => true })
    modal.open()
    expect(router.store.getState().view).toBe('ConnectingWalletConnectBasic')
  })

  it('an explicit view wins when adapters exist', () => {
    expect(
      resolveOpenView({
        view: 'Networks',
        connected: false,
        mobile: false,
        hasAdapters: true,
        manualWCControl: false,
      }),
    ).toBe('Networks')
  })
})

describe('modal closing rules (docs/rules/screens.md, states.md Modal)', () => {
  it('close resets the view to Connect, clears loading and resets the pairing URI', () => {
    const { modal, router, calls } = setup()
    modal.open()
    router.push('AllWallets')
    modal.setLoading(true)
    modal.close()
    expect(modal.store.getState()).toMatchObject({ open: false, loading: false })
    expect(router.store.getState().history).toEqual(['Connect'])
    expect(calls.pairingResets).toBe(1)
    expect(calls.closed).toEqual([false])
  })

  it('going back from the first view closes the modal', () => {
    const { modal, router } = setup()
    modal.open()
    router.goBack()
    expect(modal.store.getState().open).toBe(false)
  })

  it('in embedded mode, closing shows Account when connected', () => {
    const { modal, router, setConnected, calls } = setup({ enableEmbedded: () => true })
    setConnected(true)
    modal.open()
    router.push('Networks')
    modal.close()
    expect(modal.store.getState().open).toBe(true)
    expect(router.store.getState().view).toBe('Account')
    expect(calls.closed).toEqual([true])
  })

  it('in embedded mode, closing shows Connect when not connected', () => {
    const { modal, router } = setup({ enableEmbedded: () => true })
    modal.open()
    router.push('AllWallets')
    modal.close()
    expect(router.store.getState().history).toEqual(['Connect'])
    expect(modal.store.getState().open).toBe(true)
  })

  it('close is disabled in the sign and approve views when sign-in is required and no session exists', () => {
    const { modal, router } = setup({ isSignInPending: () => true })
    modal.open()
    for (const view of ['SIWXSignMessage', 'ApproveTransaction'] as const) {
      router.push(view)
      expect(modal.isCloseDisabled()).toBe(true)
      modal.close()
      expect(modal.store.getState().open).toBe(true)
    }
    router.push('Connect')
    modal.close()
    expect(modal.store.getState().open).toBe(false)
  })

  it('close works in the sign view once sign-in is not pending', () => {
    const { modal, router } = setup({ isSignInPending: () => false })
    modal.open()
    router.push('SIWXSignMessage')
    modal.close()
    expect(modal.store.getState().open).toBe(false)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastController, TOAST_DURATION_MS } from './toast.ts'

describe('toast (docs/rules/screens.md, limits.md)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('auto-closes by default', () => {
    const toast = createToastController()
    toast.show('success', 'Copied')
    expect(toast.store.getState()).toMatchObject({ open: true, message: 'Copied', variant: 'success' })
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(toast.store.getState().open).toBe(false)
  })

  it('a new toast first closes the open one and appears 150 ms later', () => {
    const toast = createToastController()
    toast.show('loading', 'Connecting')
    toast.show('error', 'Connection rejected')
    expect(toast.store.getState()).toMatchObject({ open: false, message: 'Connecting' })
    vi.advanceTimersByTime(149)
    expect(toast.store.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toast.store.getState()).toMatchObject({
      open: true,
      message: 'Connection rejected',
      variant: 'error',
    })
  })

  it('supports the svg variant and a toast that stays', () => {
    const toast = createToastController()
    toast.show('svg', 'Network switched', { svg: { icon: 'network', color: 'accent' }, autoClose: false })
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2)
    expect(toast.store.getState()).toMatchObject({ open: true, variant: 'svg', svg: { icon: 'network' } })
  })
})

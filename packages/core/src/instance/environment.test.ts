import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPaintInBrowser } from './environment.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('afterPaintInBrowser (the first intent waits for the click’s frame)', () => {
  it('runs the callback in a task after the next animation frame, once', () => {
    vi.useFakeTimers()
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    const callback = vi.fn()
    afterPaintInBrowser(callback)
    expect(callback).not.toHaveBeenCalled()
    frames[0]!()
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(callback).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1_000)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('does not wait for a frame that never comes (a background tab)', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 1)
    const callback = vi.fn()
    afterPaintInBrowser(callback)
    vi.advanceTimersByTime(49)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('runs at once where nothing renders (on the server)', () => {
    vi.stubGlobal('requestAnimationFrame', undefined)
    const callback = vi.fn()
    afterPaintInBrowser(callback)
    expect(callback).toHaveBeenCalledTimes(1)
  })
})

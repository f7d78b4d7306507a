import { createTestPortico } from '@portico/testing/core/testPortico'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from './connect.ts'
import { leaveFarcaster } from './leaveFarcaster.ts'

describe('leaveFarcaster (docs/rules/states.md Farcaster back, limits.md Farcaster reload 100 ms)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('without an address: clears the Farcaster URL and reloads the auth provider after 100 ms', () => {
    vi.useFakeTimers()
    const { portico } = createTestPortico()
    portico.account.setFarcasterUrl('https://farcaster.xyz/~/siwf?channelToken=abc')
    const reload = vi.fn()
    expect(leaveFarcaster(portico, { reload })).toBe(true)
    expect(portico.account.store.getState().farcasterUrl).toBeUndefined()
    vi.advanceTimersByTime(99)
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('with an address (the login went through): keeps the URL and reloads nothing', async () => {
    const { portico } = createTestPortico()
    await connect(portico, { connectorId: 'dev' })
    portico.account.setFarcasterUrl('https://farcaster.xyz/~/siwf?channelToken=abc')
    vi.useFakeTimers()
    const reload = vi.fn()
    expect(leaveFarcaster(portico, { reload })).toBe(false)
    vi.advanceTimersByTime(1_000)
    expect(reload).not.toHaveBeenCalled()
    expect(portico.account.store.getState().farcasterUrl).toBe(
      'https://farcaster.xyz/~/siwf?channelToken=abc',
    )
  })
})

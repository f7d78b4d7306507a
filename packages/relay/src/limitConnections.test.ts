import { attemptRelayConnection, closeRelaySocket } from '@portico/testing/relay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRelay, startRelay } from './startRelay.ts'

// Issue 21: a standalone relay (`portico-relay`) bounds the sockets one client IP holds open and the
// connections it opens a minute; a refusal is a 429 with Retry-After at the upgrade, before the JWT.
describe('standalone relay: connections per client IP (issue 21)', () => {
  let running: RunningRelay
  beforeAll(async () => {
    running = await startRelay({ port: 0, connectionLimits: { maxOpenPerIp: 2, connectsPerMinutePerIp: 5 } })
  })
  afterAll(() => running?.close())

  it('refuses the third open socket, frees a slot on close, then refuses past the per-minute cap', async () => {
    const opened = [await attemptRelayConnection(running.url), await attemptRelayConnection(running.url)]
    expect(opened.map((outcome) => outcome.status)).toEqual([101, 101])
    const third = await attemptRelayConnection(running.url)
    expect(third).toMatchObject({
      status: 429,
      retryAfter: '5',
      body: { message: 'Too many open relay connections from this client (2); close one or retry in 5 s' },
    })
    const [first, second] = opened
    if (!first?.open || !second?.open) throw new Error('not open')
    await closeRelaySocket(first.socket)
    await expect.poll(() => running.relay.connectionCount).toBe(1)
    // The fourth attempt this minute fits in a freed slot; the fifth is refused before its JWT is read.
    const fourth = await attemptRelayConnection(running.url)
    expect(fourth.status).toBe(101)
    if (fourth.open) await closeRelaySocket(fourth.socket)
    await closeRelaySocket(second.socket)
    const fifth = await attemptRelayConnection(running.url)
    expect(fifth.status).toBe(101)
    if (fifth.open) await closeRelaySocket(fifth.socket)
    const sixth = await attemptRelayConnection(running.url, {}, 'not-a-jwt')
    expect(sixth.status).toBe(429)
    if (sixth.open) throw new Error('not refused')
    expect(sixth.body.message).toMatch(/^Rate limit exceeded for this client; retry in \d+ s$/)
    expect(Number(sixth.retryAfter)).toBeGreaterThan(0)
  })
})

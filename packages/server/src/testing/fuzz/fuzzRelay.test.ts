import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FuzzClient, fuzzRelayMethod, RELAY_METHODS, type RelayFigures, startFuzzRelay } from './fuzzRelay.ts'

// `npm run chaos` sets PORTICO_CHAOS_RUNS=10000; CI runs this file with the default.
const RUNS = Number(process.env.PORTICO_CHAOS_RUNS ?? 40)
const SEED = process.env.PORTICO_CHAOS_SEED ? Number(process.env.PORTICO_CHAOS_SEED) : undefined
// `npm run chaos -- --route-seconds N`: at most N seconds per method.
const TIME_LIMIT_MS = process.env.PORTICO_CHAOS_ROUTE_SECONDS
  ? Number(process.env.PORTICO_CHAOS_ROUTE_SECONDS) * 1000
  : undefined

// Issue 21: every relay method (docs/rules/api.md session protocol over the relay) under generated frames.
describe('fuzzing every relay method (issue 21, docs/rules/api.md)', () => {
  let fuzz: Awaited<ReturnType<typeof startFuzzRelay>>

  beforeAll(async () => {
    fuzz = await startFuzzRelay()
  })

  afterAll(async () => {
    await fuzz?.close()
  })

  it(
    'answers malformed frames, wrong and 19-digit ids, binary frames and oversized payloads without an internal error, a dead connection or a stored refused message',
    async () => {
      const figures: RelayFigures[] = []
      // Written after every method, so an interrupted long run still leaves its figures.
      for (const method of [...RELAY_METHODS, 'irn_unknown']) {
        figures.push(
          await fuzzRelayMethod(fuzz, method, { numRuns: RUNS, seed: SEED, timeLimitMs: TIME_LIMIT_MS }),
        )
        if (process.env.PORTICO_CHAOS_RELAY_REPORT)
          writeFileSync(
            process.env.PORTICO_CHAOS_RELAY_REPORT,
            JSON.stringify({ runsPerMethod: RUNS, seed: SEED, figures }, null, 2),
          )
      }
      expect(
        figures.filter((figure) => figure.failure).map((figure) => `${figure.method}: ${figure.failure}`),
      ).toEqual([])
      expect(fuzz.errors).toEqual([])
    },
    RUNS * 11 * 50 + 120_000,
  )

  it('closes a flooding connection with 3001 and keeps serving the others', async () => {
    const { startRelay } = await import('@portico/relay')
    const relay = await startRelay({ port: 0 })
    try {
      const flooder = new FuzzClient(relay.url)
      const bystander = new FuzzClient(relay.url)
      await Promise.all([flooder.opened(), bystander.opened()])
      const topic = 'c'.repeat(64)
      for (let index = 0; index < 2000; index++) {
        flooder.socket.send(
          `{"id":${1_000_000 + index},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
        )
      }
      const limited = await flooder.waitFor('1001999')
      const refused = flooder.received.filter((frame) => frame.error?.code === 3001).length
      expect(refused > 0 || flooder.closed?.code === 3001, `${limited?.raw}`).toBe(true)
      bystander.socket.send(`{"id":7,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`)
      expect((await bystander.waitFor('7'))?.error).toBeUndefined()
      flooder.close()
      bystander.close()
    } finally {
      await relay.close()
    }
  })
})

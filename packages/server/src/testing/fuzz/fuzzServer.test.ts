import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fuzzRoute, type RouteFigures, send } from './fuzzRoutes.ts'
import { type FuzzServer, startFuzzServer } from './fuzzServer.ts'

// `npm run chaos` sets PORTICO_CHAOS_RUNS=10000; the ordinary test run (CI) a few inputs per route.
const RUNS = Number(process.env.PORTICO_CHAOS_RUNS ?? 3)
const SEED = process.env.PORTICO_CHAOS_SEED ? Number(process.env.PORTICO_CHAOS_SEED) : undefined
// `npm run chaos -- --route-seconds N`: at most N seconds per route.
const TIME_LIMIT_MS = process.env.PORTICO_CHAOS_ROUTE_SECONDS
  ? Number(process.env.PORTICO_CHAOS_ROUTE_SECONDS) * 1000
  : undefined
// PORTICO_CHAOS_ROUTES='vault GET /*,server POST /v1/bundler': only those routes (re-running one route).
const ONLY = process.env.PORTICO_CHAOS_ROUTES?.split(',').map((entry) => entry.trim())

// Issue 21: every HTTP route, generated from its Fastify schema (docs/rules/api.md routes, errors.md "bad input is a
// clear error, never a 500").
describe('schema-driven fuzzing of every server route (issue 21, docs/rules/api.md, errors.md)', () => {
  let fuzz: FuzzServer

  beforeAll(async () => {
    fuzz = await startFuzzServer()
  }, 240_000)

  afterAll(async () => {
    await fuzz?.close()
  })

  it(
    'answers every generated request below 500, never pollutes Object.prototype, and stores nothing for rejected ones',
    async () => {
      const [server, vault] = fuzz.targets
      // The enumeration really came from the running instances: the docs/rules/api.md routes and the vault API.
      expect(server!.routes.map((route) => `${route.method} ${route.url}`)).toEqual(
        expect.arrayContaining([
          'GET /getWallets',
          'POST /e',
          'POST /v1/sessions',
          'POST /v1/profile/account',
        ]),
      )
      expect(vault!.routes.length).toBeGreaterThan(10)

      const rowsBefore = await fuzz.exactRows()
      const changesBefore = await fuzz.rowChanges()
      const figures: RouteFigures[] = []
      // Written after every route, so an interrupted long run still leaves its figures.
      const report = () => {
        if (process.env.PORTICO_CHAOS_REPORT)
          writeFileSync(
            process.env.PORTICO_CHAOS_REPORT,
            JSON.stringify({ runsPerRoute: RUNS, seed: SEED, figures }, null, 2),
          )
      }
      for (const target of fuzz.targets) {
        for (const route of target.routes) {
          if (ONLY && !ONLY.includes(`${target.name} ${route.method} ${route.url}`)) continue
          figures.push(
            await fuzzRoute(target, route, { numRuns: RUNS, seed: SEED, timeLimitMs: TIME_LIMIT_MS }),
          )
          report()
        }
        const health = await send(target.baseUrl, {
          method: 'GET',
          path: target.name === 'server' ? '/health' : '/v1/auth/providers',
          headers: { origin: target.origins?.[0] ?? '' },
        })
        expect(health.status, `${target.name} still answers`).toBeLessThan(500)
      }
      // The row triggers the fuzzer reads agree with counting every table.
      const rowsAfter = await fuzz.exactRows()
      const changesAfter = await fuzz.rowChanges()
      for (const table of Object.keys(rowsAfter).filter((name) => name !== 'fuzz_row_changes'))
        expect(
          (changesAfter[table] ?? 0) - (changesBefore[table] ?? 0),
          `${table}: row changes seen by the triggers`,
        ).toBe((rowsAfter[table] ?? 0) - (rowsBefore[table] ?? 0))
      expect(
        figures
          .filter((figure) => figure.failure)
          .map((figure) => `${figure.target} ${figure.route}: ${figure.failure}`),
      ).toEqual([])
    },
    RUNS * 100 * 60 + 300_000,
  )
})

import { startTestServer, type TestServer } from '@portico/testing/core/testServer'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/http.ts'
import { createErrorReportsController } from '../flows/errorReports.ts'
import { createEventsController, INVALID_APP_CONFIGURATION } from './events.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.createProject('p1')
  await server.createProject('quiet', { analyticsEnabled: false })
  await server.createProject('shop', { allowedOrigins: ['https://shop.example'] })
}, 60_000)
afterAll(() => server?.close())
beforeEach(() => {
  server.requests.length = 0
  // Events come from a page: the server takes its URL as the origin (docs/rules/api.md body: url, domain).
  vi.stubGlobal('location', new URL('http://localhost:5173/app'))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

async function setup(options: { analyticsOption?: boolean; projectId?: string; apiUrl?: string } = {}) {
  const api = createApiClient({
    apiUrl: options.apiUrl ?? server.url,
    projectId: options.projectId ?? 'p1',
    sdkType: 'appkit',
    sdkVersion: 'sv1',
  })
  const logged: unknown[][] = []
  const events = createEventsController({
    api,
    analyticsOption: options.analyticsOption ?? true,
    getAddress: () => '0xabc',
    logger: { error: (...args) => logged.push(args), warn: () => {} },
    load: () => import('../instance/deferred.ts'),
  })
  const posted = () =>
    server.requests
      .filter((request) => request.path === '/e' && request.status === 202)
      .map((request) => (request.body as { props: { event: string } }).props.event)
  return { events, posted, logged, api, server }
}

describe('analytics events (docs/rules/api.md)', () => {
  it('sends INITIALIZE always, never MODAL_CREATED, and others when analytics is enabled', async () => {
    const { events, posted, server } = await setup()
    await events.track('MODAL_CREATED')
    await events.track('INITIALIZE')
    await events.track('MODAL_OPEN', { connected: false })
    await events.track('MODAL_CLOSE', { connected: true })
    await events.track('CONNECT_SUCCESS', { name: 'Dev' })
    expect(posted()).toEqual(['INITIALIZE', 'MODAL_OPEN', 'MODAL_CLOSE'])
    expect(events.store.getState().lastEvent?.event).toBe('CONNECT_SUCCESS')
    const close = server.requests.filter((request) => request.path === '/e')[2]!
    expect(close.query.get('projectId')).toBe('p1')
    expect(close.query.get('sv')).toBe('sv1')
    expect(close.body).toMatchObject({
      eventId: expect.any(String),
      timestamp: expect.any(Number),
      props: { event: 'MODAL_CLOSE', properties: { connected: true }, address: '0xabc' },
    })
  })

  it('sends only INITIALIZE when the analytics option is off, without asking the server', async () => {
    const { events, posted, server } = await setup({ analyticsOption: false })
    await events.track('INITIALIZE')
    await events.track('SEARCH_WALLET', { badge: '', search: 'trust' })
    expect(posted()).toEqual(['INITIALIZE'])
    expect(server.requests.some((request) => request.path === '/getAnalyticsConfig')).toBe(false)
  })

  it('sends only INITIALIZE when the server disables analytics', async () => {
    const { events, posted } = await setup({ projectId: 'quiet' })
    await events.track('INITIALIZE')
    await events.track('MODAL_OPEN', { connected: false })
    expect(posted()).toEqual(['INITIALIZE'])
  })

  it('disables analytics when the analytics config fetch fails (docs/rules/errors.md)', async () => {
    const { events } = await setup({ apiUrl: 'http://127.0.0.1:9' })
    await events.track('MODAL_OPEN', { connected: false })
    expect(events.store.getState().analytics).toBe('disabled')
  })

  it("logs 'Invalid App Configuration' once for 403 answers (docs/rules/errors.md)", async () => {
    vi.stubGlobal('location', new URL('https://elsewhere.example/'))
    const { events, logged } = await setup({ projectId: 'shop' })
    await events.track('INITIALIZE')
    await events.track('MODAL_OPEN', { connected: false })
    await events.track('MODAL_CLOSE', { connected: false })
    expect(logged).toHaveLength(1)
    expect(String(logged[0]![0])).toContain(INVALID_APP_CONFIGURATION)
    expect(
      server.requests.filter((request) => request.path === '/e').map((request) => request.status),
    ).toEqual([403, 403, 403])
  })
})

describe('error reports (docs/rules/api.md, limits.md)', () => {
  it('sends at most 5 reports per 60 s with the error fields', async () => {
    const { api, server } = await setup()
    let now = 1_000_000
    const reports = createErrorReportsController({ api, now: () => now })
    const sent: boolean[] = []
    for (let index = 0; index < 7; index++) sent.push(await reports.report(new Error(`boom ${index}`)))
    expect(sent).toEqual([true, true, true, true, true, false, false])
    now += 60_000
    expect(await reports.report(new Error('later'))).toBe(true)
    const bodies = server.requests
      .filter((request) => request.path === '/e' && request.status === 202)
      .map((request) => request.body)
    expect(bodies).toHaveLength(6)
    expect(bodies[0]).toMatchObject({
      props: { type: 'error', errorType: 'Error', errorMessage: 'boom 0', stackTrace: expect.any(String) },
    })
    expect(server.requests[0]!.query.get('st')).toBe('appkit')
  })
})

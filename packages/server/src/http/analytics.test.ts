import { randomUUID } from 'node:crypto'
import { DEFAULT_SDK_TYPE, DEFAULT_SDK_VERSION } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../projects/projectsRepository.ts'
import type { Storage } from '../storage/createStorage.ts'
import { type Backend, backends } from '../testing/backends.ts'
import { startTestServer, type TestServer } from '../testing/testServer.ts'

type ErrorBody = { statusCode: number; error: string; message: string }

function trackEvent(event: string, properties?: Record<string, unknown>) {
  return {
    eventId: randomUUID(),
    url: 'http://localhost:5173/app',
    domain: 'localhost',
    timestamp: Date.now(),
    props: {
      type: 'track',
      event,
      address: '0x0000000000000000000000000000000000000001',
      ...(properties ? { properties } : {}),
    },
  }
}

function errorReport() {
  return {
    eventId: randomUUID(),
    url: 'http://localhost:5173/app',
    domain: 'localhost',
    timestamp: Date.now(),
    props: {
      type: 'error',
      event: 'ERROR',
      errorType: 'TypeError',
      errorMessage: "Cannot read properties of undefined (reading 'x')",
      stackTrace: 'TypeError: ...\n    at connect (app.js:1:1)',
    },
  }
}

describe.each(backends())(
  'POST /e and GET /v1/analytics/summary on $name (docs/rules/api.md analytics, error report, errors.md)',
  (backend: Backend) => {
    let storage: Storage
    let server: TestServer
    const sdk = 'st=appkit&sv=html-wagmi-4.2.2'

    beforeAll(async () => {
      storage = await backend.open()
      server = await startTestServer(storage, {
        bodyLimit: 8 * 1024,
        rateLimit: { perIp: { max: 1_000, windowMs: 60_000 }, perProject: { max: 30, windowMs: 60_000 } },
        adminToken: 'secret-token',
      })
      await createProject(storage.db, 'shop', {
        allowedOrigins: ['https://shop.example.com', 'https://*.shop.test'],
      })
      await createProject(storage.db, 'quiet', { analyticsEnabled: false })
      await createProject(storage.db, 'busy')
    }, 60_000)

    afterAll(async () => {
      await server?.close()
      if (storage) await backend.dispose(storage)
    })

    const post = (query: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/e?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })

    const countRows = async (projectId: string) => {
      const row = await storage.db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('project_id', '=', projectId)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    }

    const summary = async (projectId: string) => {
      const today = new Date().toISOString().slice(0, 10)
      const response = await fetch(
        `${server.url}/v1/analytics/summary?projectId=${projectId}&from=${today}&to=${today}`,
        {
          headers: { authorization: 'Bearer secret-token' },
        },
      )
      expect(response.status).toBe(200)
      return (await response.json()) as {
        data: { day: string; kind: string; event: string; count: number }[]
        totals: Record<string, number>
      }
    }

    it('stores every docs/rules/api.md event from a local origin of the default project', async () => {
      const events = [
        trackEvent('INITIALIZE'),
        trackEvent('MODAL_OPEN', { connected: false }),
        trackEvent('MODAL_CLOSE', { connected: true }),
        trackEvent('SEARCH_WALLET', { badge: 'none', search: 'meta' }),
        trackEvent('SEND_INITIATED', {
          isSmartAccount: false,
          token: 'ETH',
          amount: 1.5,
          network: 'eip155:1',
        }),
        trackEvent('SEND_SUCCESS', { isSmartAccount: false, token: 'ETH', amount: 1.5, network: 'eip155:1' }),
        trackEvent('SWITCH_NETWORK', { network: 'eip155:8453' }),
        trackEvent('SIWX_AUTH_SUCCESS', { network: 'eip155:1', isSmartAccount: false }),
        trackEvent('SIWX_AUTH_ERROR', { network: 'eip155:1', isSmartAccount: false }),
      ]
      for (const event of events) {
        const response = await post(`projectId=portico-local&${sdk}`, event, {
          origin: 'http://localhost:5173',
        })
        expect(response.status).toBe(202)
        expect(await response.json()).toEqual({ stored: true })
      }
      expect(await countRows('portico-local')).toBe(events.length)
      const row = await storage.db
        .selectFrom('analytics_events')
        .selectAll()
        .where('event', '=', 'SEARCH_WALLET')
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        kind: 'track',
        origin: 'http://localhost:5173',
        sdk_type: 'appkit',
        sdk_version: 'html-wagmi-4.2.2',
        domain: 'localhost',
      })
      expect(row.props).toMatchObject({ properties: { badge: 'none', search: 'meta' } })
    })

    it("stores the kit's own identification (st=portico, sv=portico-<version>) as the old one", async () => {
      // A project of its own, so the other tests' counts stay as they are.
      await createProject(storage.db, 'kit-identity')
      const event = trackEvent('MODAL_OPEN')
      const query = new URLSearchParams({
        projectId: 'kit-identity',
        st: DEFAULT_SDK_TYPE,
        sv: DEFAULT_SDK_VERSION,
      })
      expect((await post(query.toString(), event)).status).toBe(202)
      const row = await storage.db
        .selectFrom('analytics_events')
        .select(['sdk_type', 'sdk_version'])
        .where('event_id', '=', event.eventId)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({ sdk_type: 'portico', sdk_version: DEFAULT_SDK_VERSION })
      expect(DEFAULT_SDK_VERSION).toMatch(/^portico-\d+\.\d+\.\d+/)
    })

    it('stores an error report (docs/rules/api.md error-report body), also when sent as text/plain by sendBeacon', async () => {
      const before = await countRows('portico-local')
      expect((await post(`projectId=portico-local&${sdk}`, errorReport())).status).toBe(202)
      const beacon = await fetch(`${server.url}/e?projectId=portico-local&${sdk}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(errorReport()),
      })
      expect(beacon.status).toBe(202)
      expect(await countRows('portico-local')).toBe(before + 2)
    })

    it('ignores a repeated eventId (client retry)', async () => {
      const event = trackEvent('MODAL_OPEN', { connected: false })
      const before = await countRows('portico-local')
      expect(await (await post('projectId=portico-local', event)).json()).toEqual({ stored: true })
      expect(await (await post('projectId=portico-local', event)).json()).toEqual({ stored: false })
      expect(await countRows('portico-local')).toBe(before + 1)
    })

    it("answers 403 'Invalid App Configuration' for origins off the allow-list (docs/rules/errors.md)", async () => {
      const forbidden = [
        { query: 'projectId=portico-local', origin: 'https://evil.example' },
        { query: 'projectId=shop', origin: 'http://localhost:5173' },
        { query: 'projectId=shop', origin: 'https://shop.example.com.evil.example' },
        { query: 'projectId=shop', origin: 'https://evilshop.test' },
        { query: 'projectId=no-such-project', origin: 'http://localhost:5173' },
      ]
      for (const { query, origin } of forbidden) {
        const response = await post(query, trackEvent('MODAL_OPEN', { connected: false }), { origin })
        expect(response.status, `${query} ${origin}`).toBe(403)
        expect(((await response.json()) as ErrorBody).message).toBe('Invalid App Configuration')
      }
      const withoutOriginHeader = { ...trackEvent('INITIALIZE'), url: 'https://evil.example/page' }
      expect((await post('projectId=shop', withoutOriginHeader)).status).toBe(403)

      expect(
        (await post('projectId=shop', trackEvent('INITIALIZE'), { origin: 'https://shop.example.com' }))
          .status,
      ).toBe(202)
      expect(
        (await post('projectId=shop', trackEvent('INITIALIZE'), { origin: 'https://eu.shop.test' })).status,
      ).toBe(202)
      expect(await countRows('shop')).toBe(2)
    })

    it('keeps only INITIALIZE and error reports when the project disabled analytics (docs/rules/api.md)', async () => {
      expect(
        await (await post('projectId=quiet', trackEvent('MODAL_OPEN', { connected: false }))).json(),
      ).toEqual({ stored: false })
      expect(await (await post('projectId=quiet', trackEvent('INITIALIZE'))).json()).toEqual({ stored: true })
      expect(await (await post('projectId=quiet', errorReport())).json()).toEqual({ stored: true })
      expect(await countRows('quiet')).toBe(2)
    })

    it('answers 429 with Retry-After past the per-project limit', async () => {
      const statuses: number[] = []
      for (let index = 0; index < 32; index++) {
        const response = await post('projectId=busy', trackEvent('INITIALIZE'))
        statuses.push(response.status)
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
          expect(((await response.json()) as ErrorBody).message).toMatch(
            /^Rate limit exceeded for this project/,
          )
        }
      }
      expect(statuses).toEqual([...Array<number>(30).fill(202), 429, 429])
      expect(await countRows('busy')).toBe(30)
    })

    it('rejects malformed bodies and queries with 400/413/415 and stores nothing from them (docs/rules/errors.md)', async () => {
      const before = await countRows('portico-local')
      const valid = trackEvent('MODAL_OPEN', { connected: false })
      const cases: {
        query?: string
        body: unknown
        status: number
        message: RegExp
        contentType?: string
      }[] = [
        { body: '{"eventId": ', status: 400, message: /JSON/ },
        { body: 'not json at all', status: 400, message: /JSON/, contentType: 'text/plain' },
        { body: '<xml/>', status: 415, message: /Unsupported Media Type/i, contentType: 'application/xml' },
        { body: { ...valid, extra: 1 }, status: 400, message: /^body has an unknown property "extra"$/ },
        { body: { ...valid, timestamp: '123' }, status: 400, message: /^body.timestamp must be integer$/ },
        { body: { ...valid, timestamp: -5 }, status: 400, message: /^body.timestamp must be >= 0$/ },
        { body: { ...valid, timestamp: 1e20 }, status: 400, message: /^body.timestamp must be <= / },
        {
          body: { ...valid, eventId: '../../x' },
          status: 400,
          message: /^body.eventId has an invalid format$/,
        },
        {
          body: { url: valid.url, domain: valid.domain, timestamp: valid.timestamp, props: valid.props },
          status: 400,
          message: /^body is missing "eventId"$/,
        },
        {
          body: { ...valid, props: { ...valid.props, event: 'MODAL_CREATED' } },
          status: 400,
          message: /^body.props.event must be one of: INITIALIZE/,
        },
        {
          body: { ...valid, props: { ...valid.props, type: 'page' } },
          status: 400,
          message: /^body.props.type must be one of: track, error$/,
        },
        { body: trackEvent('MODAL_CLOSE'), status: 400, message: /^body.props is missing "properties"$/ },
        {
          body: trackEvent('MODAL_CLOSE', { connected: 'yes' }),
          status: 400,
          message: /^body.props.properties.connected must be boolean$/,
        },
        {
          body: trackEvent('MODAL_OPEN', { nested: { a: 1 } }),
          status: 400,
          message: /^body.props.properties.nested must be string or number or boolean or null$/,
        },
        {
          body: { ...errorReport(), props: { type: 'error', event: 'ERROR', errorMessage: 'x' } },
          status: 400,
          message: /^body.props is missing "errorType"$/,
        },
        {
          body: { ...errorReport(), props: { ...errorReport().props, stackTrace: 'x'.repeat(20_000) } },
          status: 413,
          message: /too large/i,
        },
        { body: [valid], status: 400, message: /^body must be object$/ },
        { body: '{"__proto__":{"polluted":true}}', status: 400, message: /^Body is not valid JSON/ },
        { query: 'st=appkit', body: valid, status: 400, message: /^querystring is missing "projectId"$/ },
        {
          query: 'projectId=portico-local&foo=1',
          body: valid,
          status: 400,
          message: /^Unknown query parameter "foo"$/,
        },
        {
          query: 'projectId=%3Cscript%3E',
          body: valid,
          status: 400,
          message: /^querystring.projectId has an invalid format$/,
        },
      ]
      for (const { query = 'projectId=portico-local', body, status, message, contentType } of cases) {
        const response = await post(query, body, contentType ? { 'content-type': contentType } : {})
        expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(status)
        const error = (await response.json()) as ErrorBody
        expect(error.message, JSON.stringify(body).slice(0, 120)).toMatch(message)
      }
      const huge = await post('projectId=portico-local', {
        ...valid,
        url: `http://localhost/${'a'.repeat(50_000)}`,
      })
      expect(huge.status).toBe(413)
      expect(await countRows('portico-local')).toBe(before)
    })

    it('counts events per event per day (GET /v1/analytics/summary)', async () => {
      const today = new Date().toISOString().slice(0, 10)
      const body = await summary('portico-local')
      expect(body.data.every((row) => row.day === today)).toBe(true)
      expect(body.data.find((row) => row.event === 'MODAL_OPEN')).toEqual({
        day: today,
        kind: 'track',
        event: 'MODAL_OPEN',
        count: 2,
      })
      expect(body.data.find((row) => row.event === 'ERROR')).toEqual({
        day: today,
        kind: 'error',
        event: 'ERROR',
        count: 2,
      })
      expect(body.totals).toMatchObject({ INITIALIZE: 1, MODAL_OPEN: 2, MODAL_CLOSE: 1, ERROR: 2 })
      expect((await summary('quiet')).totals).toEqual({ INITIALIZE: 1, ERROR: 1 })
      const empty = await fetch(
        `${server.url}/v1/analytics/summary?projectId=shop&from=2020-01-01&to=2020-01-31`,
        {
          headers: { authorization: 'Bearer secret-token' },
        },
      )
      expect(await empty.json()).toEqual({
        projectId: 'shop',
        from: '2020-01-01',
        to: '2020-01-31',
        data: [],
        totals: {},
      })
    })

    it('rejects bad summary requests with 400/401/404', async () => {
      const auth = { headers: { authorization: 'Bearer secret-token' } }
      const cases: [string, number, RegExp, RequestInit?][] = [
        ['projectId=portico-local&from=2026-01-01&to=2026-01-02', 401, /admin token/],
        ['projectId=portico-local&from=2026-01-01', 400, /^querystring is missing "to"$/, auth],
        [
          'projectId=portico-local&from=2026-02-30&to=2026-03-01',
          400,
          /^querystring.from is not a calendar date/,
          auth,
        ],
        [
          'projectId=portico-local&from=yesterday&to=2026-03-01',
          400,
          /^querystring.from has an invalid format$/,
          auth,
        ],
        ['projectId=portico-local&from=2026-03-02&to=2026-03-01', 400, /must not be before/, auth],
        ['projectId=portico-local&from=2020-01-01&to=2026-01-01', 400, /at most 366 days/, auth],
        ['projectId=nobody&from=2026-01-01&to=2026-01-02', 404, /^Unknown project "nobody"$/, auth],
      ]
      for (const [query, status, message, init] of cases) {
        const response = await fetch(`${server.url}/v1/analytics/summary?${query}`, init)
        expect(response.status, query).toBe(status)
        expect(((await response.json()) as ErrorBody).message, query).toMatch(message)
      }
    })

    it('answers 429 once one client exceeds its per-IP limit, counting rejected requests too', async () => {
      const strict = await startTestServer(storage, { rateLimit: { perIp: { max: 2, windowMs: 60_000 } } })
      try {
        const send = (body: unknown) =>
          fetch(`${strict.url}/e?projectId=portico-local`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        expect((await send(trackEvent('INITIALIZE'))).status).toBe(202)
        expect((await send({ bad: true })).status).toBe(400)
        const limited = await send(trackEvent('INITIALIZE'))
        expect(limited.status).toBe(429)
        expect(((await limited.json()) as ErrorBody).message).toMatch(/^Rate limit exceeded for this client/)
        expect((await fetch(`${strict.url}/getWallets?entries=1`)).status).toBe(200)
      } finally {
        await strict.close()
      }
    })
  },
)

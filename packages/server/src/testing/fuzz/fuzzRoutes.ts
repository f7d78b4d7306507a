import { Agent, request } from 'node:http'
import fc from 'fast-check'
import { fuzzArbitrary, HOSTILE_STRINGS, hostileValue, type JsonSchema } from './schemaArbitrary.ts'

/** A route as Fastify's `onRoute` hook reports it. */
export type FuzzRoute = {
  method: string
  url: string
  schema?: { querystring?: unknown; params?: unknown; body?: unknown; headers?: unknown } | undefined
}

/** A running HTTP listener and the database behind it. */
export type FuzzTarget = {
  name: string
  baseUrl: string
  routes: readonly FuzzRoute[]
  /** Rows per table, to prove a rejected request stored nothing. */
  countRows(): Promise<Record<string, number>>
  /** Origins the listener accepts (e.g. the secure origin itself), mixed into the generated Origin headers. */
  origins?: readonly string[] | undefined
  /** Answers documented as 5xx (e.g. a feature with no provider configured): not failures. */
  expectedServerError?: ((status: number, body: string) => boolean) | undefined
  /** One more check of every answer (e.g. no file from outside a served folder); a text fails the input. */
  checkAnswer?: ((response: FuzzResponse) => string | undefined) | undefined
}

export type FuzzRequest = {
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Buffer | undefined
}

export type FuzzResponse = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export type RouteFigures = {
  target: string
  route: string
  runs: number
  statuses: Record<string, number>
  /** Rejected (4xx) answers after which every table's row count was checked unchanged. */
  rejectedChecked: number
  /** Documented 5xx answers (expectedServerError). */
  documented5xx: number
  failure?: string | undefined
  ms: number
}

// A connection per request: a reused socket the server closed after an error answer would fail the next input.
const agent = new Agent({ keepAlive: false })

/** Sends one request over a real socket; a connection reset is reported as status 0. */
export function send(baseUrl: string, fuzz: FuzzRequest, timeoutMs = 10_000): Promise<FuzzResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(baseUrl)
    const body = typeof fuzz.body === 'string' ? Buffer.from(fuzz.body) : fuzz.body
    const outgoing = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: fuzz.method,
        path: fuzz.path,
        headers: body ? { ...fuzz.headers, 'content-length': String(body.length) } : fuzz.headers,
        timeout: timeoutMs,
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8']
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'application/octet-stream',
  'application/json, text/plain',
  '',
]
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"string"',
  '1e999',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":1,"a":2}',
  '\u0000',
  '\uFEFF{}',
  'a=1&b=2',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_001)}`,
  JSON.stringify({ data: 'x'.repeat(40 * 1024) }),
]

/** Header values a client can put on the wire: printable ASCII only. */
const headerValue = (value: unknown) => String(value).replace(/[^\x20-\x7e]/g, '')

const hostileOrigins = fc.oneof(
  fc.constantFrom(
    'http://localhost:3000',
    'http://127.0.0.1:5173',
    'https://evil.example',
    'null',
    'file://',
  ),
  fc.constantFrom(...HOSTILE_STRINGS).map(headerValue),
)
const originArbitrary = (own: readonly string[]) =>
  own.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...own) }, fc.constant(undefined), hostileOrigins)
    : fc.oneof(fc.constant(undefined), hostileOrigins)
const authorizationArbitrary = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', `Bearer ${'a'.repeat(64)}`, 'Bearer %00'),
  fc.string({ maxLength: 80 }).map((token) => `Bearer ${headerValue(token)}`),
)
const cookieArbitrary = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 80 }).map((token) => `portico_session=${headerValue(token)}`),
  fc.constantFrom('portico_session=', 'portico_session=%00', '__proto__=x; constructor=y'),
)

/** Percent-encodes every UTF-8 byte of the text (lone surrogates become U+FFFD, as a browser sends them). */
function encode(value: unknown): string {
  // JSON for objects: String() throws on one whose generated "toString" key is not a function.
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('')
}

function serializeQuery(value: unknown): string {
  if (value === undefined) return ''
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `?q=${encode(value)}`
  const parts: string[] = []
  for (const [key, entry] of Object.entries(value)) {
    const values = Array.isArray(entry) ? entry : [entry]
    for (const item of values) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)
      parts.push(`${encode(key)}=${encode(text)}`)
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

function pathArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const segments = route.url.split('/')
  const paramsSchema = (route.schema?.params ?? {}) as JsonSchema
  const parts = segments.map((segment): fc.Arbitrary<string> => {
    if (!segment.startsWith(':') && segment !== '*') return fc.constant(segment)
    const name = segment === '*' ? '*' : segment.slice(1)
    const schema = paramsSchema.properties?.[name]
    const value = schema ? fuzzArbitrary(schema) : fc.oneof(fc.string({ maxLength: 40 }), hostileValue)
    return fc.oneof(
      { weight: 8, arbitrary: value.map((item) => encode(item)) },
      { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%2e%2e', '..', '%2F', 'a%00b', '%FF%FE') },
      // Ways out of a served folder, and its real files (the vault's page and assets).
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '..%2Fsecret.txt',
          '%2e%2e%2fsecret.txt',
          'assets%2F..%2F..%2Fsecret.txt',
          '..%5Csecret.txt',
          '%2Fetc%2Fpasswd',
          'vault.html',
          'assets%2Fvault.js',
        ),
      },
      { weight: 1, arbitrary: fc.constant('x'.repeat(300)) },
    )
  })
  return fc.tuple(...parts).map((values) => {
    const path = values.join('/')
    return path.startsWith('/') ? path : `/${path}`
  })
}

function bodyArbitrary(route: FuzzRoute): fc.Arbitrary<{ body?: string; type?: string }> {
  const schema = route.schema?.body as JsonSchema | undefined
  const json = (schema ? fuzzArbitrary(schema) : hostileValue).map((value) => JSON.stringify(value) ?? 'null')
  return fc.oneof(
    { weight: 10, arbitrary: fc.record({ body: json, type: fc.constantFrom(...JSON_TYPES) }) },
    { weight: 2, arbitrary: fc.record({ body: json, type: fc.constantFrom(...OTHER_TYPES) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        body: fc.constantFrom(...RAW_BODIES),
        type: fc.constantFrom(...JSON_TYPES, 'text/plain'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        body: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
        type: 'application/json',
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  )
}

/** Requests for one route: its schema's valid values, their boundaries, and hostile changes to each part. */
export function requestArbitrary(
  route: FuzzRoute,
  origins: readonly string[] = [],
): fc.Arbitrary<FuzzRequest> {
  const querySchema = route.schema?.querystring as JsonSchema | undefined
  const query = querySchema ? fuzzArbitrary(querySchema) : fc.oneof(fc.constant(undefined), hostileValue)
  const withBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH'
  return fc
    .record({
      path: pathArbitrary(route),
      query,
      body: withBody ? bodyArbitrary(route) : fc.constant<{ body?: string; type?: string }>({}),
      origin: originArbitrary(origins),
      authorization: authorizationArbitrary,
      cookie: cookieArbitrary,
    })
    .map(({ path, query: queryValue, body, origin, authorization, cookie }) => {
      const headers: Record<string, string> = {}
      if (origin !== undefined) headers.origin = origin
      if (authorization !== undefined) headers.authorization = authorization
      if (cookie !== undefined) headers.cookie = cookie
      if (body.type) headers['content-type'] = body.type
      return { method: route.method, path: `${path}${serializeQuery(queryValue)}`, headers, body: body.body }
    })
}

/** fast-check's report: the shrunk counterexample, then the check that failed on it. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `\nGot: ${error.cause.message}` : ''
  return `${error.message.slice(0, 3000)}${cause.slice(0, 1000)}`
}

function prototypePolluted(): boolean {
  return Object.keys(Object.prototype).length > 0 || ({} as Record<string, unknown>).polluted !== undefined
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): string | undefined {
  for (const table of new Set([...Object.keys(a), ...Object.keys(b)])) {
    // A table the triggers have not seen yet has changed by 0 rows (a row stored and removed again is 0 too).
    if ((a[table] ?? 0) !== (b[table] ?? 0))
      return `${table}: ${a[table] ?? 0} rows before, ${b[table] ?? 0} after`
  }
  return undefined
}

/**
 * Fuzzes one route with `numRuns` generated requests and checks each answer: a status below 500 (or a
 * documented 5xx), no prototype pollution, and, for every rejected request, no row stored or removed.
 */
export async function fuzzRoute(
  target: FuzzTarget,
  route: FuzzRoute,
  options: { numRuns: number; seed?: number | undefined; timeLimitMs?: number | undefined },
): Promise<RouteFigures> {
  const started = performance.now()
  const statuses: Record<string, number> = {}
  let rejectedChecked = 0
  let documented5xx = 0
  let runs = 0
  let before = await target.countRows()
  let failure: string | undefined
  const property = fc.asyncProperty(requestArbitrary(route, target.origins), async (fuzz) => {
    runs++
    const response = await send(target.baseUrl, fuzz)
    statuses[response.status] = (statuses[response.status] ?? 0) + 1
    if (response.status >= 500 || response.status < 100) {
      if (!target.expectedServerError?.(response.status, response.body))
        throw new Error(`status ${response.status}: ${response.body.slice(0, 300)}`)
      documented5xx++
    }
    const wrong = target.checkAnswer?.(response)
    if (wrong) throw new Error(`status ${response.status}: ${wrong}`)
    if (prototypePolluted()) throw new Error('Object.prototype was polluted')
    const after = await target.countRows()
    if (response.status >= 400) {
      const changed = sameCounts(before, after)
      if (changed) throw new Error(`rejected with ${response.status} but stored: ${changed}`)
      rejectedChecked++
    }
    before = after
  })
  try {
    // A request left unanswered fails its run after 15 s instead of stalling the whole suite.
    await fc.assert(property, {
      numRuns: options.numRuns,
      seed: options.seed,
      timeout: 15_000,
      // A time budget ends the route early without failing it; the figures show the inputs run.
      interruptAfterTimeLimit: options.timeLimitMs,
      markInterruptAsFailure: false,
    })
  } catch (error) {
    failure = describeFailure(error)
  }
  return {
    target: target.name,
    route: `${route.method} ${route.url}`,
    runs,
    statuses,
    rejectedChecked,
    documented5xx,
    failure,
    ms: Math.round(performance.now() - started),
  }
}

import { createServer as createNetServer } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockchainOptionsFromConfig } from '../config/blockchainOptionsFromConfig.ts'
import { createServer } from '../server/createServer.ts'
import { MEMORY_DATA_DIR } from '../storage/createStorage.ts'

/** A port on 127.0.0.1 nothing listens on: a network whose RPC refuses every connection. */
async function closedPort(): Promise<number> {
  const server = createNetServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

type LogLine = { msg?: string; reqId?: string; [key: string]: unknown }

// docs/deploy.md, "Metrics": every response carries x-request-id (the balancer's, else a UUID) and
// every log line of that request carries it as reqId, also lines written by code shared by requests.
describe('request ids in responses and log lines', () => {
  const lines: LogLine[] = []
  const raw: string[] = []
  let app: FastifyInstance
  let base = ''

  beforeAll(async () => {
    const rpc = `http://127.0.0.1:${await closedPort()}`
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      directoryRefreshMs: 0,
      relay: false,
      logger: {
        level: 'info',
        stream: {
          write(line: string) {
            raw.push(line)
            lines.push(JSON.parse(line) as LogLine)
          },
        },
      },
      blockchain: blockchainOptionsFromConfig({ networks: [{ caipNetworkId: 'eip155:10', rpcUrls: [rpc] }] }),
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  }, 120_000)

  afterAll(async () => {
    await app?.close()
  })

  it("returns the balancer's id and logs every line of the request with it", async () => {
    const id = 'haproxy-7f3a2c'
    // No chainId: the unreachable network is skipped with a warning from the shared balance reader.
    const response = await fetch(
      `${base}/v1/account/0x000000000000000000000000000000000000dEaD/balance?currency=usd`,
      { headers: { 'x-request-id': id } },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBe(id)
    const own = lines.filter((line) => line.reqId === id)
    expect(own.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'balance read failed', 'request completed']),
    )
    expect(lines.filter((line) => line.msg === 'balance read failed' && line.reqId !== id)).toEqual([])
    // One reqId key per line, never two.
    for (const line of raw.filter((text) => text.includes(id))) expect(line.split('"reqId"').length).toBe(2)
  })

  it('gives a request without one (or with an implausible one) a fresh UUID, in the header and the log', async () => {
    const ids: string[] = []
    for (const headers of [{}, { 'x-request-id': 'a"b forged' }] as Record<string, string>[]) {
      const response = await fetch(`${base}/health`, { headers })
      const id = response.headers.get('x-request-id') ?? ''
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toContain('request completed')
      ids.push(id)
    }
    expect(new Set(ids).size).toBe(2)
  })
})

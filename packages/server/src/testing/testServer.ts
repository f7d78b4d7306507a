import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { createServer } from '../server/createServer.ts'
import type { ServerOptions } from '../server/options.ts'
import type { Storage } from '../storage/createStorage.ts'

export type TestServer = { app: FastifyInstance; url: string; close(): Promise<void> }

/** The real server on 127.0.0.1 and a random port, quiet, on the given storage. */
export async function startTestServer(storage: Storage, options: ServerOptions = {}): Promise<TestServer> {
  const app = await createServer({ logger: false, directoryRefreshMs: 0, ...options, storage })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() }
}

import { type StartDevnetReturnType, startDevnet } from '@portico/devnet'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startTestServer, type TestServer } from './testServer.ts'

/**
 * One anvil devnet and the real server for the test file: devnet A is served from anvil, devnet B is
 * listed as supported but its RPC does not answer. Requests are cleared before each test.
 */
export function useDevnetServer(): () => TestServer {
  let devnet: StartDevnetReturnType | undefined
  let server: TestServer | undefined
  // A limit for a hang, not a pace: in `npm test` the integration tier shares two cores with the e2e shards.
  beforeAll(async () => {
    devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 } })
    const rpcUrls = { 31337: devnet.urls[31337] }
    server = { ...(await startTestServer({ rpcUrls })), rpcUrls }
  }, 180_000)
  afterAll(async () => {
    await Promise.all([server?.close(), devnet?.stop()])
  })
  beforeEach(() => {
    if (server) server.requests.length = 0
  })
  return () => server!
}

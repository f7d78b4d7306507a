import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { createMasterKey } from '../auth/masterKey.ts'
import type { EmbeddedWalletOptions } from '../auth/options.ts'
import { createServer } from '../server/createServer.ts'
import type { ServerOptions } from '../server/options.ts'
import { type RunningServer, type StartServerOptions, startServer } from '../server/startServer.ts'
import type { Storage } from '../storage/createStorage.ts'

export type TestServer = { app: FastifyInstance; url: string; close(): Promise<void> }

/** The real server on 127.0.0.1 and a random port, quiet, on the given storage. */
export async function startTestServer(storage: Storage, options: ServerOptions = {}): Promise<TestServer> {
  const app = await createServer({ logger: false, directoryRefreshMs: 0, ...options, storage })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() }
}

/**
 * The real server and its vault's secure origin on random 127.0.0.1 ports, quiet, with a fresh master
 * key and no relay or blockchain API unless `options` adds them.
 */
export function startVaultTestServer(
  storage: Storage,
  embeddedWallet: Partial<EmbeddedWalletOptions> = {},
  options: StartServerOptions = {},
): Promise<RunningServer> {
  return startServer({
    port: 0,
    logger: false,
    handleSignals: false,
    directoryRefreshMs: 0,
    relay: false,
    blockchain: false,
    ...options,
    storage,
    embeddedWallet: { vaultPort: 0, masterKey: createMasterKey(randomBytes(32)), ...embeddedWallet },
  })
}

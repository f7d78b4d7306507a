import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getDevnetServerConfig } from '@portico/devnet'
import {
  blockchainOptionsFromConfig,
  createProject,
  createServer,
  createStorage,
  MEMORY_DATA_DIR,
  type ProjectChanges,
  type ServerOptions,
} from '@portico/server'
import { TEST_NETWORKS } from './memoryAdapter.ts'

export type RecordedRequest = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  /** The answer's status, once sent. */
  status?: number | undefined
}

export type TestServer = {
  url: string
  /** Every request the server received, in order, with its parsed JSON body. */
  requests: RecordedRequest[]
  /** Registers a project (docs/rules/api.md /appkit/v1/config features, analytics on or off). */
  createProject(id: string, changes?: ProjectChanges): Promise<void>
  close(): Promise<void>
  /** The devnet RPC per chain id, when the server reads a real devnet (`useDevnetServer`). */
  rpcUrls?: Partial<Record<number, string>> | undefined
}

export type TestServerOptions = {
  /**
   * RPC URL per test network chain id (a devnet started by the test). Without one the network is
   * still listed as supported but its RPC is a port nothing listens on, so reading it fails (503).
   */
  rpcUrls?: Partial<Record<number, string>> | undefined
  /** A `wallet-directory/1` file to seed instead of the server's own seed directory. */
  seedWalletsFile?: string | undefined
}

/** A wallet of a test directory file: `mobile` is its native mobile link. */
export type DirectoryWallet = {
  id: string
  name: string
  rdns?: string | undefined
  mobile?: string | undefined
}

/** `count` wallets `wallet-0`… with rdns `com.wallet0`…; the 8th is named 'Trust Wallet'. */
export function makeWallets(count: number): DirectoryWallet[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `wallet-${index}`,
    name: index === 7 ? 'Trust Wallet' : `Wallet ${index}`,
    rdns: `com.wallet${index}`,
  }))
}

/** Writes a `wallet-directory/1` file (each wallet with a logo) the server seeds from, in a fresh temporary folder. */
export async function writeWalletDirectory(wallets: readonly DirectoryWallet[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'portico-wallets-'))
  const logo = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'
  await writeFile(join(folder, 'logo.svg'), logo)
  const file = join(folder, 'wallets.json')
  const entries = wallets.map((wallet) => ({
    id: wallet.id,
    name: wallet.name,
    rdns: wallet.rdns ?? null,
    logo: 'logo.svg',
    ...(wallet.mobile ? { mobile: { native: wallet.mobile } } : {}),
  }))
  await writeFile(
    file,
    JSON.stringify({ schema: 'wallet-directory/1', count: entries.length, wallets: entries }),
  )
  return file
}

/** A URL on 127.0.0.1 where nothing listens: port 9 (discard) is never served in tests. */
const DEAD_RPC = 'http://127.0.0.1:9'

/**
 * The real Portico server (`@portico/server`) on 127.0.0.1 and a random port, on in-memory PGlite,
 * serving the test networks' blockchain API, and recording the requests it receives.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const storage = await createStorage({ dataDir: MEMORY_DATA_DIR })
  const serverOptions: ServerOptions = {
    storage,
    logger: false,
    directoryRefreshMs: 0,
    relay: false,
    seedWalletsFile: options.seedWalletsFile,
    blockchain: {
      // The devnet's own server config (tokens, NFT collections, local prices), on the test's RPC URLs.
      ...blockchainOptionsFromConfig(
        getDevnetServerConfig({
          urls: Object.fromEntries(
            TEST_NETWORKS.map((network) => [network.id, options.rpcUrls?.[Number(network.id)] ?? DEAD_RPC]),
          ),
        }),
      ),
      balanceCacheMs: 0,
      priceCacheMs: 0,
    },
  }
  const app = await createServer(serverOptions)
  const requests: RecordedRequest[] = []
  const recorded = new WeakMap<object, RecordedRequest>()
  app.addHook('onRequest', async (request) => {
    const url = new URL(request.url, 'http://127.0.0.1')
    const record: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: undefined,
    }
    recorded.set(request, record)
    requests.push(record)
  })
  app.addHook('preValidation', async (request) => {
    const record = recorded.get(request)
    if (record) record.body = request.body
  })
  app.addHook('onSend', async (request, reply) => {
    const record = recorded.get(request)
    if (record) record.status = reply.statusCode
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (typeof address !== 'object' || address === null) throw new Error('server has no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    async createProject(id, changes) {
      await createProject(storage.db, id, changes)
    },
    async close() {
      await app.close()
      await storage.close()
    },
  }
}

import type { AddressInfo } from 'node:net'
import { DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID, getDevnetServerConfig, startDevnet } from '@portico/devnet'
import { blockchainOptionsFromConfig, createServer, MEMORY_DATA_DIR } from '@portico/server'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    devnetUrls: Record<number, string>
    /** The Portico server on the devnet chains (balances, gas price). */
    apiUrl: string
  }
}

/**
 * Starts the devnet chains and the server once in Node: the adapter tests run under happy-dom, whose
 * AbortSignal cannot drive child processes and whose `window` would make the server's embedded
 * database take Node for a browser. The unit tier (`PORTICO_TEST_TIER=unit`) has no file that reads
 * them (docs/architecture.md#tests-in-tiers), so it starts nothing.
 */
export async function setup(project: TestProject) {
  if (process.env.PORTICO_TEST_TIER === 'unit') return
  const devnet = await startDevnet({ ports: { [DEVNET_A_CHAIN_ID]: 0, [DEVNET_B_CHAIN_ID]: 0 } })
  const server = await createServer({
    dataDir: MEMORY_DATA_DIR,
    logger: false,
    directoryRefreshMs: 0,
    blockchain: blockchainOptionsFromConfig(getDevnetServerConfig({ urls: devnet.urls })),
  })
  await server.listen({ host: '127.0.0.1', port: 0 })
  project.provide('devnetUrls', devnet.urls)
  project.provide('apiUrl', `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`)
  return async () => {
    await server.close()
    await devnet.stop()
  }
}

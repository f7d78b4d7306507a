import { DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID, startDevnet } from '@portico/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    devnetUrls: Record<number, string>
  }
}

/**
 * Starts the devnet chains once in Node: the adapter tests run under happy-dom, whose AbortSignal
 * cannot drive child processes.
 */
export async function setup(project: TestProject) {
  const devnet = await startDevnet({ ports: { [DEVNET_A_CHAIN_ID]: 0, [DEVNET_B_CHAIN_ID]: 0 } })
  project.provide('devnetUrls', devnet.urls)
  return () => devnet.stop()
}

import { defineConfig } from 'vitest/config'
import { testSourceConditions } from '../scripts/sourceConditions.mjs'

// scripts/test.mjs names each shard's files here: Vitest's command-line filters match by substring,
// so `solana.e2e.ts` would also pick `authSolana.e2e.ts`.
const shardFiles = process.env.PORTICO_E2E_FILES?.split(',').filter(Boolean)

export default defineConfig({
  ...testSourceConditions,
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: shardFiles ?? ['**/*.e2e.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    setupFiles: ['./support/failureReport.ts'],
    // One browser at a time: the machine has two cores and the stack is shared.
    fileParallelism: false,
    // The files share one module graph per shard: each would otherwise load the devnet's and the
    // packages' sources again (viem, the Solana and Bitcoin libraries) before its first test.
    isolate: false,
    // Two shards run at once (scripts/test.mjs): each test gets twice the time one alone needs.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // `expect.poll` waits for what a page does next (a locale's chunk, a re-render, a closed dialog):
    // Vitest's 1 s default fails a busy machine, not a broken page.
    expect: { poll: { timeout: 15_000 } },
  },
})

import { defineConfig } from 'vitest/config'
import { testSourceConditions } from '../scripts/sourceConditions.mjs'

export default defineConfig({
  ...testSourceConditions,
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    // One browser at a time: the machine has two cores and the stack is shared.
    fileParallelism: false,
    // Two shards run at once (scripts/test.mjs): each test gets twice the time one alone needs.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})

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
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})

import { defineProject } from 'vitest/config'
import { testSourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...testSourceConditions,
  // A file's first test loads viem and the controllers cold.
  test: { name: 'core', isolate: false, include: ['src/**/*.test.ts'], testTimeout: 15_000 },
})

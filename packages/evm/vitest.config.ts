import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...sourceConditions,
  test: { name: 'evm', include: ['src/**/*.test.ts'], globalSetup: ['test/globalSetup.ts'] },
})

import { defineProject } from 'vitest/config'
import { testSourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...testSourceConditions,
  test: { name: 'evm', isolate: false, include: ['src/**/*.test.ts'], globalSetup: ['test/globalSetup.ts'] },
})

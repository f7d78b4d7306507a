import { defineProject } from 'vitest/config'
import { testSourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...testSourceConditions,
  test: { name: 'server', isolate: false, include: ['src/**/*.test.ts'] },
})

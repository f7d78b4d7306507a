import { defineProject } from 'vitest/config'
import { testSourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...testSourceConditions,
  test: { name: 'devnet', include: ['src/**/*.test.ts'] },
})

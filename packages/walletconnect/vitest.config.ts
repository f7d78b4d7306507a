import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...sourceConditions,
  test: { name: 'walletconnect', include: ['src/**/*.test.ts'] },
})

import { defineProject } from 'vitest/config'
import { testSourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...testSourceConditions,
  test: {
    name: 'html',
    include: ['src/**/*.test.ts'],
    environment: 'happy-dom',
  },
})

import { defineProject } from 'vitest/config'
import { testSourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...testSourceConditions,
  test: {
    name: 'html',
    isolate: false,
    include: ['src/**/*.test.ts'],
    environment: 'happy-dom',
  },
})

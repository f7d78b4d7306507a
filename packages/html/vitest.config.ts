import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'html',
    include: ['src/**/*.test.ts'],
    environment: 'happy-dom',
  },
})

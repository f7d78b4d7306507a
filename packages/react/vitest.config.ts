import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'react',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'happy-dom',
  },
})

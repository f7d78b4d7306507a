import { defineProject } from 'vitest/config'
import { testSourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...testSourceConditions,
  test: {
    name: 'react',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'happy-dom',
  },
})

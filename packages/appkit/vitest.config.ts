import { defineProject } from 'vitest/config'
import { testSourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...testSourceConditions,
  test: {
    name: 'appkit',
    isolate: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'happy-dom',
    setupFiles: ['../../scripts/testingLibraryCleanup.mjs'],
    testTimeout: 15_000,
  },
})

import { defineProject } from 'vitest/config'
import { testSourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...testSourceConditions,
  test: {
    name: 'react',
    isolate: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'happy-dom',
    setupFiles: ['../../scripts/testingLibraryCleanup.mjs'],
    // A file's first test loads the modal's chunks cold.
    testTimeout: 15_000,
  },
})

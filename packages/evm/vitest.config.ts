import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'evm', include: ['src/**/*.test.ts'], globalSetup: ['test/globalSetup.ts'] },
})

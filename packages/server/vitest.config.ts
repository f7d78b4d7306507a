import { defineProject } from 'vitest/config'
import { testSourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({
  ...testSourceConditions,
  // The hooks start local chains, relays and servers: under the whole suite on two cores a first start
  // can take longer than the 10 s default.
  test: { hookTimeout: 60_000, name: 'server', isolate: false, include: ['src/**/*.test.ts'] },
})

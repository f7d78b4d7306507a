import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineProject({ ...sourceConditions, test: { name: 'devnet', include: ['src/**/*.test.ts'] } })

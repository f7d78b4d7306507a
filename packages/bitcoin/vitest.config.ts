import { defineProject } from 'vitest/config'

export default defineProject({ test: { name: 'bitcoin', include: ['src/**/*.test.ts'] } })

import { defineProject } from 'vitest/config'

export default defineProject({ test: { name: 'wallet', include: ['src/**/*.test.ts'] } })

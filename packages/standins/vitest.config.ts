import { defineProject } from 'vitest/config'

export default defineProject({ test: { name: 'standins', include: ['src/**/*.test.ts'] } })

import { defineProject } from 'vitest/config'

export default defineProject({ test: { name: 'walletconnect', include: ['src/**/*.test.ts'] } })

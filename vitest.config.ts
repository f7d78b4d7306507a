import { defineConfig } from 'vitest/config'

// Each project but bitcoin and devnet sets `isolate: false`: a worker imports viem and the workspace sources once
// instead of once per test file, which makes the suite three times faster. Bitcoin's and the devnet's files register
// wallets in the page-wide wallet registry, so they keep a fresh module graph each.
export default defineConfig({
  test: {
    // Vitest leaves one core free by default; on a two-core machine that means one worker, and most
    // files wait on a local chain or server rather than the CPU.
    maxWorkers: 2,
    projects: ['packages/*', 'apps/*', 'bench'],
  },
})

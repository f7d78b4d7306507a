import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Browser } from 'playwright-core'
import { build } from 'vite'
import { launchBrowser } from '../../e2e/support/browser.ts'
import { sourceConditions } from '../../scripts/sourceConditions.mjs'
import { serveStatic, startPorticoApi } from '../kits/harness.ts'

const root = join(import.meta.dirname, '..', '..')

export type DemoSite = {
  /** The production build of apps/demo, served from 127.0.0.1. */
  url: string
  browser: Browser
  close(): Promise<void>
}

/**
 * Starts what the demo benches measure against: a @portico/server (in-memory PGlite, its relay at /relay)
 * on 127.0.0.1, the demo's production build pointed at it, a static server for the build, and Chromium.
 */
export async function startDemoSite(name: string): Promise<DemoSite> {
  const api = await startPorticoApi()
  process.env.VITE_PORTICO_API_URL = api.url
  const outDir = join(root, 'node_modules', '.portico-bench', name)
  await rm(outDir, { recursive: true, force: true })
  await build({
    root: join(root, 'apps', 'demo'),
    configFile: false,
    ...sourceConditions,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, target: 'es2022' },
  })
  const site = await serveStatic(outDir)
  const browser = await launchBrowser()
  return {
    url: site.url,
    browser,
    close: async () => {
      await browser.close()
      site.close()
      await api.close()
    },
  }
}

/** The value below which `p` percent of `values` fall (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

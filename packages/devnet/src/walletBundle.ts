import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevWalletBrowserConfig } from './wallet/browserConfig.ts'

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Where `npm run -w @portico/devnet build:wallet` writes the injectable dev wallet (gitignored). */
export const DEV_WALLET_BUNDLE_PATH = join(packageDir, 'dist', 'dev-wallet.js')

export type BuildDevWalletBundleParameters = {
  outfile?: string | undefined
  minify?: boolean | undefined
}

/**
 * Bundles the dev wallet's browser entry into one IIFE file with esbuild.
 *
 * @example
 * const { outfile, bytes } = await buildDevWalletBundle()
 */
export async function buildDevWalletBundle(
  parameters: BuildDevWalletBundleParameters = {},
): Promise<{ outfile: string; bytes: number }> {
  const { outfile = DEV_WALLET_BUNDLE_PATH, minify = true } = parameters
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [join(packageDir, 'src', 'wallet', 'browser.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify,
    legalComments: 'none',
    outfile,
    metafile: true,
    logLevel: 'warning',
  })
  const bytes = result.metafile.outputs[Object.keys(result.metafile.outputs)[0]!]?.bytes ?? 0
  return { outfile, bytes }
}

export type GetDevWalletScriptParameters = {
  /** Rebuild even when the bundle exists. */
  rebuild?: boolean | undefined
  /** Settings prepended as `window.__PORTICO_DEV_WALLET__` (e.g. `{ autoApprove: 'reject' }`). */
  config?: DevWalletBrowserConfig | undefined
}

/**
 * The dev wallet script text for `page.addInitScript`, building the bundle first if it is missing.
 *
 * @example
 * await page.addInitScript({ content: await getDevWalletScript({ config: { rpcUrls } }) })
 */
export async function getDevWalletScript(parameters: GetDevWalletScriptParameters = {}): Promise<string> {
  if (parameters.rebuild || !existsSync(DEV_WALLET_BUNDLE_PATH)) await buildDevWalletBundle()
  const script = await readFile(DEV_WALLET_BUNDLE_PATH, 'utf8')
  if (!parameters.config) return script
  return `window.__PORTICO_DEV_WALLET__ = ${JSON.stringify(parameters.config)};\n${script}`
}

import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { DevnetError } from '../devnetError.ts'

const ARCH_NAMES: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Path of the anvil executable shipped by `@foundry-rs/anvil`: the binary lives in the platform
 * package (`@foundry-rs/anvil-<platform>-<arch>`), an optional dependency of the wrapper.
 */
export function getAnvilBinaryPath(): string {
  const arch = ARCH_NAMES[process.arch]
  const name = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const packageName = `@foundry-rs/anvil-${process.platform}-${arch ?? process.arch}`
  const require = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'))
  let path: string
  try {
    path = require.resolve(`${packageName}/bin/${name}`)
  } catch (cause) {
    throw new DevnetError(`anvil is not installed for ${process.platform}/${process.arch} (${packageName})`, {
      cause,
    })
  }
  if (!existsSync(path)) throw new DevnetError(`anvil binary missing at ${path}`)
  return path
}

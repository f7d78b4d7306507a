import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'

export type Installed = { packages: Map<string, number> }

type PackageJson = {
  name: string
  version: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

/** Node's lookup: the nearest node_modules/<name> from `from` upwards. */
export function resolvePackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    if (dirname(dir) === dir) return undefined
  }
}

export function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson
}

const sizes = new Map<string, number>()

// Apparent bytes of a package's files without its nested node_modules; a workspace package (not
// published yet) without its tests either.
function packageBytes(dir: string): number {
  const cached = sizes.get(dir)
  if (cached !== undefined) return cached
  const workspace = !dir.includes('/node_modules/')
  const walk = (path: string): number => {
    let total = 0
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue
      if (workspace && (entry.name === 'test' || /\.test\.tsx?$/.test(entry.name))) continue
      const child = join(path, entry.name)
      if (entry.isDirectory()) total += walk(child)
      else if (entry.isFile()) total += lstatSync(child).size
    }
    return total
  }
  const bytes = walk(dir)
  sizes.set(dir, bytes)
  return bytes
}

/**
 * Every package an app installs: its imports' dependencies, optional dependencies and required peers,
 * transitively, as npm laid them out. Keyed by name@version, so two copies of one version count once
 * (a bundler would still ship both). `pinned` names resolve from the app, as Vite's `dedupe` does.
 */
export function installedClosure(app: string, roots: string[], pinned: string[]): Installed {
  const packages = new Map<string, number>()
  const visit = (name: string, from: string) => {
    const dir = resolvePackage(name, pinned.includes(name) ? app : from)
    if (!dir) return
    const manifest = readPackage(dir)
    const key = `${manifest.name}@${manifest.version}`
    if (packages.has(key)) return
    packages.set(key, packageBytes(dir))
    const peers = Object.keys(manifest.peerDependencies ?? {}).filter(
      (peer) => !manifest.peerDependenciesMeta?.[peer]?.optional,
    )
    for (const dependency of [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...peers,
    ])
      visit(dependency, dir)
  }
  for (const name of roots) visit(name, app)
  return { packages }
}

export const totalBytes = (installed: Installed) =>
  [...installed.packages.values()].reduce((sum, bytes) => sum + bytes, 0)

/** The packages of `installed` that `baseline` does not have. */
export function over(installed: Installed, baseline: Installed): Installed {
  return {
    packages: new Map([...installed.packages].filter(([key]) => !baseline.packages.has(key))),
  }
}

// Finds Debian's Chromium for the e2e suite, installing it when we are root and it is missing.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

export function findChromium() {
  if (process.env.PORTICO_CHROMIUM && existsSync(process.env.PORTICO_CHROMIUM))
    return process.env.PORTICO_CHROMIUM
  return candidates.find((path) => existsSync(path))
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  if (process.getuid?.() !== 0) {
    console.error(
      'The e2e suite needs Chromium. Install it with: sudo apt-get update && sudo apt-get install -y chromium',
    )
    process.exit(1)
  }
  console.log(
    "Chromium not found: installing Debian's chromium (apt-get update && apt-get install -y chromium)...",
  )
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
  const path = findChromium()
  if (install.status !== 0 || !path) {
    console.error(
      'Installing chromium failed. Install it with: apt-get update && apt-get install -y chromium',
    )
    process.exit(1)
  }
  return path
}

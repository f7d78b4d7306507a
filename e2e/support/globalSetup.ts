import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { waitForUrl } from '../../scripts/waitForUrl.mjs'
import { STACK } from './stack.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

async function isUp(url: string) {
  try {
    await waitForUrl(url, { timeoutMs: 500 })
    return true
  } catch {
    return false
  }
}

/** Starts `npm start` unless a stack already answers (a developer's running one is reused). */
export default async function setup() {
  const readyUrls = [
    `${STACK.apiUrl}/health`,
    STACK.demoUrl,
    STACK.walletUrl,
    `${STACK.mailUrl}/api/messages`,
    `${STACK.farcasterUrl}/`,
    `${STACK.vaultUrl}/v1/auth/providers`,
  ]
  if ((await Promise.all(readyUrls.map(isUp))).every(Boolean)) return
  const stack: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  stack.stdout?.on('data', keep)
  stack.stderr?.on('data', keep)
  try {
    await Promise.all(readyUrls.map((url) => waitForUrl(url, { timeoutMs: 300_000 })))
  } catch (error) {
    process.stderr.write(output)
    // A stack that never got ready must not outlive the run and hold its ports.
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM')
    throw error
  }
  return async () => {
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM')
    await new Promise((resolve) => {
      if (stack.exitCode !== null) resolve(undefined)
      else stack.on('exit', resolve)
    })
  }
}

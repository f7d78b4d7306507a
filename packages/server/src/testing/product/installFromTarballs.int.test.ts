import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPackagesOnce } from '../buildPackagesOnce.ts'
import { freePort } from '../faults/relayCluster.ts'

// An operator's install (docs/deploy.md): the packed @portico/server and @portico/relay (and the
// libraries they depend on) installed with the page's own `npm install --omit=dev` line in an empty
// folder outside the workspace, and their bins started from there. No TypeScript compiler may come along.
const root = new URL('../../../../../', import.meta.url).pathname
const run = promisify(execFile)
const work = mkdtempSync(join(tmpdir(), 'portico-install-'))
const children: ChildProcess[] = []

// Removing the installed node_modules takes tens of seconds on a loaded two-core machine: async,
// with its own time limit, so it neither blocks the event loop nor trips the default hook timeout.
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await rm(work, { recursive: true, force: true })
}, 300_000)

/** Starts a bin of the installed packages and resolves once `ready` answers, with its output so far. */
async function startBin(bin: string, args: string[], ready: string): Promise<ChildProcess> {
  const child = spawn(join(work, 'app', 'node_modules', '.bin', bin), args, {
    cwd: join(work, 'app'),
    env: { PATH: process.env.PATH, HOME: work },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${bin} exited ${child.exitCode}:\n${output}`)
    if (
      await fetch(ready).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${bin} did not answer ${ready}:\n${output}`)
}

/** docs/deploy.md's install line, as an operator copies it. */
function deployInstallLine(): string {
  const page = readFileSync(join(root, 'docs/deploy.md'), 'utf8')
  const commands = [...page.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].flatMap((match) => match[1]!.split('\n'))
  const line = commands.find((command) => command.startsWith('npm install '))
  if (line === undefined) throw new Error('docs/deploy.md has no npm install line')
  return line
}

describe('@portico/server and @portico/relay installed from their tarballs', () => {
  beforeAll(async () => {
    await buildPackagesOnce()
    // The folder `npm run pack -- --out app/portico-packages` writes, for the workspaces the line names.
    const tarballs = join(work, 'app', 'portico-packages')
    mkdirSync(tarballs, { recursive: true })
    const names = ['@portico/core', '@portico/walletconnect', '@portico/relay', '@portico/server']
    await run(
      'npm',
      ['pack', '--pack-destination', tarballs, ...names.map((name) => `--workspace=${name}`)],
      {
        cwd: root,
      },
    )
    writeFileSync(join(work, 'app', 'package.json'), JSON.stringify({ name: 'operator', private: true }))
    await run('sh', ['-c', deployInstallLine()], {
      cwd: join(work, 'app'),
      env: {
        ...process.env,
        npm_config_audit: 'false',
        npm_config_fund: 'false',
        npm_config_prefer_offline: 'true',
        npm_config_loglevel: 'error',
      },
    })
  }, 1_200_000)

  it('installs no TypeScript tooling and no sources to run', () => {
    const modules = join(work, 'app', 'node_modules')
    expect(existsSync(join(modules, 'tsx'))).toBe(false)
    expect(existsSync(join(modules, 'esbuild'))).toBe(false)
    expect(existsSync(join(modules, 'typescript'))).toBe(false)
    expect(existsSync(join(modules, '@portico/server/dist/cli/main.js'))).toBe(true)
    expect(existsSync(join(modules, '@portico/server/dist/index.d.ts'))).toBe(true)
    expect(existsSync(join(modules, '@portico/relay/dist/index.d.ts'))).toBe(true)
    expect(existsSync(join(modules, '@portico/server/seed/wallets.json'))).toBe(true)
  })

  it('portico-server --data-dir migrates the embedded database and serves the wallet list', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const dataDir = join(work, 'data')
    const child = await startBin(
      'portico-server',
      ['--data-dir', dataDir, '--port', String(port), '--log-level', 'warn'],
      `${url}/health`,
    )
    const health = (await (await fetch(`${url}/health`)).json()) as { storage: string; wallets: number }
    expect(health.storage).toBe('pglite')
    expect(health.wallets).toBeGreaterThan(0)
    expect(readdirSync(dataDir).length).toBeGreaterThan(0)
    const wallets = (await (await fetch(`${url}/getWallets?entries=5`)).json()) as {
      data: { id: string; name: string }[]
      count: number
    }
    expect(wallets.data).toHaveLength(5)
    expect(wallets.count).toBe(health.wallets)
    expect(wallets.data[0]?.name).toEqual(expect.any(String))
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 400_000)

  it('portico-relay starts and answers /health', async () => {
    const port = await freePort()
    const child = await startBin('portico-relay', ['--port', String(port)], `http://127.0.0.1:${port}/health`)
    expect(await (await fetch(`http://127.0.0.1:${port}/health`)).text()).toBe('ok')
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 400_000)
})

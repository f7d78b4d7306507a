import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPackagesOnce } from '../testing/buildPackagesOnce.ts'
import { SERVER_BIN } from '../testing/sourceProgram.ts'

const dir = mkdtempSync(join(tmpdir(), 'portico-cli-'))
const dataDir = join(dir, '.portico', 'db')
const env = { ...process.env, DATABASE_URL: '', PORTICO_DATA_DIR: dataDir, PORT: '', HOST: '' }

type Result = { code: number | null; stdout: string; stderr: string }

function run(args: string[], extraEnv: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SERVER_BIN, ...args],
      { cwd: dir, env: { ...env, ...extraEnv }, timeout: 180_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr })
      },
    )
  })
}

// The built program, as an operator runs it: fifteen processes from the TypeScript sources would each
// transpile the server first (`npm test` builds the packages once before this tier).
beforeAll(() => buildPackagesOnce(), 600_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// The tests run at once, each a server process: on a busy machine one takes a while, so the limits are
// for a hang, not a pace.
describe('portico-server CLI (issue 3 process, projects, import-wallets)', () => {
  it.concurrent('--help lists every command and option', async () => {
    const { code, stdout } = await run(['--help'])
    expect(code).toBe(0)
    for (const text of [
      'import-wallets FILE',
      'project list',
      'project create ID',
      'project set ID',
      'project delete ID',
    ]) {
      expect(stdout).toContain(text)
    }
    for (const option of [
      '--port',
      '--host',
      '--public-url',
      '--admin-token',
      '--log-level',
      '--config',
      '--trust-proxy',
      '--database-url',
      '--data-dir',
      '--name',
      '--origins',
      '--analytics',
      '--feature',
      '--json',
      '--help',
    ]) {
      expect(stdout).toContain(option)
    }
    expect(stdout).toContain('default 8787')
    expect(stdout).toContain('default 127.0.0.1')
  }, 120_000)

  it.concurrent.each([
    [['--port', 'abc'], /Invalid port "abc"/],
    [['--port', '70000'], /Invalid port "70000"/],
    [['--bogus'], /Unknown option '--bogus'/],
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['import-wallets'], /Usage: portico-server import-wallets FILE/],
    [['project', 'rename', 'x'], /Usage: portico-server project list\|create\|set\|delete/],
  ])(
    '%j exits 2 with a usage message',
    async (args, message) => {
      const { code, stderr } = await run(args)
      expect(code).toBe(2)
      expect(stderr).toMatch(message)
      expect(stderr).toContain('--help')
    },
    120_000,
  )

  // Issue 21: the per-IP limits an operator sets for a deployment (docs/security.md).
  it.concurrent.each([
    ['PORTICO_RATE_LIMIT_READS', 'abc'],
    ['PORTICO_RATE_LIMIT_WRITES', '0'],
  ])(
    '%s=%s exits 2 naming the variable',
    async (name, value) => {
      const { code, stderr } = await run(['--port', '0'], { [name]: value })
      expect(code).toBe(2)
      expect(stderr).toContain(
        `Invalid ${name} "${value}" (expected requests per minute, a whole number from 1)`,
      )
    },
    120_000,
  )

  it.concurrent.each([
    ['missing.json', undefined, 'portico-server: Config file not found: missing.json\n'],
    ['broken.json', '{"networks": [', /^portico-server: Config file is not valid JSON: broken\.json: /],
    [
      'bad-field.json',
      '{"networks": [{"caipNetworkId": "eip155:1", "rpcUrls": ["ftp://rpc.example.org"]}]}',
      'portico-server: networks[0].rpcUrls[0] must be a URL (http or https): bad-field.json\n',
    ],
  ])(
    '--config %s exits 1 with one line naming the problem, no stack',
    async (file, text, message) => {
      if (text !== undefined) writeFileSync(join(dir, file), text)
      const { code, stderr } = await run(['--port', '0', '--config', file])
      expect(code).toBe(1)
      expect(stderr).toMatch(message)
      expect(stderr.trim().split('\n')).toHaveLength(1)
    },
    120_000,
  )

  it('manages projects in the PGlite data directory', async () => {
    const created = await run([
      'project',
      'create',
      'shop',
      '--name',
      'Shop',
      '--origins',
      'https://shop.example.com',
      '--feature',
      'socials=google,github',
      '--analytics',
      'off',
    ])
    expect(created.stderr).toBe('')
    expect(created.code).toBe(0)
    expect(created.stdout).toContain('shop  Shop')

    const updated = await run(['project', 'set', 'shop', '--feature', 'swaps=false', '--feature', 'nosuch=1'])
    expect(updated.code).toBe(1)
    expect(updated.stderr).toContain('Invalid --feature')

    const listed = await run(['project', 'list', '--json'])
    expect(listed.code).toBe(0)
    const projects = JSON.parse(listed.stdout) as {
      id: string
      features: object
      analyticsEnabled: boolean
      allowedOrigins: string[]
    }[]
    expect(projects.map((project) => project.id)).toEqual(['portico-local', 'shop'])
    expect(projects[1]).toMatchObject({
      analyticsEnabled: false,
      allowedOrigins: ['https://shop.example.com'],
      features: { socials: ['google', 'github'] },
    })
  }, 180_000)

  it('imports wallets, then serves them; SIGTERM shuts down cleanly', async () => {
    writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>')
    writeFileSync(
      join(dir, 'wallets.json'),
      JSON.stringify({
        schema: 'wallet-directory/1',
        wallets: [{ id: 'com.example', name: 'Example Wallet', logo: 'logo.svg' }],
      }),
    )
    const imported = await run(['import-wallets', 'wallets.json'])
    expect(imported.stderr).toBe('')
    expect(imported.stdout).toMatch(/^Imported 1 wallets and 1 logos \(revision \d+\)\./)

    const child: ChildProcess = spawn(process.execPath, [SERVER_BIN, '--port', '0', '--log-level', 'info'], {
      cwd: dir,
      env,
    })
    let output = ''
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line in: ${output}`)), 150_000)
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(match[1])
        }
      })
    })
    try {
      const wallets = (await (await fetch(`${url}/getWallets`)).json()) as {
        data: { name: string; image_url: string }[]
        count: number
      }
      expect(wallets.count).toBe(1)
      expect(wallets.data[0]).toMatchObject({
        name: 'Example Wallet',
        image_url: `${url}/getWalletImage/com.example`,
      })
      const config = (await (await fetch(`${url}/appkit/v1/config?projectId=shop`)).json()) as {
        features: object
      }
      expect(config.features).toMatchObject({ socials: ['google', 'github'] })
      expect(existsSync(`${dataDir}.lock`)).toBe(true)
      expect(output).toContain('"storage":"pglite"')
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
    }
    expect(output).toContain('shutting down')
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
  }, 240_000)
})

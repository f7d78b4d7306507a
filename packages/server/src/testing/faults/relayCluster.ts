import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { SERVER_BIN, SOURCE_NODE_ARGS } from '../sourceProgram.ts'

/** A free TCP port on 127.0.0.1 (the OS picks it, the listener is closed at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** A child process that a test can kill hard (SIGKILL) or stop, and whose exit it can await. */
export type ChildService = {
  port: number
  process: ChildProcess
  /** SIGKILL: no shutdown, no close frames, as a crashed machine. */
  kill(): Promise<void>
  /** SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>
}

function childService(child: ChildProcess, port: number): ChildService {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  return {
    port,
    process: child,
    async kill() {
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string, output: () => string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms:\n${output().slice(-2000)}`)
}

/**
 * A redis-server of its own on 127.0.0.1 with an append-only file synced on every write, so a restart
 * keeps the mailbox (a Redis without persistence loses it by design).
 */
export async function startRedis(options: { port?: number; dir: string }): Promise<ChildService> {
  const port = options.port ?? (await freePort())
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--dir',
      options.dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const service = childService(child, port)
  await waitFor(
    async () => output.includes('Ready to accept connections'),
    20_000,
    'redis-server',
    () => output,
  ).catch(async (error) => {
    await service.kill()
    throw error
  })
  return service
}

/**
 * The Portico server as a process of its own (`portico-server`, PGlite in memory), its relay on the
 * given Redis, as a second machine behind a load balancer would run it.
 */
export async function startServerProcess(options: {
  port?: number
  redisUrl: string
  redisKeyPrefix: string
  /** More environment for the process (e.g. PORTICO_ADMIN_TOKEN). */
  env?: Record<string, string> | undefined
}): Promise<ChildService & { url: string; relayUrl: string }> {
  const port = options.port ?? (await freePort())
  const child = spawn(
    process.execPath,
    [
      ...SOURCE_NODE_ARGS,
      SERVER_BIN,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--data-dir',
      'memory://',
      '--log-level',
      'warn',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        REDIS_URL: options.redisUrl,
        RELAY_REDIS_KEY_PREFIX: options.redisKeyPrefix,
        PORTICO_CONFIG: '',
        DATABASE_URL: '',
        ...options.env,
      },
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output = (output + String(chunk)).slice(-20_000)
  })
  child.stderr?.on('data', (chunk) => {
    output = (output + String(chunk)).slice(-20_000)
  })
  const url = `http://127.0.0.1:${port}`
  const service = childService(child, port)
  // Minutes, not seconds: on a loaded machine transpiling and migrating the server takes a while.
  await waitFor(
    async () => (await fetch(`${url}/health`)).ok,
    600_000,
    `portico-server on ${port}`,
    () => output,
  ).catch(async (error) => {
    await service.kill()
    throw error
  })
  return { ...service, url, relayUrl: `ws://127.0.0.1:${port}/relay` }
}

import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEVNET_ACCOUNT_ABSTRACTION } from '../contracts.ts'
import { DevnetError } from '../devnetError.ts'
import { startBundlerFront } from './startBundlerFront.ts'

/** The dev mnemonic's account 8 (a public test key): the bundler's executor, funded by anvil at genesis. */
export const DEVNET_BUNDLER_EXECUTOR = {
  address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
} as const

export type StartBundlerParameters = {
  /** The devnet chain's RPC URL the bundler reads and submits bundles to. */
  rpcUrl: string
  /** 0 picks a free port. Default 4337. */
  port?: number | undefined
  host?: string | undefined
  /** Milliseconds to wait for the bundler to answer. Default 60 000. A bundler already answering on a
   * fixed port (a previous `npm start`) is used as is, and `stop()` leaves it running. */
  timeout?: number | undefined
}

export type StartBundlerReturnType = {
  url: string
  port: number
  stop(): Promise<void>
}

/**
 * Starts a real ERC-4337 bundler (Pimlico's alto) for EntryPoint v0.7 on one devnet chain, listening
 * on 127.0.0.1 only. Like a hosted bundler, the same URL also answers the ERC-7677 paymaster methods
 * (`pm_getPaymasterStubData`, `pm_getPaymasterData`), sponsoring every operation with the devnet's
 * verifying paymaster. Anvil cannot run the JavaScript tracers the bundler's safe mode needs, so the
 * ERC-7562 storage rules are not enforced here; everything else (simulation, gas estimation, bundling,
 * receipts) is the bundler's own.
 *
 * @example
 * const bundler = await startBundler({ rpcUrl: 'http://127.0.0.1:8545', port: 0 })
 * // POST eth_sendUserOperation to bundler.url
 * await bundler.stop()
 */
export async function startBundler(parameters: StartBundlerParameters): Promise<StartBundlerReturnType> {
  const { rpcUrl, host = '127.0.0.1', timeout = 60_000 } = parameters
  if (parameters.port !== 0) {
    const running = `http://${host}:${parameters.port ?? 4337}`
    if (await answers(running)) return { url: running, port: parameters.port ?? 4337, stop: async () => {} }
  }
  const chainId = await readChainId(rpcUrl)
  const alto = await startAlto({ rpcUrl, host, timeout })
  let front: Awaited<ReturnType<typeof startBundlerFront>>
  try {
    front = await startBundlerFront({ bundlerUrl: alto.url, chainId, host, port: parameters.port ?? 4337 })
  } catch (error) {
    await alto.stop()
    throw error
  }
  return {
    url: front.url,
    port: front.port,
    stop: async () => {
      await front.close()
      await alto.stop()
    },
  }
}

/** alto on a free loopback port, behind the front that adds the paymaster methods. */
async function startAlto(parameters: { rpcUrl: string; host: string; timeout: number }) {
  const { rpcUrl, host, timeout } = parameters
  const port = await freePort(host)
  const require = createRequire(import.meta.url)
  const alto = join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
  const preload = fileURLToPath(new URL('./listenOnLoopback.mjs', import.meta.url))
  const child = spawn(
    process.execPath,
    [
      '--import',
      preload,
      alto,
      '--entrypoints',
      DEVNET_ACCOUNT_ABSTRACTION.entryPoint,
      '--executor-private-keys',
      DEVNET_BUNDLER_EXECUTOR.privateKey,
      '--utility-private-key',
      DEVNET_BUNDLER_EXECUTOR.privateKey,
      '--rpc-url',
      rpcUrl,
      '--port',
      String(port),
      '--safe-mode',
      'false',
      '--refilling-wallets',
      'false',
      '--utility-wallet-monitor',
      'false',
      '--enable-cors',
      'true',
      '--min-bundle-interval',
      '50',
      '--max-bundle-interval',
      '200',
      '--log-level',
      'warn',
    ],
    { env: { ...process.env, PORTICO_BUNDLER_HOST: host }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://${host}:${port}`
  const stop = () => stopChild(child)
  const deadline = Date.now() + timeout
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new DevnetError(`The bundler did not start on ${url}`, { cause: new Error(output.trim()) })
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, stop }
}

async function readChainId(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  const { result } = (await response.json()) as { result: string }
  return Number(result)
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    const body = (await response.json()) as { result?: unknown }
    return Array.isArray(body.result)
  } catch {
    return false
  }
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()))
    })
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
  })
}

import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEV_ACCOUNTS, getDevnetServerConfig, startDevnet } from '@portico/devnet'
import { attemptRelayConnection } from '@portico/testing/relay'
import { createWalletClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { buildPackagesOnce } from '../buildPackagesOnce.ts'
import { freePort } from '../faults/relayCluster.ts'
import { createScratchDatabase, expectIndexedOnce, isIndexerLeader, waitUntil } from '../indexerNodes.ts'
import { SERVER_BIN, SOURCE_NODE_ARGS } from '../sourceProgram.ts'

// docs/deploy.md, "Upgrades": a rolling restart sends SIGTERM; the node stops accepting, finishes the
// requests it has, closes relay sockets with the reconnect hint and exits within 10 s.
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

async function startServer(
  port: number,
  program: { args: string[]; env: NodeJS.ProcessEnv } = {
    args: [...SOURCE_NODE_ARGS, SERVER_BIN, '--port', String(port), '--data-dir', 'memory://'],
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', PORTICO_CONFIG: '' },
  },
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...program.args, '--log-level', 'info'], {
    env: program.env,
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
  // Minutes, not seconds: on a loaded machine transpiling and migrating the server takes a while.
  const deadline = Date.now() + 600_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portico-server exited ${child.exitCode}:\n${output}`)
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`portico-server did not start:\n${output}`)
}

describe('portico-server on SIGTERM', () => {
  it('finishes an in-flight request, closes relay sockets with 1012, refuses new connections and exits 0 within 10 s', async () => {
    const port = await freePort()
    const child = await startServer(port)
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once('exit', (code) => resolve({ code, at: Date.now() })),
    )

    const relay = await attemptRelayConnection(`ws://127.0.0.1:${port}/relay`)
    if (!relay.open) throw new Error(`relay refused: ${relay.status}`)
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      relay.socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    )

    // A request whose body is half sent when the signal arrives: the node must wait for the rest and answer.
    const inFlight = halfSentRequest(port)
    await new Promise((resolve) => setTimeout(resolve, 300))

    const signalled = Date.now()
    child.kill('SIGTERM')
    const close = await closed
    expect(close.code).toBe(1012)
    // New requests are turned away (503 while closing, then no listener) while the in-flight one is open.
    const late = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.status,
      () => 'refused',
    )
    expect([503, 'refused']).toContain(late)
    inFlight.finish()
    const response = await inFlight.answered
    expect(response.status).toBe(201)
    expect(JSON.parse(response.body)).toMatchObject({ nonce: expect.any(String) })

    const { code, at } = await exited
    expect(code).toBe(0)
    expect(at - signalled).toBeLessThan(10_000)
  }, 700_000)
})

/** A half-sent POST: the node must wait for the rest of its body and answer it. */
function halfSentRequest(port: number) {
  let answer: (value: { status: number; body: string }) => void = () => {}
  const answered = new Promise<{ status: number; body: string }>((resolve) => {
    answer = resolve
  })
  const request = httpRequest(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/v1/sessions/nonce?projectId=portico-local',
      headers: { 'content-type': 'application/json', 'content-length': '2', origin: 'http://localhost' },
    },
    (response) => {
      let body = ''
      response.on('data', (chunk) => {
        body += String(chunk)
      })
      response.on('end', () => answer({ status: response.statusCode ?? 0, body }))
    },
  )
  request.on('error', (error) => answer({ status: 0, body: error.message }))
  request.write('{')
  return { answered, finish: () => request.end('}') }
}

const databaseUrl = process.env.DATABASE_URL
const NETWORK = 'eip155:31337'

// docs/deploy.md, "Several nodes" and "Upgrades": a node stopped by SIGTERM gives its indexer lease up
// at once, while it still finishes its requests, so another node indexes on without waiting for the
// PostgreSQL session to end; the history has neither a gap nor a duplicate row.
describe.skipIf(!databaseUrl)('an indexing portico-server on SIGTERM', () => {
  const work = mkdtempSync(join(tmpdir(), 'portico-handover-'))
  let devnet: Awaited<ReturnType<typeof startDevnet>> | undefined
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined

  afterAll(async () => {
    await devnet?.stop()
    await database?.drop()
    rmSync(work, { recursive: true, force: true })
  })

  it('releases its indexer lease while finishing requests; another node takes over with no gap and no duplicate', async () => {
    await buildPackagesOnce()
    database = await createScratchDatabase(databaseUrl!, 'portico_handover')
    const nodeDatabaseUrl = database.url

    devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 }, reuseRunning: false })
    const devnetConfig = getDevnetServerConfig({ urls: devnet.urls })
    const configFile = join(work, 'portico.config.json')
    writeFileSync(
      configFile,
      JSON.stringify({
        networks: devnetConfig.networks.filter((network) => network.caipNetworkId === NETWORK),
        tokens: devnetConfig.tokens.filter((token) => token.caipNetworkId === NETWORK),
        prices: devnetConfig.prices,
        history: { indexer: { pollIntervalMs: 250 } },
      }),
    )
    const nodes = await Promise.all(
      [1, 2].map(async () => ({ port: await freePort(), metricsPort: await freePort() })),
    )
    const env = { ...process.env, DATABASE_URL: nodeDatabaseUrl, REDIS_URL: '', PORTICO_CONFIG: '' }
    const servers = await Promise.all(
      nodes.map((node) =>
        startServer(node.port, {
          args: [
            SERVER_BIN,
            '--port',
            String(node.port),
            '--metrics-port',
            String(node.metricsPort),
            '--config',
            configFile,
          ],
          env,
        }),
      ),
    )
    const leads = (index: number) => isIndexerLeader(nodes[index]!.metricsPort, NETWORK)
    await waitUntil(
      async () => (await leads(0)) || (await leads(1)),
      60_000,
      () => 'no indexer leader',
    )
    const holder = (await leads(0)) ? 0 : 1
    const other = 1 - holder
    const stopping = servers[holder]!

    // One transaction a block, before, during and after the handover.
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEV_ACCOUNTS[3].privateKey),
      transport: http(devnet.urls[31337]),
    })
    const hashes: string[] = []
    let sending = true
    const sender = (async () => {
      while (sending) {
        hashes.push(
          await wallet.sendTransaction({
            to: privateKeyToAccount(generatePrivateKey()).address,
            value: parseEther('0.001'),
            chain: null,
          }),
        )
        await new Promise((resolve) => setTimeout(resolve, 300))
      }
    })()
    await new Promise((resolve) => setTimeout(resolve, 2_000))

    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      stopping.once('exit', (code) => resolve({ code, at: Date.now() })),
    )
    const inFlight = halfSentRequest(nodes[holder]!.port)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const signalled = Date.now()
    stopping.kill('SIGTERM')
    // The other node asks for the lease every 5 s: it gets it while the stopping one still runs.
    await waitUntil(
      () => leads(other),
      15_000,
      () => 'the other node did not take the indexer over',
    )
    const takenOverMs = Date.now() - signalled
    expect(stopping.exitCode, 'the stopping node exited before the handover').toBeNull()
    inFlight.finish()
    expect((await inFlight.answered).status).toBe(201)
    const { code, at } = await exited
    expect(code).toBe(0)
    expect(at - signalled).toBeLessThan(10_000)
    expect(takenOverMs).toBeLessThan(at - signalled)

    await new Promise((resolve) => setTimeout(resolve, 2_000))
    sending = false
    await sender
    try {
      await expectIndexedOnce(
        nodeDatabaseUrl,
        NETWORK,
        hashes,
        'the indexer missed transactions across the handover',
      )
    } finally {
      servers[other]?.kill('SIGTERM')
    }
  }, 900_000)
})

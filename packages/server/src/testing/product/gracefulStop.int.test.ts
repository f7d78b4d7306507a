import { type ChildProcess, spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { attemptRelayConnection } from '@portico/testing/relay'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../faults/relayCluster.ts'
import { SERVER_BIN, SOURCE_NODE_ARGS } from '../sourceProgram.ts'

// docs/deploy.md, "Upgrades": a rolling restart sends SIGTERM; the node stops accepting, finishes the
// requests it has, closes relay sockets with the reconnect hint and exits within 10 s.
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      ...SOURCE_NODE_ARGS,
      SERVER_BIN,
      '--port',
      String(port),
      '--data-dir',
      'memory://',
      '--log-level',
      'info',
    ],
    {
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', PORTICO_CONFIG: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
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
    let answer: (value: { status: number; body: string }) => void = () => {}
    const answered = new Promise<{ status: number; body: string }>((resolve) => {
      answer = resolve
    })
    const inFlight = httpRequest(
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
    inFlight.on('error', (error) => answer({ status: 0, body: error.message }))
    inFlight.write('{')
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
    inFlight.end('}')
    const response = await answered
    expect(response.status).toBe(201)
    expect(JSON.parse(response.body)).toMatchObject({ nonce: expect.any(String) })

    const { code, at } = await exited
    expect(code).toBe(0)
    expect(at - signalled).toBeLessThan(10_000)
  }, 700_000)
})

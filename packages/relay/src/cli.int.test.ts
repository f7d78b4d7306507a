import { spawn, spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { connectTestClient, randomTopic } from './testing/connectTestClient.ts'
import { RELAY_BIN, SOURCE_NODE_ARGS } from './testing/sourceProgram.ts'

/** Each test starts the bin from its sources: tsx transpiles it first, seconds on a busy machine. */
const PROCESS_TEST_MS = 120_000

describe('portico-relay bin (docs/rules/api.md session protocol over a relay)', () => {
  it(
    'prints its options with --help',
    () => {
      const result = spawnSync(process.execPath, [...SOURCE_NODE_ARGS, RELAY_BIN, '--help'], {
        encoding: 'utf8',
      })
      expect(result.status).toBe(0)
      expect(result.stdout).toContain('Usage: portico-relay [options]')
      expect(result.stdout).toContain('RELAY_ALLOWED_AUDIENCES')
    },
    PROCESS_TEST_MS,
  )

  it(
    'runs standalone from PORT/HOST, relays messages, and exits cleanly on SIGTERM',
    async () => {
      const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', REDIS_URL: '' }
      const child = spawn(process.execPath, [...SOURCE_NODE_ARGS, RELAY_BIN], {
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      const url = await new Promise<string>((resolve, reject) => {
        let output = ''
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          const match = /listening on (\S+) \(storage: memory\)/.exec(output)
          if (match?.[1]) resolve(match[1])
        })
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)))
      })
      expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/relay$/)
      const dapp = await connectTestClient(url)
      const wallet = await connectTestClient(url.replace('127.0.0.1', 'localhost'), {})
      const topic = randomTopic()
      await dapp.request('irn_publish', { topic, message: 'standalone', ttl: 60, tag: 1 })
      await wallet.request('irn_subscribe', { topic })
      expect((await wallet.nextMessage()).data.message).toBe('standalone')
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      await Promise.all([dapp.close(), wallet.close()])
    },
    PROCESS_TEST_MS,
  )
})

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RunningRelay } from '@portico/relay'
import { build } from 'esbuild'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type * as DappEntry from './index.ts'
import { granted, requested } from './testing/pair.ts'
import { startTestRelay, testMetadata } from './testing/relay.ts'
import { createWalletClient } from './wallet/wallet.ts'

let relay: RunningRelay
let directory: string
let entry: typeof DappEntry
let inputs: string[]

beforeAll(async () => {
  relay = await startTestRelay()
  directory = await mkdtemp(join(tmpdir(), 'portico-wc-browser-'))
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    // The workspace's packages resolve to their sources, as in every other build here.
    conditions: ['portico-source'],
    outfile: join(directory, 'dapp.js'),
    metafile: true,
    logLevel: 'silent',
  })
  inputs = Object.keys(result.metafile.inputs)
  entry = (await import(pathToFileURL(join(directory, 'dapp.js')).href)) as typeof DappEntry
}, 30_000)

afterAll(async () => {
  await relay.close()
  await rm(directory, { recursive: true, force: true })
})

describe('the dapp side as a browser bundle (packages/walletconnect/README.md, docs/rules/states.md restore after reload)', () => {
  it('contains neither ws nor node: modules', () => {
    expect(inputs.filter((input) => input.includes('node_modules/ws/') || input.startsWith('node:'))).toEqual(
      [],
    )
    expect(inputs.some((input) => input.endsWith('relay/websocketBrowser.ts'))).toBe(true)
  })

  it('connects with the global WebSocket, keeps the session in IndexedDB and restores it after a reload', async () => {
    // What a browser provides: a global WebSocket and IndexedDB.
    const browserGlobals = globalThis as { WebSocket?: unknown; indexedDB?: unknown }
    browserGlobals.WebSocket = WebSocket
    browserGlobals.indexedDB = new IDBFactory()
    const wallet = await createWalletClient({
      relayUrl: relay.url,
      metadata: testMetadata('Wallet'),
      requestQueueDelay: 0,
    })
    try {
      wallet.on('session_proposal', ({ id }) => {
        wallet.approve({ id, namespaces: granted }).catch(() => undefined)
      })
      wallet.on('session_request', ({ id, topic }) => {
        wallet.respond({ topic, response: { id, result: '0xbrowser' } }).catch(() => undefined)
      })
      const page = await entry.createWalletConnectClient({
        relayUrl: relay.url,
        metadata: testMetadata('Browser dapp'),
      })
      const { uri, approval } = await page.connect({ namespaces: requested })
      await wallet.pair({ uri: uri ?? '' })
      const session = await approval()
      await page.close()

      const reloaded = await entry.createWalletConnectClient({
        relayUrl: relay.url,
        metadata: testMetadata('Browser dapp'),
      })
      expect(reloaded.getSessions().map((restored) => restored.topic)).toEqual([session.topic])
      expect(
        await reloaded.request({
          topic: session.topic,
          chainId: 'eip155:1',
          request: { method: 'personal_sign' },
        }),
      ).toBe('0xbrowser')
      await reloaded.disconnect({ topic: session.topic })
      await reloaded.close()
    } finally {
      await wallet.close()
      delete browserGlobals.WebSocket
      delete browserGlobals.indexedDB
    }
  })
})

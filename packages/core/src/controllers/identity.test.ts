import { afterEach, describe, expect, it } from 'vitest'
import { createPortico } from '../instance/createPortico.ts'
import { createMemoryStorage } from '../instance/environment.ts'
import { type DirectoryServer, startDirectoryServer } from './testing/directoryServer.ts'
import { createMemoryAdapter } from './testing/memoryAdapter.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let server: DirectoryServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function setup(storage = createMemoryStorage()) {
  server = await startDirectoryServer({
    identities: { [ADDRESS]: { name: 'alice.portico', avatar: 'https://images.test/alice.png' } },
  })
  const wallet = createMemoryAdapter({ address: ADDRESS })
  const portico = createPortico(
    { apiUrl: server.url, adapters: [wallet.adapter], analytics: false },
    { storage, isMobile: () => false, preloadImage: async () => {} },
  )
  portico.mount()
  return { portico, wallet, storage }
}

describe('account identity (SPEC §3 Identity, §7 GET /v1/identity/{address})', () => {
  it('resolves the name and avatar of a connected EVM account, and caches them locally', async () => {
    const { portico, storage } = await setup()
    await portico.connect({ connectorId: 'dev' })
    await expect.poll(() => portico.account.store.getState().profileName).toBe('alice.portico')
    expect(portico.account.store.getState().profileImage).toBe('https://images.test/alice.png')
    const request = server!.requests.find((r) => r.path === `/v1/identity/${ADDRESS}`)
    expect(request?.query.get('sender')).toBe(ADDRESS)
    expect(JSON.parse(storage.getItem('portico:identity')!)).toEqual({
      [ADDRESS.toLowerCase()]: { name: 'alice.portico', avatar: 'https://images.test/alice.png' },
    })
  })

  it('forgets the name when the wallet changes account, and after disconnect', async () => {
    const { portico, wallet } = await setup()
    await portico.connect({ connectorId: 'dev' })
    await expect.poll(() => portico.account.store.getState().profileName).toBe('alice.portico')
    wallet.emit('accountsChanged', { connectorId: 'dev', accounts: [{ address: OTHER }] })
    expect(portico.account.store.getState().profileName).toBeUndefined()
    await expect.poll(() => server!.requests.some((r) => r.path === `/v1/identity/${OTHER}`)).toBe(true)
    expect(portico.account.store.getState().profileName).toBeUndefined()
    await portico.disconnect()
    expect(portico.account.store.getState().profileName).toBeUndefined()
  })

  it('asks nothing before a connection (DESIGN §3)', async () => {
    await setup()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server!.requests).toHaveLength(0)
  })
})

import { createMemoryAdapter } from '@portico/testing/core/memoryAdapter'
import { startTestServer, type TestServer } from '@portico/testing/core/testServer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { createPortico } from '../instance/createPortico.ts'
import { createMemoryStorage } from '../storage/backends.ts'
import { IDENTITY_CACHE_KEY } from './identity.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ALICE = { name: 'alice.portico', avatar: 'https://images.test/alice.png' }

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 60_000)
afterAll(() => server?.close())
beforeEach(() => {
  server.requests.length = 0
})

function setup(storage = createMemoryStorage()) {
  const wallet = createMemoryAdapter({ address: ADDRESS })
  const portico = createPortico(
    { apiUrl: server.url, adapters: [wallet.adapter], analytics: false },
    { storage, isMobile: () => false, preloadImage: async () => {} },
  )
  portico.mount()
  return { portico, wallet, storage }
}

const identityRequests = (address: string) =>
  server.requests.filter((request) => request.path === `/v1/identity/${address}`)

/** A visitor who saw alice's name on a previous visit. */
function storageWithAlice() {
  const storage = createMemoryStorage()
  storage.setItem(IDENTITY_CACHE_KEY, JSON.stringify({ [ADDRESS.toLowerCase()]: ALICE }))
  return storage
}

describe('account identity (docs/rules/entities.md Identity, api.md GET /v1/identity/{address})', () => {
  it('docs/rules/api.md: asks the server for the connected account, with itself as sender, and caches the answer', async () => {
    const { portico, storage } = setup()
    await connect(portico, { connectorId: 'dev' })
    await expect.poll(() => storage.getItem(IDENTITY_CACHE_KEY)).toBeTruthy()
    expect(identityRequests(ADDRESS)).toHaveLength(1)
    expect(identityRequests(ADDRESS)[0]!.query.get('sender')).toBe(ADDRESS)
    // The server knows no name for a devnet account: the header keeps the shortened address.
    expect(JSON.parse(storage.getItem(IDENTITY_CACHE_KEY)!).state).toEqual({
      [ADDRESS.toLowerCase()]: { name: null, avatar: null },
    })
    expect(portico.account.store.getState().profileName).toBeUndefined()
  })

  it('docs/rules/entities.md Local cache keys: a cached name shows at once, then the server answer replaces it', async () => {
    const { portico } = setup(storageWithAlice())
    await connect(portico, { connectorId: 'dev' })
    expect(portico.account.store.getState()).toMatchObject({
      profileName: ALICE.name,
      profileImage: ALICE.avatar,
    })
    await expect.poll(() => portico.account.store.getState().profileName).toBeUndefined()
    expect(portico.account.store.getState().profileImage).toBeUndefined()
  })

  it('docs/rules/entities.md Account state: the name goes when the wallet changes account, and after disconnect', async () => {
    const { portico, wallet } = setup(storageWithAlice())
    await connect(portico, { connectorId: 'dev' })
    expect(portico.account.store.getState().profileName).toBe(ALICE.name)
    wallet.walletChange({ address: OTHER })
    expect(portico.account.store.getState()).toMatchObject({ address: OTHER, profileName: undefined })
    await expect.poll(() => identityRequests(OTHER)).toHaveLength(1)
    await disconnect(portico)
    expect(portico.account.store.getState()).toMatchObject({ status: 'disconnected', profileName: undefined })
  })

  it('docs/architecture.md: asks nothing before a connection', async () => {
    const { portico } = setup()
    await portico.intent()
    expect(server.requests.filter((request) => request.path.startsWith('/v1/identity/'))).toHaveLength(0)
  })
})

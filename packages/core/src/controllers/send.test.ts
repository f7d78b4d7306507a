import { afterEach, describe, expect, it } from 'vitest'
import { createPortico } from '../instance/createPortico.ts'
import { createMemoryStorage } from '../instance/environment.ts'
import { getWalletFeatures } from '../instance/walletFeatures.ts'
import { type DirectoryServer, startDirectoryServer } from './testing/directoryServer.ts'
import { createMemoryAdapter } from './testing/memoryAdapter.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const NAMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let server: DirectoryServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function sendController() {
  server = await startDirectoryServer({
    identities: { [NAMED]: { name: 'portico.eth', avatar: 'https://example.test/a.png' } },
  })
  const wallet = createMemoryAdapter({ address: ADDRESS })
  const portico = createPortico(
    { apiUrl: server.url, adapters: [wallet.adapter], analytics: false },
    { storage: createMemoryStorage() },
  )
  portico.mount()
  await portico.connect({ connectorId: 'dev' })
  return { portico, send: getWalletFeatures(portico).send }
}

describe('send state (SPEC §3 Send state, §4 Send, §7 identity)', () => {
  it('resolves the receiver name and avatar through the identity API, only for valid addresses', async () => {
    const { send } = await sendController()
    await send.setReceiver(NAMED)
    expect(send.store.getState()).toMatchObject({
      receiverAddress: NAMED,
      receiverProfileName: 'portico.eth',
      receiverProfileImageUrl: 'https://example.test/a.png',
    })
    await send.setReceiver('0x1234')
    expect(send.store.getState()).toMatchObject({ receiverAddress: '0x1234', receiverProfileName: undefined })
    // The connected account's own identity is looked up too (the Account header); count the receivers.
    const receiverLookups = server!.requests.filter(
      (request) => request.path.startsWith('/v1/identity/') && request.path !== `/v1/identity/${ADDRESS}`,
    )
    expect(receiverLookups.length).toBe(1)
    await send.setReceiver(ADDRESS)
    expect(send.store.getState().receiverProfileName).toBeUndefined()
  })

  it('without a wallet that can estimate gas the network fee is null, silently (SPEC §8)', async () => {
    const { send, portico } = await sendController()
    const [token] = await getWalletFeatures(portico).balances.fetch()
    send.setToken(token)
    send.setAmount('1')
    await send.setReceiver(NAMED)
    expect(await send.fetchNetworkFee()).toBeNull()
    expect(portico.toast.store.getState().open).toBe(false)
  })

  it('reset empties the state', async () => {
    const { send } = await sendController()
    send.setAmount('1')
    await send.setReceiver(NAMED)
    send.reset()
    expect(send.store.getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      loading: false,
    })
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { type DirectoryServer, startDirectoryServer } from '../controllers/testing/directoryServer.ts'
import { createMemoryAdapter, TEST_NETWORKS } from '../controllers/testing/memoryAdapter.ts'
import { createPortico } from './createPortico.ts'
import { createMemoryStorage } from './environment.ts'

let server: DirectoryServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function setup(options: { reject?: { code: number; message: string }; features?: unknown } = {}) {
  server = await startDirectoryServer({ features: options.features })
  const wallet = createMemoryAdapter({ address: ADDRESS, reject: options.reject })
  const portico = createPortico(
    { apiUrl: server.url, projectId: 'demo', adapters: [wallet.adapter], features: { email: true } },
    { storage: createMemoryStorage(), isMobile: () => false, preloadImage: async () => {} },
  )
  return { portico, wallet, server }
}

describe('createPortico (DESIGN §2, issue 4)', () => {
  it('makes no network request at construction, nor when mounted', async () => {
    const { portico, server } = await setup()
    portico.mount()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests).toHaveLength(0)
    expect(portico.connectors.store.getState().connectors.map((c) => c.id)).toEqual(['dev'])
  })

  it('is SSR-safe: constructs without window or document', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const portico = createPortico()
    expect(portico.options.apiUrl).toBe('http://127.0.0.1:8787')
    expect(portico.router.store.getState().view).toBe('Connect')
  })

  it('keeps two instances independent', async () => {
    const { portico } = await setup()
    const other = createPortico(
      { apiUrl: server!.url, themeMode: 'dark' },
      { storage: createMemoryStorage() },
    )
    portico.setThemeMode('light')
    portico.router.push('AllWallets')
    expect(other.router.store.getState().view).toBe('Connect')
    expect(other.theme.store.getState().themeMode).toBe('dark')
    expect(portico.theme.store.getState().themeMode).toBe('light')
  })

  it('first intent fetches config, analytics config, INITIALIZE and the wallet lists, once', async () => {
    const { portico, server } = await setup({ features: { email: false, swaps: false } })
    await Promise.all([portico.intent(), portico.intent()])
    const paths = server.requests.map((request) => request.path).sort()
    expect(paths).toEqual(['/appkit/v1/config', '/e', '/getAnalyticsConfig', '/getWallets'])
    expect(portico.optionsStore.getState().features).toMatchObject({ email: false, swaps: false, send: true })
    expect(portico.wallets.store.getState().recommended).toHaveLength(4)
  })

  it('prefetches connector images once on the first intent (SPEC §4 Wallet loading)', async () => {
    server = await startDirectoryServer()
    const wallet = createMemoryAdapter({
      address: ADDRESS,
      connectors: [
        { id: 'ledger', name: 'Ledger', chain: 'eip155', type: 'EXTERNAL', imageId: 'ledger-image' },
      ],
    })
    const preloaded: string[] = []
    const portico = createPortico(
      { apiUrl: server.url, adapters: [wallet.adapter] },
      { storage: createMemoryStorage(), preloadImage: async (url) => void preloaded.push(url) },
    )
    portico.mount()
    await Promise.all([portico.intent(), portico.intent()])
    expect(preloaded.filter((url) => url.includes('/getWalletImage/ledger-image?'))).toHaveLength(1)
  })

  it('open() tracks MODAL_OPEN and close() tracks MODAL_CLOSE with the connected flag', async () => {
    const { portico, server } = await setup()
    portico.open()
    await portico.intent()
    portico.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const events = server.requests
      .filter((request) => request.path === '/e')
      .map((request) => (request.body as { props: { event: string; properties: unknown } }).props)
    expect(events.map((event) => event.event).sort()).toEqual(['INITIALIZE', 'MODAL_CLOSE', 'MODAL_OPEN'])
    expect(events.find((event) => event.event === 'MODAL_CLOSE')!.properties).toEqual({ connected: false })
  })

  it('connects through a chain adapter and opens on Account afterwards', async () => {
    const { portico } = await setup()
    portico.mount()
    const connection = await portico.connect({ connectorId: 'dev' })
    expect(connection.accounts[0]!.address).toBe(ADDRESS)
    const account = portico.account.store.getState()
    expect(account).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
    })
    expect(account.connectedWalletInfo?.name).toBe('Portico Dev Wallet')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(portico.account.store.getState()).toMatchObject({ balance: '1.23456', balanceSymbol: 'ETH' })
    portico.open()
    expect(portico.router.store.getState().view).toBe('Account')
    await portico.disconnect()
    expect(portico.account.store.getState().status).toBe('disconnected')
    expect(portico.modal.store.getState().open).toBe(false)
  })

  it("maps a 4001 answer to 'Connection rejected' (SPEC §8)", async () => {
    const { portico } = await setup({ reject: { code: 4001, message: 'User rejected the request.' } })
    portico.mount()
    await expect(portico.connect({ connectorId: 'dev' })).rejects.toMatchObject({
      shortMessage: 'Connection rejected',
    })
    expect(portico.account.store.getState().status).toBe('disconnected')
  })

  it("maps other failures to 'Failed to connect' and reports them", async () => {
    const { portico, server } = await setup({ reject: { code: -32603, message: 'boom' } })
    portico.mount()
    await expect(portico.connect({ connectorId: 'dev' })).rejects.toMatchObject({
      shortMessage: 'Failed to connect',
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const report = server.requests.find(
      (request) =>
        request.path === '/e' && (request.body as { props: { type: string } }).props.type === 'error',
    )
    expect(report).toBeDefined()
  })

  it('opens UnsupportedChain when the wallet moves to a network the dapp does not support (SPEC §4)', async () => {
    const { portico, wallet } = await setup()
    portico.mount()
    await portico.connect({ connectorId: 'dev' })
    wallet.emit('chainChanged', { connectorId: 'dev', chainId: 999 })
    expect(portico.modal.store.getState().open).toBe(true)
    expect(portico.router.store.getState().view).toBe('UnsupportedChain')
    expect(portico.account.store.getState().caipAddress).toBe(`eip155:999:${ADDRESS}`)
    expect(portico.networks.store.getState().caipNetwork).toBeUndefined()
  })

  it('stays closed on an unsupported network when unsupported chains are allowed or switching is disabled', async () => {
    for (const flags of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const wallet = createMemoryAdapter({ address: ADDRESS })
      const portico = createPortico(
        { apiUrl: 'http://127.0.0.1:9', adapters: [wallet.adapter], ...flags },
        { storage: createMemoryStorage(), isMobile: () => false },
      )
      portico.mount()
      await portico.connect({ connectorId: 'dev' })
      wallet.emit('chainChanged', { connectorId: 'dev', chainId: 999 })
      expect(portico.modal.store.getState().open).toBe(false)
    }
  })

  it('restores a persisted connection on mount and follows adapter events', async () => {
    const { portico, wallet } = await setup()
    portico.mount()
    await portico.connect({ connectorId: 'dev' })
    await portico.switchNetwork(TEST_NETWORKS[1]!)
    expect(portico.networks.store.getState().caipNetwork?.id).toBe(31338)
    expect(portico.account.store.getState().caipAddress).toBe(`eip155:31338:${ADDRESS}`)
    wallet.emit('accountsChanged', { connectorId: 'dev', accounts: [] })
    expect(portico.account.store.getState().status).toBe('disconnected')
  })
})

import { createMemoryAdapter, TEST_NETWORKS } from '@portico/testing/core/memoryAdapter'
import {
  makeWallets,
  startTestServer,
  type TestServer,
  writeWalletDirectory,
} from '@portico/testing/core/testServer'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeModal } from '../actions/closeModal.ts'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { openModal } from '../actions/openModal.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { createMemoryStorage } from '../storage/backends.ts'
import { createPortico } from './createPortico.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seedWalletsFile: await writeWalletDirectory(makeWallets(12)) })
  await server.createProject('no-email', { features: { email: false, swaps: false } })
}, 60_000)
afterAll(() => server?.close())
beforeEach(() => {
  server.requests.length = 0
})

/** Analytics come from a page: the server refuses events without its URL (docs/rules/api.md body: url, domain). */
const onPage = () => vi.stubGlobal('location', new URL('http://localhost:5173/shop'))
afterEach(() => {
  vi.unstubAllGlobals()
})

/** Lets the requests a call started without awaiting reach the server. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function setup(options: { reject?: { code: number; message: string }; projectId?: string } = {}) {
  const wallet = createMemoryAdapter({ address: ADDRESS, reject: options.reject })
  const portico = createPortico(
    {
      apiUrl: server.url,
      projectId: options.projectId ?? 'portico-local',
      adapters: [wallet.adapter],
      features: { email: true },
    },
    { storage: createMemoryStorage(), isMobile: () => false, preloadImage: async () => {} },
  )
  return { portico, wallet, server }
}

describe('createPortico (docs/architecture.md, issue 4)', () => {
  it('makes no network request at construction, nor when mounted', async () => {
    const { portico } = await setup()
    portico.mount()
    await settle()
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
    const { portico } = await setup({ projectId: 'no-email' })
    await Promise.all([portico.intent(), portico.intent()])
    const paths = server.requests.map((request) => request.path).sort()
    expect(paths).toEqual(['/appkit/v1/config', '/e', '/getAnalyticsConfig', '/getWallets'])
    expect(portico.optionsStore.getState().features).toMatchObject({ email: false, swaps: false, send: true })
    expect(portico.wallets.store.getState().recommended).toHaveLength(4)
  })

  it('sends the wallet lists and the remote features right after the first frame of the intent; analytics wait for idle', async () => {
    onPage()
    const idle: (() => void)[] = []
    const painted: (() => void)[] = []
    const portico = createPortico(
      {
        apiUrl: server.url,
        projectId: 'portico-local',
        adapters: [createMemoryAdapter({ address: ADDRESS }).adapter],
      },
      {
        storage: createMemoryStorage(),
        preloadImage: async () => {},
        whenIdle: (callback) => void idle.push(callback),
        afterPaint: (callback) => void painted.push(callback),
      },
    )
    portico.mount()
    const intent = portico.intent()
    openModal(portico)
    // Nothing is sent before the frame the click is waiting for.
    await settle()
    expect(server.requests).toEqual([])
    expect(painted).toHaveLength(1)
    painted[0]!()
    await expect.poll(() => portico.wallets.store.getState().listed).toBe(true)
    await settle()
    expect(server.requests.map((request) => request.path).sort()).toEqual([
      '/appkit/v1/config',
      '/getWallets',
    ])
    const drain = setInterval(() => {
      for (const callback of idle.splice(0)) callback()
    }, 10)
    await intent.finally(() => clearInterval(drain))
    await expect.poll(() => server.requests.filter((request) => request.path === '/e').length).toBe(2)
    expect(server.requests.map((request) => request.path).sort()).toEqual([
      '/appkit/v1/config',
      '/e',
      '/e',
      '/getAnalyticsConfig',
      '/getWallets',
    ])
  })

  it('prefetches connector images once on the first intent (docs/rules/states.md Wallet loading)', async () => {
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
    onPage()
    const { portico } = await setup()
    openModal(portico)
    await portico.intent()
    closeModal(portico)
    await expect.poll(() => server.requests.filter((request) => request.path === '/e').length).toBe(3)
    const events = server.requests
      .filter((request) => request.path === '/e')
      .map((request) => (request.body as { props: { event: string; properties: unknown } }).props)
    expect(events.map((event) => event.event).sort()).toEqual(['INITIALIZE', 'MODAL_CLOSE', 'MODAL_OPEN'])
    expect(events.find((event) => event.event === 'MODAL_CLOSE')!.properties).toEqual({ connected: false })
    expect(
      server.requests.filter((request) => request.path === '/e').map((request) => request.status),
    ).toEqual([202, 202, 202])
  })

  it('connects through a chain adapter and opens on Account afterwards', async () => {
    const { portico } = await setup()
    portico.mount()
    const connection = await connect(portico, { connectorId: 'dev' })
    expect(connection.accounts[0]!.address).toBe(ADDRESS)
    const account = portico.account.store.getState()
    expect(account).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
    })
    expect(account.connectedWalletInfo?.name).toBe('Portico Dev Wallet')
    await expect.poll(() => portico.account.store.getState().balance).toBe('1.23456')
    expect(portico.account.store.getState().balanceSymbol).toBe('ETH')
    openModal(portico)
    expect(portico.router.store.getState().view).toBe('Account')
    await disconnect(portico)
    expect(portico.account.store.getState().status).toBe('disconnected')
    expect(portico.modal.store.getState().open).toBe(false)
  })

  it("maps a 4001 answer to 'Connection rejected' (docs/rules/errors.md)", async () => {
    const { portico } = await setup({ reject: { code: 4001, message: 'User rejected the request.' } })
    portico.mount()
    await expect(connect(portico, { connectorId: 'dev' })).rejects.toMatchObject({
      shortMessage: 'Connection rejected',
    })
    expect(portico.account.store.getState().status).toBe('disconnected')
  })

  it("maps other failures to 'Failed to connect' and reports them", async () => {
    onPage()
    const { portico } = await setup({ reject: { code: -32603, message: 'boom' } })
    portico.mount()
    await expect(connect(portico, { connectorId: 'dev' })).rejects.toMatchObject({
      shortMessage: 'Failed to connect',
    })
    const reports = () =>
      server.requests.filter(
        (request) =>
          request.path === '/e' && (request.body as { props: { type?: string } }).props.type === 'error',
      )
    await expect.poll(() => reports().length).toBe(1)
    expect(reports()[0]!.body).toMatchObject({
      props: { errorMessage: expect.stringContaining('Failed to connect') },
    })
  })

  it('opens UnsupportedChain when the wallet moves to a network the dapp does not support (docs/rules/states.md)', async () => {
    const { portico, wallet } = await setup()
    portico.mount()
    await connect(portico, { connectorId: 'dev' })
    wallet.walletChange({ chainId: 999 })
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
      await connect(portico, { connectorId: 'dev' })
      wallet.walletChange({ chainId: 999 })
      expect(portico.modal.store.getState().open).toBe(false)
    }
  })

  it('follows the wallet: a network switch moves the account, a wallet-side disconnect ends it', async () => {
    const { portico, wallet } = await setup()
    portico.mount()
    await connect(portico, { connectorId: 'dev' })
    await switchNetwork(portico, { caipNetwork: TEST_NETWORKS[1]! })
    expect(portico.networks.store.getState().caipNetwork?.id).toBe(31338)
    expect(portico.account.store.getState().caipAddress).toBe(`eip155:31338:${ADDRESS}`)
    wallet.walletDisconnect('dev')
    expect(portico.account.store.getState().status).toBe('disconnected')
  })
})

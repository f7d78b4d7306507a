import { afterEach, describe, expect, it, vi } from 'vitest'
import { WagmiAdapter } from './adapters/wagmi.ts'
import { type AppKit, createAppKit } from './createAppKit.ts'
import { getAppKit } from './instance.ts'
import { defineChain } from './networks/defineChain.ts'
import { startLocalApi } from './test/localApi.ts'
import { waitForDialog } from './test/modal.ts'

const devnetA = defineChain({
  id: 31337,
  name: 'Portico Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const devnetB = defineChain({
  id: 31338,
  name: 'Portico Devnet B',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})
const networks = [devnetA, devnetB] as const

const apiUrl = startLocalApi()
let appKit: AppKit | undefined
afterEach(async () => {
  await appKit?.close()
  // The modal and the adapters load their chunks on idle and on intent; a load still running when the
  // file's environment is torn down would fail there, on a loaded machine.
  await vi.dynamicImportSettled()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('createAppKit: AppKit options on Portico', () => {
  it('maps the options and becomes the page AppKit', () => {
    appKit = createAppKit({
      apiUrl: apiUrl(),
      projectId: 'portico-local',
      networks,
      defaultNetwork: devnetB,
      metadata: { name: 'My dapp', description: 'd', url: 'http://127.0.0.1', icons: [] },
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#ff0000', '--w3m-border-radius-master': '2px' },
      features: { swaps: false, history: false, connectMethodsOrder: ['wallet', 'email', 'social'] },
      featuredWalletIds: ['a'],
      excludeWalletIds: ['b'],
    })
    const { options } = appKit.portico
    expect(getAppKit()).toBe(appKit)
    expect(options.apiUrl).toBe(apiUrl())
    expect(options.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    expect(options.features).toMatchObject({ swaps: false, activity: false })
    expect(options.featuredWalletIds).toEqual(['a'])
    expect(options.excludeWalletIds).toEqual(['b'])
    expect(appKit.getCaipNetworkId()).toBe('eip155:31338')
    expect(appKit.getThemeMode()).toBe('dark')
    expect(appKit.portico.theme.store.getState().themeVariables).toEqual({
      '--portico-accent': '#ff0000',
      '--portico-border-radius-master': '2px',
    })
    expect(appKit.getThemeVariables()).toEqual({
      '--w3m-accent': '#ff0000',
      '--w3m-border-radius-master': '2px',
    })
  })

  it('warns once for each option Portico cannot honour, and not for the ones it can', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const parameters = {
      apiUrl: apiUrl(),
      networks,
      termsConditionsUrl: 'https://example.com/terms',
      themeVariables: { '--w3m-color-mix': '#00ff00', '--w3m-accent': '#123456' },
    }
    appKit = createAppKit(parameters)
    appKit = createAppKit(parameters)
    const messages = warn.mock.calls.map(([message]) => String(message))
    expect(messages.filter((message) => message.includes('termsConditionsUrl'))).toHaveLength(1)
    expect(messages.filter((message) => message.includes('--w3m-color-mix'))).toHaveLength(1)
    expect(messages.some((message) => message.includes("themeVariables['--w3m-accent']"))).toBe(false)
  })

  it('opens AppKit views by name, WhatIsANetwork as Networks, and reports the modal state', async () => {
    const adapters = [new WagmiAdapter({ networks: [...networks] })]
    appKit = createAppKit({ apiUrl: apiUrl(), networks, adapters })
    const states: boolean[] = [false]
    const stop = appKit.subscribeState((state) => {
      if (states.at(-1) !== state.open) states.push(state.open)
    })
    await appKit.open({ view: 'Networks' })
    expect(appKit.getState()).toMatchObject({
      open: true,
      view: 'Networks',
      selectedNetworkId: 'eip155:31337',
    })
    await waitForDialog('Portico Devnet B')
    await appKit.close()
    await appKit.open({ view: 'WhatIsANetwork' })
    expect(appKit.getState().view).toBe('Networks')
    await waitForDialog('Portico Devnet B')
    await appKit.close()
    stop()
    expect(states).toEqual([false, true, false, true, false])
  })

  it('switches the network without a wallet and tells subscribeNetwork and subscribeEvents', async () => {
    appKit = createAppKit({ apiUrl: apiUrl(), networks, features: { analytics: false } })
    const seen: (string | number | undefined)[] = []
    const events: string[] = []
    appKit.subscribeNetwork((network) => seen.push(network.chainId))
    appKit.subscribeEvents((event) => events.push(event.data.event))
    await appKit.switchNetwork(devnetB)
    expect(appKit.getChainId()).toBe(31338)
    expect(seen).toEqual([31338])
    expect(events).toContain('SWITCH_NETWORK')
    await expect(appKit.switchNetwork(defineChain({ ...devnetA, id: 1, name: 'Other' }))).rejects.toThrow(
      'The network is not among the AppKit networks.',
    )
  })

  it('reads the account as AppKit shapes it while disconnected', () => {
    appKit = createAppKit({ apiUrl: apiUrl(), networks })
    expect(appKit.getAccount()).toEqual({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      allAccounts: [],
      embeddedWalletInfo: undefined,
    })
    expect(appKit.getIsConnectedState()).toBe(false)
    expect(appKit.getAddress()).toBeUndefined()
  })

  it('turns a WagmiAdapter into the EVM adapter on its wagmi config', () => {
    const wagmiAdapter = new WagmiAdapter({ networks: [...networks], projectId: 'portico-local' })
    expect(wagmiAdapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    appKit = createAppKit({ apiUrl: apiUrl(), networks, adapters: [wagmiAdapter] })
    expect(appKit.portico.options.adapters.map((adapter) => adapter.namespace)).toEqual(['eip155'])
    expect(appKit.portico.options.adapters[0]!.networks).toHaveLength(2)
  })
})

describe('<appkit-*> elements', () => {
  it("render Portico's buttons and show the connect and account variants by the connection", async () => {
    appKit = createAppKit({ apiUrl: apiUrl(), networks })
    document.body.innerHTML =
      '<appkit-button balance="hide"></appkit-button><appkit-connect-button></appkit-connect-button><appkit-account-button></appkit-account-button><appkit-network-button></appkit-network-button>'
    const inner = (tag: string) => document.querySelector(tag)!.shadowRoot!.lastElementChild!
    const button = (tag: string) => inner(tag).shadowRoot?.querySelector('button') ?? null
    await vi.waitFor(() => expect(button('appkit-button')?.textContent).toBe('Connect Wallet'))
    expect(inner('appkit-button').hasAttribute('hide-balance')).toBe(true)
    await vi.waitFor(() => expect(button('appkit-network-button')?.textContent).toMatch(/Portico Devnet A$/))
    expect((document.querySelector('appkit-connect-button') as HTMLElement).hidden).toBe(false)
    expect((document.querySelector('appkit-account-button') as HTMLElement).hidden).toBe(true)
  })
})

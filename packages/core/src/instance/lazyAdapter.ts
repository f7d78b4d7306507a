import type { AdapterContext, ChainAdapter } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { CaipNetwork } from '../caip/types.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'

export type LazyAdapterParameters = {
  namespace: ChainNamespace
  networks: readonly CaipNetwork[]
  /** Loads and creates the real adapter, e.g. `() => import('@portico/evm').then(m => m.createEvmAdapter(...))`. */
  load: () => Promise<ChainAdapter>
  /**
   * Reports connectors before the code loads (e.g. `discoverInjectedConnectors` from
   * `@portico/evm/discovery`), so installed wallets are listed at once. Returns its cleanup; it stops
   * when the adapter takes over.
   */
  discover?: ((context: AdapterContext) => () => void) | undefined
}

/**
 * A chain adapter whose code loads on the first intent, a persisted connection or the first call,
 * so a page that never opens the modal does not download it (docs/architecture.md initial bundle).
 *
 * @example
 * const evm = lazyAdapter({ namespace: 'eip155', networks, load: async () => (await import('@portico/evm')).createEvmAdapter({ networks }) })
 */
export function lazyAdapter(parameters: LazyAdapterParameters): ChainAdapter {
  let context: AdapterContext | undefined
  let adapter: ChainAdapter | undefined
  let loading: Promise<ChainAdapter> | undefined
  let cleanup: (() => void) | undefined
  let stopDiscovery: (() => void) | undefined

  function start() {
    if (!context) return
    if (!adapter) {
      stopDiscovery ??= parameters.discover?.(context)
      return
    }
    stopDiscovery?.()
    stopDiscovery = undefined
    cleanup ??= adapter.setup(context)
  }

  function load(): Promise<ChainAdapter> {
    loading ??= parameters.load().then((loaded) => {
      adapter = loaded
      start()
      return loaded
    })
    return loading
  }

  return {
    namespace: parameters.namespace,
    networks: parameters.networks,
    setup(setupContext) {
      context = setupContext
      start()
      return () => {
        stopDiscovery?.()
        stopDiscovery = undefined
        cleanup?.()
        cleanup = undefined
        context = undefined
      }
    },
    async preload(preloadParameters) {
      await (await load()).preload?.(preloadParameters)
    },
    connect: async (connectParameters) => (await load()).connect(connectParameters),
    reconnect: async (reconnectParameters) => (await load()).reconnect(reconnectParameters),
    disconnect: async (disconnectParameters) => (await load()).disconnect(disconnectParameters),
    switchConnection: async (switchParameters) => (await load()).switchConnection(switchParameters),
    switchNetwork: async (switchParameters) => (await load()).switchNetwork(switchParameters),
    getBalance: async (balanceParameters) => (await load()).getBalance(balanceParameters),
    estimateTransfer: async (transfer) => (await load()).estimateTransfer(transfer),
    transfer: async (transfer) => (await load()).transfer(transfer),
    async sendTransaction(transaction) {
      const loaded = await load()
      if (!loaded.sendTransaction) throw new UnsupportedChainError()
      return loaded.sendTransaction(transaction)
    },
    signMessage: async (signParameters) => (await load()).signMessage(signParameters),
    getCapabilities: async (capabilityParameters) => (await load()).getCapabilities(capabilityParameters),
    async getWalletAssets(account) {
      const loaded = await load()
      return loaded.getWalletAssets ? loaded.getWalletAssets(account) : undefined
    },
    async sendCalls(callsParameters) {
      const loaded = await load()
      if (!loaded.sendCalls) throw new UnsupportedChainError()
      return loaded.sendCalls(callsParameters)
    },
    async getCallsStatus(statusParameters) {
      const loaded = await load()
      if (!loaded.getCallsStatus) throw new UnsupportedChainError()
      return loaded.getCallsStatus(statusParameters)
    },
    async showCallsStatus(statusParameters) {
      const loaded = await load()
      if (!loaded.showCallsStatus) throw new UnsupportedChainError()
      return loaded.showCallsStatus(statusParameters)
    },
    async grantPermissions(grantParameters) {
      const loaded = await load()
      if (!loaded.grantPermissions) throw new UnsupportedChainError()
      return loaded.grantPermissions(grantParameters)
    },
    async revokePermissions(revokeParameters) {
      const loaded = await load()
      if (!loaded.revokePermissions) throw new UnsupportedChainError()
      return loaded.revokePermissions(revokeParameters)
    },
    async getPermissions(account) {
      const loaded = await load()
      if (!loaded.getPermissions) throw new UnsupportedChainError()
      return loaded.getPermissions(account)
    },
    async sendSessionCalls(sessionParameters) {
      const loaded = await load()
      if (!loaded.sendSessionCalls) throw new UnsupportedChainError()
      return loaded.sendSessionCalls(sessionParameters)
    },
  }
}

import type { AdapterContext, ChainAdapter } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { CaipNetwork } from '../caip/types.ts'
import { UnsupportedChainError } from '../errors/transactions.ts'

export type LazyAdapterParameters = {
  namespace: ChainNamespace
  networks: readonly CaipNetwork[]
  /** Loads and creates the real adapter, e.g. `() => import('@portico/evm').then(m => m.createEvmAdapter(...))`. */
  load: () => Promise<ChainAdapter>
}

/**
 * A chain adapter whose code loads on the first intent, a persisted connection or the first call,
 * so a page that never opens the modal does not download it (DESIGN §3 initial bundle).
 *
 * @example
 * const evm = lazyAdapter({ namespace: 'eip155', networks, load: async () => (await import('@portico/evm')).createEvmAdapter({ networks }) })
 */
export function lazyAdapter(parameters: LazyAdapterParameters): ChainAdapter {
  let context: AdapterContext | undefined
  let adapter: ChainAdapter | undefined
  let loading: Promise<ChainAdapter> | undefined
  let cleanup: (() => void) | undefined

  function start() {
    if (adapter && context && !cleanup) cleanup = adapter.setup(context)
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
        cleanup?.()
        cleanup = undefined
        context = undefined
      }
    },
    async preload() {
      await load()
    },
    connect: async (connectParameters) => (await load()).connect(connectParameters),
    reconnect: async (reconnectParameters) => (await load()).reconnect(reconnectParameters),
    disconnect: async (disconnectParameters) => (await load()).disconnect(disconnectParameters),
    switchNetwork: async (switchParameters) => (await load()).switchNetwork(switchParameters),
    getBalance: async (balanceParameters) => (await load()).getBalance(balanceParameters),
    signMessage: async (signParameters) => (await load()).signMessage(signParameters),
    async getCapabilities(capabilityParameters) {
      const loaded = await load()
      return loaded.getCapabilities ? loaded.getCapabilities(capabilityParameters) : {}
    },
    async request(requestParameters) {
      const loaded = await load()
      if (!loaded.request) throw new Error(`The ${parameters.namespace} adapter does not support request().`)
      return loaded.request(requestParameters)
    },
    async sendTransaction(transaction) {
      const loaded = await load()
      if (!loaded.sendTransaction) throw new UnsupportedChainError()
      return loaded.sendTransaction(transaction)
    },
    async writeContract(call) {
      const loaded = await load()
      if (!loaded.writeContract) throw new UnsupportedChainError()
      return loaded.writeContract(call)
    },
  }
}

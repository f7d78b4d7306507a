import type { AdapterContext, ChainAdapter, Connection, Connector } from '../../adapters/types.ts'
import { toCaipNetworkId } from '../../caip/caipNetworkId.ts'
import type { CaipNetwork } from '../../caip/types.ts'

export const TEST_NETWORKS: CaipNetwork[] = [
  {
    id: 31337,
    caipNetworkId: toCaipNetworkId('eip155:31337'),
    chainNamespace: 'eip155',
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  },
  {
    id: 31338,
    caipNetworkId: toCaipNetworkId('eip155:31338'),
    chainNamespace: 'eip155',
    name: 'Devnet 2',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  },
]

/**
 * An in-memory wallet behind the ChainAdapter interface: it holds one account, approves or rejects
 * connection requests as told, and reports events like a real adapter.
 */
export function createMemoryAdapter(parameters: {
  address: string
  connectors?: Connector[]
  reject?: { code: number; message: string } | undefined
}) {
  let context: AdapterContext | undefined
  let chainId: number | string = 31337
  const state: {
    reject: { code: number; message: string } | undefined
    rejectSwitch: { code: number; message: string } | undefined
    setups: number
    /** Requests the wallet received, to see that a view asks once. */
    connects: number
    switches: number
  } = { reject: parameters.reject, rejectSwitch: undefined, setups: 0, connects: 0, switches: 0 }
  const connectors: Connector[] = parameters.connectors ?? [
    {
      id: 'dev',
      name: 'Portico Dev Wallet',
      chain: 'eip155',
      type: 'ANNOUNCED',
      rdns: 'dev.portico',
      installed: true,
    },
  ]
  const connection = (connectorId: string): Connection => ({
    connectorId,
    accounts: [{ address: parameters.address, type: 'eoa' }],
    chainId,
  })
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    networks: TEST_NETWORKS,
    setup(setupContext) {
      state.setups++
      context = setupContext
      setupContext.emit('connectorsChanged', { connectors })
      return () => {
        context = undefined
      }
    },
    async connect({ connectorId, caipNetwork }) {
      state.connects++
      if (state.reject) throw Object.assign(new Error(state.reject.message), { code: state.reject.code })
      if (caipNetwork) chainId = caipNetwork.id
      return connection(connectorId)
    },
    async reconnect({ connectorId }) {
      return connection(connectorId)
    },
    async disconnect({ connectorId }) {
      context?.emit('disconnected', { connectorId })
    },
    async switchNetwork({ connectorId, caipNetwork }) {
      state.switches++
      if (state.rejectSwitch) {
        throw Object.assign(new Error(state.rejectSwitch.message), { code: state.rejectSwitch.code })
      }
      chainId = caipNetwork.id
      context?.emit('chainChanged', { connectorId, chainId })
    },
    async getBalance() {
      return { value: '1.23456', symbol: 'ETH' }
    },
    async signMessage({ message }) {
      return `signed:${message}`
    },
  }
  return { adapter, state, emit: (...args: Parameters<AdapterContext['emit']>) => context?.emit(...args) }
}

import {
  type AdapterContext,
  type AdapterTransfer,
  type CaipNetwork,
  type ChainAdapter,
  type Connection,
  type Connector,
  type TokenBalance,
  toCaipNetworkId,
} from '@portico/core'

type WalletError = { code: number; message: string }

const walletError = (error: WalletError) => Object.assign(new Error(error.message), { code: error.code })

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
  reject?: WalletError | undefined
  /** The wallet's own token list (asset discovery); without it the adapter has no `getWalletAssets`. */
  walletAssets?: readonly TokenBalance[] | undefined
}) {
  let context: AdapterContext | undefined
  let chainId: number | string = 31337
  const state: {
    reject: WalletError | undefined
    rejectSwitch: WalletError | undefined
    rejectTransfer: WalletError | undefined
    rejectSign: WalletError | undefined
    /** Connector ids whose wallet no longer authorizes the dapp: `reconnect` drops them. */
    revoked: Set<string>
    setups: number
    /** Requests the wallet received, to see that a view asks once. */
    connects: number
    switches: number
    transfers: number
    /** Every transfer the wallet was asked to send, as core handed it over. */
    sent: AdapterTransfer[]
  } = {
    reject: parameters.reject,
    rejectSwitch: undefined,
    rejectTransfer: undefined,
    rejectSign: undefined,
    revoked: new Set(),
    setups: 0,
    connects: 0,
    switches: 0,
    transfers: 0,
    sent: [],
  }
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
  const live = new Map<string, Connection>()
  let activeConnectorId: string | undefined
  const connection = (connectorId: string): Connection => ({
    connectorId,
    accounts: [{ address: parameters.address, type: 'eoa' }],
    chainId,
  })
  const snapshot = () => ({ connections: [...live.values()], activeConnectorId })
  const report = () => context?.emit('connectionsChanged', snapshot())
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
      if (state.reject) throw walletError(state.reject)
      if (caipNetwork) chainId = caipNetwork.id
      live.set(connectorId, connection(connectorId))
      activeConnectorId = connectorId
      report()
      return connection(connectorId)
    },
    async reconnect({ connectorIds }) {
      const authorized = connectorIds.filter((connectorId) => !state.revoked.has(connectorId))
      for (const connectorId of authorized) live.set(connectorId, connection(connectorId))
      activeConnectorId = authorized[0]
      report()
      return snapshot()
    },
    async disconnect({ connectorId }) {
      live.delete(connectorId)
      if (activeConnectorId === connectorId) activeConnectorId = [...live.keys()][0]
      report()
    },
    async switchConnection({ connectorId }) {
      activeConnectorId = connectorId
      report()
      return connection(connectorId)
    },
    async switchNetwork({ caipNetwork }) {
      state.switches++
      if (state.rejectSwitch) throw walletError(state.rejectSwitch)
      chainId = caipNetwork.id
      for (const connectorId of live.keys()) live.set(connectorId, connection(connectorId))
      report()
    },
    async getBalance() {
      return { value: '1.23456', symbol: 'ETH' }
    },
    async estimateTransfer({ feeRate }) {
      return 21_000n * feeRate
    },
    async transfer(transfer) {
      state.transfers++
      state.sent.push(transfer)
      if (state.rejectTransfer) throw walletError(state.rejectTransfer)
      return `0x${'ab'.repeat(32)}`
    },
    async signMessage({ message }) {
      if (state.rejectSign) throw walletError(state.rejectSign)
      return `signed:${message}`
    },
    async getCapabilities() {
      return {}
    },
  }
  const { walletAssets } = parameters
  if (walletAssets) adapter.getWalletAssets = async () => walletAssets
  /** The wallet changes account or chain by itself, as a visitor would in the extension. */
  function walletChange(change: { address?: string; chainId?: number | string }) {
    if (change.address) parameters.address = change.address
    if (change.chainId !== undefined) chainId = change.chainId
    for (const connectorId of live.keys()) live.set(connectorId, connection(connectorId))
    report()
  }
  /** The wallet drops the connection by itself. */
  function walletDisconnect(connectorId: string) {
    live.delete(connectorId)
    if (activeConnectorId === connectorId) activeConnectorId = [...live.keys()][0]
    report()
  }
  return { adapter, state, walletChange, walletDisconnect }
}

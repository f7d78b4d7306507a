import {
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  type ConnectedAccount,
  type Connection,
  ConnectionFailedError,
  ConnectionRejectedError,
  type Connector,
  isUserRejectedError,
  TIMING,
  toCaipNetworkId,
} from '@portico/core'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  injected,
  type Connector as WagmiConnector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  reconnect as wagmiReconnect,
  signMessage as wagmiSignMessage,
  switchChain as wagmiSwitchChain,
  switchConnection as wagmiSwitchConnection,
  watchConnectors,
} from '@wagmi/core'
import {
  type Abi,
  type Address,
  type Chain,
  type Client,
  createClient,
  type EIP1193Provider,
  encodeFunctionData,
  formatUnits,
  type Hex,
  hexToBigInt,
  numberToHex,
  type Transport,
} from 'viem'
import { toConnector } from './connectors/toConnector.ts'
import { toViemChain } from './networks/toViemChain.ts'
import { simulateCall, waitForReceipt } from './send/transaction.ts'
import { EVM_CACHE_KEYS } from './storage/keys.ts'
import { createRpcTransport } from './transport/createRpcTransport.ts'

/** SPEC §4 connection status of a connector. */
export type EvmConnectionStatus = 'connected' | 'active' | 'disconnected'

export type EvmConnection = Connection & { status: Exclude<EvmConnectionStatus, 'disconnected'> }

export type CreateEvmAdapterParameters = {
  /** eip155 networks the dapp supports; defaults to the chains of `wagmiConfig`. */
  networks?: readonly CaipNetwork[] | undefined
  /** A dapp's existing wagmi config; its wagmi hooks keep working on the same state. */
  wagmiConfig?: Config | undefined
  /** Extra wagmi connectors for the config the adapter creates. */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** EIP-6963 discovery (default true). */
  multiInjectedProviderDiscovery?: boolean | undefined
  /** How long `reconnect` waits for a persisted wallet that has not announced itself yet (default 1 s). */
  announceTimeoutMs?: number | undefined
}

export type EvmAdapter = ChainAdapter & {
  /** The wagmi config in use (created on the first `setup` unless the dapp passed one). */
  readonly wagmiConfig: Config | undefined
  getConnectors(): readonly Connector[]
  /** Every live connection: 'connected' is the active one, the others are 'active' (SPEC §4). */
  getConnections(): readonly EvmConnection[]
  getConnectionStatus(connectorId: string): EvmConnectionStatus
  /** Makes another live connection the active one. */
  switchConnection(parameters: { connectorId: string }): Promise<Connection>
  /** A viem client on the network's RPC (SPEC §7 transport); use it with actions from 'viem/actions'. */
  getClient(caipNetwork: CaipNetwork): Client<Transport, Chain>
}

type PersistedConnection = { connectorId: string; accounts: string[]; chainId: number }

type WagmiConnection = { accounts: readonly Address[]; chainId: number; connector: WagmiConnector }

function errorCode(error: unknown): unknown {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (code !== undefined) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function isRejection(error: unknown): boolean {
  return isUserRejectedError(errorCode(error))
}

function toAccounts(accounts: readonly string[]): ConnectedAccount[] {
  return accounts.map((address) => ({ address, type: 'eoa' }))
}

type ConnectionSnapshot = { connectorId: string; accounts: readonly string[]; chainId: number }

function snapshotConnections(config: Config): Map<string, ConnectionSnapshot> {
  return new Map(
    [...config.state.connections].map(([uid, connection]) => [
      uid,
      {
        connectorId: connection.connector.id,
        accounts: [...connection.accounts],
        chainId: connection.chainId,
      },
    ]),
  )
}

function sameAccounts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((address, index) => address === b[index])
}

/** Keeps wagmi's own state snapshot out of storage: Portico persists connections under its own keys. */
function wagmiStorage(storage: AdapterContext['storage']) {
  return createStorage({
    key: EVM_CACHE_KEYS.wagmi,
    storage: {
      getItem: (key) => (key.endsWith('.store') ? null : storage.getItem(key)),
      setItem: (key, value) => {
        if (!key.endsWith('.store')) storage.setItem(key, value)
      },
      removeItem: (key) => storage.removeItem(key),
    },
  })
}

/**
 * The EVM chain adapter (DESIGN §2) on @wagmi/core and viem: EIP-6963 and `window.ethereum` wallets,
 * several connections with one active, persistence and reconnect, and network switching with
 * wallet_addEthereumChain for networks the wallet does not know.
 *
 * @example
 * const evm = createEvmAdapter({ networks: [toCaipNetwork(mainnet), toCaipNetwork(devnetA)] })
 * const portico = createPortico({ adapters: [evm], ... })
 */
export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): EvmAdapter {
  const networks: readonly CaipNetwork[] =
    parameters.networks ??
    (parameters.wagmiConfig?.chains.map((chain) => ({
      id: chain.id,
      caipNetworkId: toCaipNetworkId({ chainNamespace: 'eip155', chainId: chain.id }),
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: chain.rpcUrls.default },
    })) satisfies CaipNetwork[] | undefined) ??
    []
  if (networks.length === 0) throw new Error('createEvmAdapter needs networks or a wagmiConfig')
  if (networks.some((network) => network.chainNamespace !== 'eip155')) {
    throw new Error('createEvmAdapter accepts eip155 networks only')
  }

  let config: Config | undefined = parameters.wagmiConfig
  let context: AdapterContext | undefined
  const clients = new Map<string, Client<Transport, Chain>>()

  function createOwnConfig(storage: AdapterContext['storage']): Config {
    const chains = networks.map(toViemChain) as [Chain, ...Chain[]]
    return createConfig({
      chains,
      connectors: [injected(), ...(parameters.connectors ?? [])],
      multiInjectedProviderDiscovery: parameters.multiInjectedProviderDiscovery ?? true,
      storage: wagmiStorage(storage),
      transports: Object.fromEntries(
        networks.map((network) => [
          Number(network.id),
          createRpcTransport({ urls: network.rpcUrls.default.http }),
        ]),
      ),
    })
  }

  function requireConfig(): Config {
    if (!config) throw new Error('The EVM adapter is not set up yet')
    return config
  }

  function findConnector(connectorId: string): WagmiConnector | undefined {
    return requireConfig().connectors.find((connector) => connector.id === connectorId)
  }

  /** Extensions can announce after the page's scripts run; wait a little for a persisted one. */
  function waitForConnector(connectorId: string): Promise<WagmiConnector | undefined> {
    const found = findConnector(connectorId)
    if (found) return Promise.resolve(found)
    return new Promise((resolve) => {
      const done = (connector: WagmiConnector | undefined) => {
        stop()
        clearTimeout(timer)
        resolve(connector)
      }
      const stop = watchConnectors(requireConfig(), {
        onChange: () => {
          const connector = findConnector(connectorId)
          if (connector) done(connector)
        },
      })
      const timer = setTimeout(
        () => done(undefined),
        parameters.announceTimeoutMs ?? TIMING.defaultRetryIntervalMs,
      )
    })
  }

  function requireConnector(connectorId: string): WagmiConnector {
    const connector = findConnector(connectorId)
    if (!connector) throw new ConnectionFailedError({ details: `No EVM connector '${connectorId}'.` })
    return connector
  }

  function connectionOf(connector: WagmiConnector): WagmiConnection | undefined {
    return requireConfig().state.connections.get(connector.uid)
  }

  function toConnection(
    connectorId: string,
    connection: Pick<WagmiConnection, 'accounts' | 'chainId'>,
  ): Connection {
    return { connectorId, accounts: toAccounts(connection.accounts), chainId: connection.chainId }
  }

  function announcedIds(): ReadonlySet<string> {
    const providers = requireConfig()._internal.mipd?.getProviders() ?? []
    return new Set(providers.map((provider) => provider.info.rdns))
  }

  function getConnectors(): Connector[] {
    const announced = announcedIds()
    return requireConfig().connectors.map((connector) =>
      toConnector(connector, { announced: announced.has(connector.id) }),
    )
  }

  function readPersisted(): PersistedConnection[] {
    try {
      const raw = context?.storage.getItem(EVM_CACHE_KEYS.connections)
      return raw ? (JSON.parse(raw) as PersistedConnection[]) : []
    } catch {
      return []
    }
  }

  function persist() {
    if (!context || !config) return
    const { connections, current } = config.state
    const records: PersistedConnection[] = [...connections.values()].map((connection) => ({
      connectorId: connection.connector.id,
      accounts: [...connection.accounts],
      chainId: connection.chainId,
    }))
    const active = current ? connections.get(current) : undefined
    const { storage } = context
    if (records.length === 0) storage.removeItem(EVM_CACHE_KEYS.connections)
    else storage.setItem(EVM_CACHE_KEYS.connections, JSON.stringify(records))
    if (active) {
      storage.setItem(EVM_CACHE_KEYS.activeConnectorId, active.connector.id)
      storage.setItem(EVM_CACHE_KEYS.activeNetwork, `eip155:${active.chainId}`)
    } else {
      storage.removeItem(EVM_CACHE_KEYS.activeConnectorId)
    }
  }

  async function getProvider(connectorId: string): Promise<EIP1193Provider> {
    const provider = (await requireConnector(connectorId).getProvider()) as EIP1193Provider | undefined
    if (!provider)
      throw new ConnectionFailedError({ details: `The wallet of '${connectorId}' is not available.` })
    return provider
  }

  /** Sends through the wallet and waits for the receipt; a reverted transaction is an error. */
  async function sendAndWait(
    connectorId: string,
    caipNetwork: CaipNetwork,
    transaction: { from: Address; to: Address; value?: bigint; data?: Hex },
  ): Promise<Hex> {
    const provider = await getProvider(connectorId)
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: transaction.from,
          to: transaction.to,
          ...(transaction.value === undefined ? {} : { value: numberToHex(transaction.value) }),
          ...(transaction.data ? { data: transaction.data } : {}),
        },
      ],
    })
    await waitForReceipt(adapter.getClient(caipNetwork), hash)
    return hash
  }

  async function switchConnection({ connectorId }: { connectorId: string }): Promise<Connection> {
    const connector = requireConnector(connectorId)
    const result = await wagmiSwitchConnection(requireConfig(), { connector })
    persist()
    return toConnection(connectorId, result)
  }

  async function waitForChain(connector: WagmiConnector, chainId: number) {
    if (connectionOf(connector)?.chainId === chainId) return
    // Wallets that switched without a chainChanged event: report the chain to wagmi ourselves.
    const reported = await connector.getChainId()
    if (reported === chainId && connectionOf(connector)?.chainId !== chainId) {
      connector.emitter.emit('change', { chainId })
    }
  }

  async function switchInjectedChain(connectorId: string, network: CaipNetwork) {
    const provider = await getProvider(connectorId)
    const chainId = numberToHex(Number(network.id))
    const switchChain = () =>
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    try {
      await switchChain()
    } catch (error) {
      const code =
        errorCode(error) ??
        (error as { data?: { originalError?: { code?: unknown } } }).data?.originalError?.code
      if (code !== 4902) throw error
      const explorer = network.blockExplorers?.default.url
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId,
            chainName: network.name,
            nativeCurrency: network.nativeCurrency,
            rpcUrls: [...network.rpcUrls.default.http],
            ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
            ...(network.assets?.imageUrl ? { iconUrls: [network.assets.imageUrl] } : {}),
          },
        ],
      })
      await switchChain()
    }
  }

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    networks,
    get wagmiConfig() {
      return config
    },

    setup(adapterContext) {
      context = adapterContext
      config ??= createOwnConfig(adapterContext.storage)
      const active = config
      adapterContext.emit('connectorsChanged', { connectors: getConnectors() })
      const stopConnectors = watchConnectors(active, {
        onChange: () => adapterContext.emit('connectorsChanged', { connectors: getConnectors() }),
      })
      // wagmi mutates its connections Map before replacing it, so diff against our own copy.
      let snapshot = snapshotConnections(active)
      const stopState = active.subscribe(
        (state) => state,
        () => {
          const next = snapshotConnections(active)
          for (const [uid, before] of snapshot) {
            const after = next.get(uid)
            const { connectorId } = before
            if (!after) {
              adapterContext.emit('disconnected', { connectorId })
              continue
            }
            if (!sameAccounts(before.accounts, after.accounts)) {
              adapterContext.emit('accountsChanged', { connectorId, accounts: toAccounts(after.accounts) })
            }
            if (before.chainId !== after.chainId) {
              adapterContext.emit('chainChanged', { connectorId, chainId: after.chainId })
            }
          }
          snapshot = next
          persist()
        },
      )
      return () => {
        stopConnectors()
        stopState()
      }
    },

    async connect({ connectorId, caipNetwork }) {
      const connector = requireConnector(connectorId)
      if (connectionOf(connector)) return switchConnection({ connectorId })
      try {
        const chainId = caipNetwork ? Number(caipNetwork.id) : undefined
        const result = await wagmiConnect(requireConfig(), { connector, ...(chainId ? { chainId } : {}) })
        persist()
        return toConnection(connectorId, result)
      } catch (error) {
        if (isRejection(error)) throw new ConnectionRejectedError({ cause: error })
        throw error
      }
    },

    async reconnect({ connectorId }) {
      const active = requireConfig()
      const connector = await waitForConnector(connectorId)
      if (!connector) return undefined
      if (!connectionOf(connector)) {
        if (active.state.connections.size === 0) {
          const others = readPersisted()
            .map((record) => findConnector(record.connectorId))
            .filter((candidate): candidate is WagmiConnector => !!candidate && candidate !== connector)
          await wagmiReconnect(active, { connectors: [connector, ...others] })
        } else if (await connector.isAuthorized()) {
          await wagmiConnect(active, { connector }).catch(() => undefined)
        }
      }
      if (!connectionOf(connector)) {
        persist()
        return undefined
      }
      return switchConnection({ connectorId })
    },

    async disconnect({ connectorId }) {
      const connector = findConnector(connectorId)
      if (connector && connectionOf(connector)) await wagmiDisconnect(requireConfig(), { connector })
      persist()
    },

    async switchNetwork({ connectorId, caipNetwork }) {
      const connector = requireConnector(connectorId)
      const chainId = Number(caipNetwork.id)
      if (connector.type === 'injected') {
        await switchInjectedChain(connectorId, caipNetwork)
        await waitForChain(connector, chainId)
      } else {
        await wagmiSwitchChain(requireConfig(), { connector, chainId })
      }
      persist()
    },

    async getBalance({ address, caipNetwork }) {
      // A raw eth_getBalance keeps viem's call/multicall machinery out of the bundle.
      const hex = await adapter.getClient(caipNetwork).request({
        method: 'eth_getBalance',
        params: [address as Address, 'latest'],
      })
      const value = hexToBigInt(hex)
      return {
        value: formatUnits(value, caipNetwork.nativeCurrency.decimals),
        symbol: caipNetwork.nativeCurrency.symbol,
      }
    },

    async signMessage({ connectorId, address, message }) {
      const connector = requireConnector(connectorId)
      return wagmiSignMessage(requireConfig(), { connector, account: address as Address, message })
    },

    async getCapabilities({ connectorId, address }) {
      const provider = await getProvider(connectorId)
      try {
        const capabilities = await provider.request({
          method: 'wallet_getCapabilities',
          params: [address as Address],
        })
        return capabilities as Record<string, unknown>
      } catch {
        return {}
      }
    },

    async request({ connectorId, method, params }) {
      const provider = await getProvider(connectorId)
      return provider.request({ method, params } as Parameters<EIP1193Provider['request']>[0])
    },

    async sendTransaction({ connectorId, address, caipNetwork, to, value }) {
      return sendAndWait(connectorId, caipNetwork, { from: address as Address, to: to as Address, value })
    },

    async writeContract({ connectorId, address, caipNetwork, contractAddress, abi, functionName, args }) {
      const call = { abi: abi as Abi, functionName, args: args as readonly unknown[] }
      const data = encodeFunctionData(call)
      // Simulating decodes the return value, so an ABI that does not fit the token fails before signing.
      await simulateCall(adapter.getClient(caipNetwork), {
        ...call,
        from: address as Address,
        to: contractAddress as Address,
        data,
      })
      return sendAndWait(connectorId, caipNetwork, {
        from: address as Address,
        to: contractAddress as Address,
        data,
      })
    },

    getConnectors,

    getConnections() {
      const { connections, current } = requireConfig().state
      return [...connections.entries()].map(([uid, connection]) => ({
        ...toConnection(connection.connector.id, connection),
        status: uid === current ? 'connected' : 'active',
      }))
    },

    getConnectionStatus(connectorId) {
      const connector = findConnector(connectorId)
      if (!connector || !connectionOf(connector)) return 'disconnected'
      return requireConfig().state.current === connector.uid ? 'connected' : 'active'
    },

    switchConnection,

    getClient(caipNetwork) {
      let client = clients.get(caipNetwork.caipNetworkId)
      if (!client) {
        client = createClient({
          chain: toViemChain(caipNetwork),
          transport: createRpcTransport({ urls: caipNetwork.rpcUrls.default.http }),
        })
        clients.set(caipNetwork.caipNetworkId, client)
      }
      return client
    },
  }
  return adapter
}

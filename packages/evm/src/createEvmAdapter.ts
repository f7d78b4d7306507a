import { AUTH_CONNECTOR_ID, type AuthHandle, type AuthOption, registerAuth } from '@portico/auth'
import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  TIMING,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import { type Config, type CreateConnectorFn, watchConnectors } from '@wagmi/core'
import type { Chain, Client, Transport } from 'viem'
import { getWalletAssets } from './assets/getWalletAssets.ts'
import { createWagmiConfig } from './config/createWagmiConfig.ts'
import { resolveNetworks } from './config/resolveNetworks.ts'
import { connect } from './connections/connect.ts'
import { disconnect } from './connections/disconnect.ts'
import { reconnect } from './connections/reconnect.ts'
import { switchConnection } from './connections/switchConnection.ts'
import { switchNetwork } from './connections/switchNetwork.ts'
import { watchAdapterConnections } from './connections/watchAdapterConnections.ts'
import { getConnectors } from './connectors/getConnectors.ts'
import { toAuthConnector } from './connectors/toConnector.ts'
import { EvmAdapterNotSetUpError } from './errors/config.ts'
import { getCapabilities } from './wallet/getCapabilities.ts'
import { signMessage } from './wallet/signMessage.ts'
import type { GetWalletConnectFaceReturnType } from './walletConnect/getWalletConnectFace.ts'
import { walletConnectConnector } from './walletConnect/walletConnectConnector.ts'

export type CreateEvmAdapterParameters = {
  /** eip155 networks the dapp supports; defaults to the chains of `wagmiConfig`. */
  networks?: readonly CaipNetwork[] | undefined
  /** A dapp's existing wagmi config; its wagmi hooks keep working on the same state. */
  wagmiConfig?: Config | undefined
  /** Extra wagmi connectors for the config the adapter creates. */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** EIP-6963 discovery (default true). */
  multiInjectedProviderDiscovery?: boolean | undefined
  /** How long `reconnect` waits for a wallet of the last visit that has not announced itself yet (default 1 s). */
  announceTimeoutMs?: number | undefined
  /**
   * Token contracts whose `transfer` returns nothing, like mainnet USDT, besides the known USDT
   * contracts (docs/rules/api.md); e.g. a devnet's USDT-style token.
   */
  usdtContracts?: readonly string[] | undefined
  /** How long `transfer` waits for the receipt before `TransactionReceiptTimeoutError` (default 180 s). */
  receiptTimeoutMs?: number | undefined
  /** How often `transfer` asks for the receipt (default 500 ms). */
  receiptPollingIntervalMs?: number | undefined
  /**
   * Adds the WalletConnect connector (id `walletConnect`): this adapter's eip155 face of the instance's one
   * WalletConnect session, on the relay of the Portico options. Its protocol code loads on first intent
   * when no wallet is installed in the browser, else when the visitor picks WalletConnect.
   */
  walletConnect?: boolean | undefined
  /**
   * Adds the embedded wallet (id `ID_AUTH`: email, social and Farcaster login) whose keys live in the
   * vault app at `vaultUrl`, another origin than the dapp's. Its code loads on the first login.
   */
  auth?: AuthOption | undefined
}

export type EvmAdapter = ChainAdapter & {
  /** The wagmi config in use (created on the first `setup` unless the dapp passed one). */
  readonly wagmiConfig: Config | undefined
  /** A viem client on the network's RPC (docs/rules/api.md transport); use it with actions from 'viem/actions'. */
  getClient(caipNetwork: CaipNetwork): Client<Transport, Chain>
}

const RECEIPT_DEFAULTS = { timeoutMs: 180_000, pollingIntervalMs: 500 } as const

/**
 * The EVM chain adapter (docs/architecture.md) on @wagmi/core and viem: EIP-6963 and `window.ethereum` wallets,
 * several connections with one active, reconnect after a reload, network switching with
 * wallet_addEthereumChain for networks the wallet does not know, and native and ERC20 transfers.
 * wagmi's state is the truth: every change of its connections is reported as `connectionsChanged`.
 *
 * @example
 * import { createPortico } from '@portico/core'
 * import { createEvmAdapter, toCaipNetwork } from '@portico/evm'
 * import { mainnet } from 'viem/chains'
 *
 * const networks = [toCaipNetwork(mainnet)]
 * const portico = createPortico({ networks, adapters: [createEvmAdapter({ networks })] })
 */
export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): EvmAdapter {
  const networks = resolveNetworks(parameters)
  let config = parameters.wagmiConfig
  let walletConnect: GetWalletConnectFaceReturnType | undefined
  let loadWalletConnect: (() => Promise<GetWalletConnectFaceReturnType>) | undefined
  let authReady: Promise<void> | undefined
  let server: { apiUrl: string; projectId: string } | undefined

  /** A WalletConnect connection is shown with the wallet that approved the session, not as "WalletConnect". */
  const describeWallet = (connectorId: string) => {
    const peer =
      connectorId === WALLET_CONNECT_CONNECTOR_ID ? walletConnect?.session.current?.peer.metadata : undefined
    return peer ? { name: peer.name, icon: peer.icons[0] } : undefined
  }

  function requireConfig(): Config {
    if (!config) throw new EvmAdapterNotSetUpError()
    return config
  }

  return {
    namespace: 'eip155',
    networks,
    get wagmiConfig() {
      return config
    },
    setup(context) {
      server = { apiUrl: context.apiUrl, projectId: context.projectId }
      config ??= createWagmiConfig({
        networks,
        storage: context.storage,
        connectors: parameters.connectors,
        multiInjectedProviderDiscovery: parameters.multiInjectedProviderDiscovery,
      })
      const active = config
      if (parameters.walletConnect) {
        // The session and this adapter's face on it are a chunk of their own: a visitor who connects an
        // extension wallet runs none of it. Core's connect awaits every adapter's preload before a
        // WalletConnect connect, so the eip155 namespace joins the proposal whichever adapter proposes.
        loadWalletConnect ??= memoize(() =>
          import('./walletConnect/getWalletConnectFace.ts').then(({ getWalletConnectFace }) => {
            walletConnect = getWalletConnectFace({ context, networks })
            return walletConnect
          }),
        )
        const load = loadWalletConnect
        const registered = active.connectors.some((connector) => connector.id === WALLET_CONNECT_CONNECTOR_ID)
        if (!registered) {
          const connector = active._internal.connectors.setup(walletConnectConnector({ load }))
          active._internal.connectors.setState((connectors) => [...connectors, connector])
        }
      }
      if (parameters.auth) {
        const auth = registerAuth(context, parameters.auth)
        // Its own chunk, so an adapter without the embedded wallet ships none of its connector.
        authReady ??= import('./auth/authConnector.ts').then(({ authConnector }) => {
          if (active.connectors.some((connector) => connector.id === AUTH_CONNECTOR_ID)) return
          const connector = active._internal.connectors.setup(
            authConnector({ auth, networks, apiUrl: context.apiUrl, projectId: context.projectId }),
          )
          active._internal.connectors.setState((connectors) => [...connectors, connector])
        })
      }
      // The AUTH connector is listed while its wagmi connector is still loading, so Connect keeps its email form.
      const reportConnectors = () => {
        const connectors = getConnectors(active)
        const pending = parameters.auth && !connectors.some((connector) => connector.id === AUTH_CONNECTOR_ID)
        context.emit('connectorsChanged', {
          connectors: pending ? [...connectors, toAuthConnector()] : connectors,
        })
      }
      reportConnectors()
      // The embedded wallet's smart-account networks, once it knows them, are the network state's.
      const stopSmartAccountNetworks = parameters.auth
        ? followSmartAccountNetworks(registerAuth(context, parameters.auth), (caipNetworkIds) =>
            context.emit('smartAccountNetworksChanged', { caipNetworkIds }),
          )
        : undefined
      const stopConnectors = watchConnectors(active, { onChange: reportConnectors })
      const stopConnections = watchAdapterConnections(active, {
        onChange: (connections) => context.emit('connectionsChanged', connections),
        describeWallet,
      })
      return () => {
        stopSmartAccountNetworks?.()
        stopConnectors()
        stopConnections()
      }
    },
    async preload(preloadParameters) {
      // The WalletConnect session and client (its crypto and relay, ~36 KiB gzip) load and reach the relay
      // on intent only where a QR code is the visitor's way in: no wallet installed in this browser. A
      // visitor with an extension wallet never fetches them; picking WalletConnect loads them then (core's
      // connect preloads with `walletConnect: true`).
      if (!loadWalletConnect || !config) return
      const installed = getConnectors(config).some(
        (connector) => connector.installed && connector.type !== 'WALLET_CONNECT',
      )
      if (installed && !preloadParameters?.walletConnect) return
      const face = await loadWalletConnect()
      if (!installed) face.session.load().catch(() => undefined)
    },
    // A login can finish before the AUTH connector's chunk has: its connect waits for the connector.
    connect: async (connectParameters) => {
      if (connectParameters.connectorId === AUTH_CONNECTOR_ID) await authReady
      return connect(requireConfig(), connectParameters)
    },
    reconnect: async ({ connectorIds }) => {
      if (connectorIds.includes(AUTH_CONNECTOR_ID)) await authReady
      return reconnect(requireConfig(), {
        connectorIds,
        announceTimeout: parameters.announceTimeoutMs ?? TIMING.defaultRetryIntervalMs,
        describeWallet,
      })
    },
    disconnect: (disconnectParameters) => disconnect(requireConfig(), disconnectParameters),
    switchConnection: (switchParameters) => switchConnection(requireConfig(), switchParameters),
    // viem's read and transaction actions load on their first use, so the chunk that discovers wallets
    // and connects them stays small. The network switch and signMessage stay in it: behind an import()
    // of their own, wagmi's getConnectorClient is reached only lazily, and a multi-page Vite app's
    // bundler then hosts viem's `custom` transport in another page's entry chunk, which runs that
    // page's code (e2e/appkit.e2e.ts, the framework-free page).
    switchNetwork: (switchParameters) => switchNetwork(requireConfig(), switchParameters),
    getBalance: async (balanceParameters) =>
      (await import('./assets/getBalance.ts')).getBalance(requireConfig(), balanceParameters),
    estimateTransfer: async (transferParameters) =>
      (await import('./transfer/transferActions.ts')).estimateTransfer(requireConfig(), transferParameters),
    transfer: async (transferParameters) =>
      (await import('./transfer/transferActions.ts')).transfer(requireConfig(), {
        ...transferParameters,
        usdtContracts: parameters.usdtContracts,
        receiptTimeout: parameters.receiptTimeoutMs ?? RECEIPT_DEFAULTS.timeoutMs,
        receiptPollingInterval: parameters.receiptPollingIntervalMs ?? RECEIPT_DEFAULTS.pollingIntervalMs,
      }),
    sendTransaction: async (transaction) =>
      (await import('./transfer/transferActions.ts')).sendTransaction(requireConfig(), {
        ...transaction,
        receiptTimeout: parameters.receiptTimeoutMs ?? RECEIPT_DEFAULTS.timeoutMs,
        receiptPollingInterval: parameters.receiptPollingIntervalMs ?? RECEIPT_DEFAULTS.pollingIntervalMs,
      }),
    signMessage: (signParameters) => signMessage(requireConfig(), signParameters),
    getCapabilities: (capabilityParameters) => getCapabilities(requireConfig(), capabilityParameters),
    getWalletAssets: (account) => getWalletAssets(requireConfig(), account),
    sendCalls: async (callsParameters) =>
      (await import('./calls/callActions.ts')).sendCalls(requireConfig(), {
        ...callsParameters,
        receiptTimeout: parameters.receiptTimeoutMs ?? RECEIPT_DEFAULTS.timeoutMs,
      }),
    getCallsStatus: async (statusParameters) =>
      (await import('./calls/callActions.ts')).getCallsStatus(requireConfig(), statusParameters),
    showCallsStatus: async (statusParameters) =>
      (await import('./calls/callActions.ts')).showCallsStatus(requireConfig(), statusParameters),
    grantPermissions: async (grantParameters) =>
      (await import('./sessions/permissionActions.ts')).grantPermissions(requireConfig(), grantParameters),
    revokePermissions: async (revokeParameters) =>
      (await import('./sessions/permissionActions.ts')).revokePermissions(requireConfig(), revokeParameters),
    getPermissions: async (account) =>
      (await import('./sessions/permissionActions.ts')).getPermissions(requireConfig(), account),
    sendSessionCalls: async (sessionParameters) => {
      if (!server) throw new EvmAdapterNotSetUpError()
      const bundlerUrl = `${server.apiUrl}/v1/bundler?${new URLSearchParams({
        projectId: server.projectId,
        chainId: String(sessionParameters.caipNetwork.id),
        bundler: 'pimlico',
      })}`
      return (await import('./sessions/sendSessionCalls.ts')).sendSessionCalls(requireConfig(), {
        ...sessionParameters,
        bundlerUrl,
      })
    },
    getClient: (caipNetwork) => requireConfig().getClient({ chainId: Number(caipNetwork.id) }),
  }
}

/** Calls `onChange` with the AUTH connector's smart-account networks whenever they change. */
function followSmartAccountNetworks(
  auth: AuthHandle,
  onChange: (caipNetworkIds: readonly CaipNetworkId[]) => void,
): () => void {
  let last = auth.account.get().smartAccountNetworks
  if (last.length > 0) onChange(last as CaipNetworkId[])
  return auth.account.subscribe((state) => {
    if (state.smartAccountNetworks === last) return
    last = state.smartAccountNetworks
    onChange(last as CaipNetworkId[])
  })
}

/** One run of `load`, shared by every caller; a failed run is tried again by the next caller. */
function memoize<value>(load: () => Promise<value>): () => Promise<value> {
  let pending: Promise<value> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}

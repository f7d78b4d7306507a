import { AUTH_CONNECTOR_ID, type AuthOption, registerAuth } from '@portico/auth'
import {
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  type Connector,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
} from '@wallet-standard/features'
import { createConnectionStore, solanaAccounts } from './connections/createConnectionStore.ts'
import { discoverWalletStandardConnectors } from './connectors/discoverWalletStandardConnectors.ts'
import { toSolanaAuthConnector } from './connectors/toConnector.ts'
import {
  NotSolanaNetworkError,
  SolanaAdapterNotSetUpError,
  SolanaConnectorNotFoundError,
} from './errors/adapter.ts'
import { toWalletChain } from './networks/toWalletChain.ts'
import { sessionAccounts } from './walletConnect/createSessionWallet.ts'
import { getSolanaWalletConnectFace } from './walletConnect/getSolanaWalletConnectFace.ts'

export type CreateSolanaAdapterParameters = {
  /** Solana networks the dapp supports (see `@portico/solana/networks`); the first is the default. */
  networks: readonly CaipNetwork[]
  /** How long `reconnect` waits for a wallet of the last visit to register, in ms (default 1000). */
  registerTimeoutMs?: number | undefined
  /** How long `transfer` waits for the confirmation (default 60 000 ms). */
  confirmationTimeoutMs?: number | undefined
  /** How often `transfer` asks for the signature's status (default 500 ms). */
  pollingIntervalMs?: number | undefined
  /**
   * Adds the solana namespace to the instance's one WalletConnect session (connector `walletConnect`,
   * shared with the EVM adapter's): the wallet's Solana accounts become a connection, and transfers and
   * messages are signed over `solana_signTransaction` and `solana_signMessage`.
   */
  walletConnect?: boolean | undefined
  /**
   * The embedded wallet (email, social and Farcaster login, connector `ID_AUTH`): the Solana account of
   * the same login as the EVM adapter's, signed in the vault at `vaultUrl`. Its code loads on first use.
   */
  auth?: AuthOption | undefined
}

export type SolanaAdapter = ChainAdapter & {
  /** The wallet-standard wallets serving Solana in this browser, by connector id. */
  readonly wallets: ReadonlyMap<string, Wallet>
}

const DEFAULTS = { registerTimeoutMs: 1000, confirmationTimeoutMs: 60_000, pollingIntervalMs: 500 } as const

/**
 * The Solana chain adapter on `@wallet-standard/app`: wallet-standard wallets that
 * serve Solana are ANNOUNCED connectors; connect, silent reconnect after a reload, disconnect, account
 * changes from `standard:events`, several connections with one active; SOL and SPL transfers signed
 * by the wallet and confirmed by polling the network's RPC.
 *
 * @example
 * import { createPortico } from '@portico/core'
 * import { createSolanaAdapter } from '@portico/solana'
 * import { solanaMainnet } from '@portico/solana/networks'
 *
 * const networks = [solanaMainnet]
 * const portico = createPortico({ networks, adapters: [createSolanaAdapter({ networks })] })
 */
export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters): SolanaAdapter {
  const { networks } = parameters
  for (const network of networks) {
    if (network.chainNamespace !== 'solana') throw new NotSolanaNetworkError(network.caipNetworkId)
  }
  let context: AdapterContext | undefined
  let wallets: ReadonlyMap<string, Wallet> = new Map()
  let authWallet: Wallet | undefined
  let authReady: Promise<void> | undefined
  const waiting = new Set<() => void>()
  const store = createConnectionStore({
    emit: () => context?.emit,
    storage: () => context?.storage,
    networks,
  })

  function requireWallet(connectorId: string): Wallet {
    if (!context) throw new SolanaAdapterNotSetUpError()
    const wallet = wallets.get(connectorId)
    if (!wallet) throw new SolanaConnectorNotFoundError(connectorId)
    return wallet
  }

  function setWallets(next: ReadonlyMap<string, Wallet>) {
    wallets = authWallet ? new Map([[AUTH_CONNECTOR_ID, authWallet], ...next]) : next
    for (const check of [...waiting]) check()
  }

  function waitForWallet(connectorId: string, timeout: number): Promise<Wallet | undefined> {
    if (wallets.has(connectorId)) return Promise.resolve(wallets.get(connectorId))
    return new Promise((resolve) => {
      const check = () => {
        if (!wallets.has(connectorId)) return
        done()
      }
      const timer = setTimeout(() => done(), timeout)
      const done = () => {
        clearTimeout(timer)
        waiting.delete(check)
        resolve(wallets.get(connectorId))
      }
      waiting.add(check)
    })
  }

  async function connectWallet(connectorId: string, caipNetwork: CaipNetwork, silent: boolean) {
    const wallet = requireWallet(connectorId)
    const feature = wallet.features[StandardConnect] as StandardConnectFeature[typeof StandardConnect]
    const { accounts } = await feature.connect(silent ? { silent: true } : undefined)
    const solana = solanaAccounts(accounts.length > 0 ? accounts : wallet.accounts)
    if (solana.length === 0) return undefined
    return store.add({ connectorId, wallet, accounts: solana, caipNetwork })
  }

  const defaultNetwork = () => store.persistedNetwork() ?? networks[0]!

  return {
    namespace: 'solana',
    networks,
    get wallets() {
      return wallets
    },
    setup(setupContext) {
      context = setupContext
      const face = parameters.walletConnect
        ? getSolanaWalletConnectFace({ context: setupContext, networks })
        : undefined
      const walletConnectConnector: Connector[] = face
        ? [
            {
              id: WALLET_CONNECT_CONNECTOR_ID,
              name: 'WalletConnect',
              chain: 'solana',
              type: 'WALLET_CONNECT',
            },
          ]
        : []
      const authConnector: Connector[] = parameters.auth ? [toSolanaAuthConnector()] : []
      if (parameters.auth) {
        const auth = registerAuth(setupContext, parameters.auth)
        // Its own chunk, so an adapter without the embedded wallet ships none of it.
        authReady ??= import('@portico/auth/solana').then(({ createAuthSolanaWallet }) => {
          authWallet = createAuthSolanaWallet({
            auth,
            networks: networks.map((network) => ({ chain: toWalletChain(network), name: network.name })),
          }) as unknown as Wallet
          setWallets(wallets)
        })
      }
      const stop = discoverWalletStandardConnectors({
        emit: (event, payload) => {
          if (event !== 'connectorsChanged') return setupContext.emit(event, payload)
          const { connectors } = payload as { connectors: readonly Connector[] }
          setupContext.emit('connectorsChanged', {
            connectors: [...walletConnectConnector, ...authConnector, ...connectors],
          })
        },
        onWallets(found) {
          setWallets(face ? new Map([[WALLET_CONNECT_CONNECTOR_ID, face.wallet], ...found]) : found)
        },
      })
      // A session approved through another namespace's face (the EVM connector drives the QR) that
      // grants Solana accounts is a connection here too.
      const stopSession = face?.session.subscribe((event) => {
        if (event.type !== 'connect' || store.get(WALLET_CONNECT_CONNECTOR_ID)) return
        const accounts = sessionAccounts(event.session, networks)
        if (accounts.length === 0) return
        const active = store.snapshot().activeConnectorId
        store.add({
          connectorId: WALLET_CONNECT_CONNECTOR_ID,
          wallet: face.wallet,
          accounts,
          caipNetwork: defaultNetwork(),
        })
        if (active) store.activate(active)
      })
      return () => {
        stop()
        stopSession?.()
        store.clear()
        context = undefined
      }
    },
    async connect({ connectorId, caipNetwork }) {
      const network = caipNetwork?.chainNamespace === 'solana' ? caipNetwork : defaultNetwork()
      // A login can finish before the embedded wallet's chunk has: its connect waits for it.
      if (connectorId === AUTH_CONNECTOR_ID) await authReady
      const live = store.get(connectorId)
      if (live) {
        if (live.caipNetwork.caipNetworkId !== network.caipNetworkId) store.setNetwork(connectorId, network)
        return store.activate(connectorId)
      }
      const connection = await connectWallet(connectorId, network, false)
      if (!connection) throw new SolanaConnectorNotFoundError(connectorId, { connected: true })
      return connection
    },
    async reconnect({ connectorIds }) {
      const timeout = parameters.registerTimeoutMs ?? DEFAULTS.registerTimeoutMs
      const network = defaultNetwork()
      if (connectorIds.includes(AUTH_CONNECTOR_ID)) await authReady
      await Promise.all(
        connectorIds.map(async (connectorId) => {
          if (store.get(connectorId) || !(await waitForWallet(connectorId, timeout))) return
          await connectWallet(connectorId, network, true).catch(() => undefined)
        }),
      )
      const first = connectorIds.find((connectorId) => store.get(connectorId))
      if (first) store.activate(first)
      return store.snapshot()
    },
    async disconnect({ connectorId }) {
      const connection = store.get(connectorId)
      if (!connection) return
      const feature = connection.wallet.features[StandardDisconnect] as
        | StandardDisconnectFeature[typeof StandardDisconnect]
        | undefined
      store.remove(connectorId)
      await feature?.disconnect()
    },
    async switchConnection({ connectorId }) {
      return store.activate(connectorId)
    },
    async switchNetwork({ connectorId, caipNetwork }) {
      store.setNetwork(connectorId, caipNetwork)
    },
    // The RPC client and the transactions load on the first balance, estimate or send,
    // so the chunk that discovers and connects wallets stays small.
    async getBalance({ address, caipNetwork }) {
      return (await import('./wallet/getBalance.ts')).getBalance({ address, caipNetwork })
    },
    async getTransactions({ address, caipNetwork, cursor }) {
      return (await import('./history/getTransactions.ts')).getTransactions({ address, caipNetwork, cursor })
    },
    async estimateTransfer(transfer) {
      return (await import('./transfer/transferActions.ts')).estimateTransfer(transfer)
    },
    async transfer(transfer) {
      const connection = store.require(transfer.connectorId)
      return (await import('./transfer/transferActions.ts')).transfer({
        ...transfer,
        connection,
        confirmationTimeout: parameters.confirmationTimeoutMs ?? DEFAULTS.confirmationTimeoutMs,
        pollingInterval: parameters.pollingIntervalMs ?? DEFAULTS.pollingIntervalMs,
      })
    },
    async signMessage({ connectorId, address, message }) {
      const connection = store.require(connectorId)
      return (await import('./wallet/signMessage.ts')).signMessage(connection, { address, message })
    },
    async getCapabilities() {
      return {}
    },
  }
}

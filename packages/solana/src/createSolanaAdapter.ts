import { AUTH_CONNECTOR_ID, type AuthOption, registerAuth } from '@portico/auth'
import {
  type CaipNetwork,
  type ChainAdapter,
  type Connector,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import {
  createWalletAdapterBase,
  disconnectWallet,
  toWalletError,
  type WalletAdapterBase,
} from '@portico/core/walletStandard'
import type { Wallet } from '@wallet-standard/base'
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features'
import {
  NETWORK_STORAGE_KEY,
  type SolanaConnection,
  solanaAccounts,
  toConnection,
  watchAccounts,
} from './connections/solanaConnection.ts'
import { discoverWalletStandardConnectors } from './connectors/discoverWalletStandardConnectors.ts'
import { toSolanaAuthConnector } from './connectors/toConnector.ts'
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

const DEFAULTS = { confirmationTimeoutMs: 60_000, pollingIntervalMs: 500 } as const

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
  let authWallet: Wallet | undefined
  let authReady: Promise<void> | undefined
  let discovered: ReadonlyMap<string, Wallet> = new Map()

  const base: WalletAdapterBase<Wallet, SolanaConnection> = createWalletAdapterBase({
    namespace: 'solana',
    networks,
    storageKey: NETWORK_STORAGE_KEY,
    registerTimeoutMs: parameters.registerTimeoutMs,
    toConnection,
    networkOf: (connection) => connection.caipNetwork,
    watch: watchAccounts,
    async authorize({ connectorId, caipNetwork, silent }) {
      const wallet = base.requireWallet(connectorId)
      const feature = wallet.features[StandardConnect] as StandardConnectFeature[typeof StandardConnect]
      const { accounts } = await feature.connect(silent ? { silent: true } : undefined).catch((error) => {
        throw toWalletError(error, { wallet: wallet.name, method: StandardConnect })
      })
      const solana = solanaAccounts(accounts.length > 0 ? accounts : wallet.accounts)
      return solana.length === 0 ? undefined : { connectorId, wallet, accounts: solana, caipNetwork }
    },
    // Wallet-standard has no chain state: the connection's network is Portico's record only.
    async switchNetwork(connectorId, caipNetwork) {
      if (base.store.require(connectorId).caipNetwork.caipNetworkId === caipNetwork.caipNetworkId) return
      base.store.update(connectorId, () => ({ caipNetwork }))
    },
    disconnect: ({ wallet }) => disconnectWallet(wallet),
    // A login can finish before the embedded wallet's chunk has: its connect waits for it.
    ready: (connectorId) => (connectorId === AUTH_CONNECTOR_ID ? authReady : undefined),
  })
  const { store } = base

  function setWallets(next: ReadonlyMap<string, Wallet>) {
    discovered = next
    base.setWallets(authWallet ? new Map([[AUTH_CONNECTOR_ID, authWallet], ...next]) : next)
  }

  return {
    namespace: 'solana',
    networks,
    get wallets() {
      return base.wallets
    },
    setup(setupContext) {
      const stopBase = base.setup(setupContext)
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
          setWallets(discovered)
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
          caipNetwork: base.defaultNetwork(),
        })
        if (active) store.activate(active)
      })
      return () => {
        stop()
        stopSession?.()
        stopBase()
      }
    },
    connect: base.connect,
    reconnect: base.reconnect,
    disconnect: base.disconnect,
    switchConnection: base.switchConnection,
    async switchNetwork({ connectorId, caipNetwork }) {
      store.require(connectorId)
      store.update(connectorId, () => ({ caipNetwork }))
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

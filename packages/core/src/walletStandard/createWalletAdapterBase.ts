import type { AdapterContext, ChainAdapter } from '../adapters/types.ts'
import type { CaipNetwork } from '../caip/types.ts'
import {
  AdapterNotSetUpError,
  NotAdapterNetworkError,
  WalletNotConnectedError,
  WalletNotFoundError,
} from '../errors/wallet.ts'
import {
  type BaseConnection,
  type ConnectionStore,
  type CreateConnectionStoreParameters,
  createConnectionStore,
} from './createConnectionStore.ts'

export type CreateWalletAdapterBaseParameters<connection extends BaseConnection> = Omit<
  CreateConnectionStoreParameters<connection>,
  'emit' | 'storage'
> & {
  /** How long `reconnect` waits for a wallet of the last visit to register, in ms (default 1000). */
  registerTimeoutMs?: number | undefined
  /**
   * Asks the connector's wallet for the chain's accounts on `caipNetwork` (`silent`: only reads an
   * authorization it gave before); the new connection, or undefined when the wallet exposes none.
   */
  authorize: (parameters: {
    connectorId: string
    caipNetwork: CaipNetwork
    silent: boolean
  }) => Promise<connection | undefined>
  /** Moves a live connection to another network of the namespace (a wallet call, or only the record). */
  switchNetwork: (connectorId: string, caipNetwork: CaipNetwork) => Promise<void>
  /** Ends the wallet's side of a connection the store has dropped. */
  disconnect: (connection: connection) => Promise<void>
  /** What a connector waits for before it connects, such as the embedded wallet's chunk. */
  ready?: ((connectorId: string) => Promise<void> | undefined) | undefined
  /** Whether a connector that is no discovered wallet (the WalletConnect face) can connect now. */
  available?: ((connectorId: string) => boolean) | undefined
}

export type WalletAdapterBase<wallet, connection extends BaseConnection> = Pick<
  ChainAdapter,
  'connect' | 'reconnect' | 'disconnect' | 'switchConnection'
> & {
  readonly store: ConnectionStore<connection>
  /** The wallets discovery found, by connector id. */
  readonly wallets: ReadonlyMap<string, wallet>
  setWallets(wallets: ReadonlyMap<string, wallet>): void
  /** The wallet of a connector, or AdapterNotSetUpError before `setup`, or WalletNotFoundError. */
  requireWallet(connectorId: string): wallet
  /** The network of the last visit, else the first configured one. */
  defaultNetwork(): CaipNetwork
  /** Keeps the instance's context until the returned cleanup, which drops every connection. */
  setup(context: AdapterContext): () => void
}

export type CreateWalletAdapterBaseReturnType<wallet, connection extends BaseConnection> = WalletAdapterBase<
  wallet,
  connection
>

export type CreateWalletAdapterBaseErrorType =
  | NotAdapterNetworkError
  | AdapterNotSetUpError
  | WalletNotFoundError
  | WalletNotConnectedError

const DEFAULT_REGISTER_TIMEOUT_MS = 1000

/**
 * What the Solana and Bitcoin adapters share (docs/architecture.md, "Adapters"): the wallets discovery
 * reports, the connection store, connect (authorize, or switch and activate a live connection),
 * silent reconnect after a reload (waiting a moment for each wallet to register), disconnect and the
 * switch of the active connection. The chain gives only what differs: how a wallet is asked for its
 * accounts, followed, switched to another network and disconnected.
 *
 * @example
 * const base = createWalletAdapterBase<Wallet, SolanaConnection>({
 *   namespace: 'solana', networks, storageKey: 'portico:solana:network',
 *   toConnection, networkOf: (connection) => connection.caipNetwork, watch,
 *   authorize: ({ connectorId, caipNetwork, silent }) => connectWallet(base.requireWallet(connectorId), caipNetwork, silent),
 *   switchNetwork: async (connectorId, caipNetwork) => base.store.update(connectorId, () => ({ caipNetwork })),
 *   disconnect: (connection) => disconnectWallet(connection.wallet),
 * })
 * return { namespace: 'solana', networks, ...base, setup: (context) => base.setup(context), ... }
 */
export function createWalletAdapterBase<wallet, connection extends BaseConnection>(
  parameters: CreateWalletAdapterBaseParameters<connection>,
): CreateWalletAdapterBaseReturnType<wallet, connection> {
  const { namespace, networks } = parameters
  for (const network of networks) {
    if (network.chainNamespace !== namespace)
      throw new NotAdapterNetworkError({ namespace, caipNetworkId: network.caipNetworkId })
  }
  let context: AdapterContext | undefined
  let wallets: ReadonlyMap<string, wallet> = new Map()
  const waiting = new Set<() => void>()
  const store = createConnectionStore<connection>({
    ...parameters,
    emit: () => context?.emit,
    storage: () => context?.storage,
  })

  function waitForWallet(connectorId: string, timeout: number): Promise<wallet | undefined> {
    if (wallets.has(connectorId)) return Promise.resolve(wallets.get(connectorId))
    return new Promise((resolve) => {
      const check = () => {
        if (wallets.has(connectorId)) done()
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

  const defaultNetwork = () => store.persistedNetwork() ?? networks[0]!

  return {
    store,
    get wallets() {
      return wallets
    },
    setWallets(next) {
      wallets = next
      for (const check of [...waiting]) check()
    },
    requireWallet(connectorId) {
      if (!context) throw new AdapterNotSetUpError({ namespace })
      const wallet = wallets.get(connectorId)
      if (!wallet) throw new WalletNotFoundError({ connectorId, namespace })
      return wallet
    },
    defaultNetwork,
    setup(setupContext) {
      context = setupContext
      return () => {
        store.clear()
        context = undefined
      }
    },
    async connect({ connectorId, caipNetwork }) {
      const network = caipNetwork?.chainNamespace === namespace ? caipNetwork : defaultNetwork()
      await parameters.ready?.(connectorId)
      if (store.get(connectorId)) {
        if (caipNetwork) await parameters.switchNetwork(connectorId, network)
        return store.activate(connectorId)
      }
      const connection = await parameters.authorize({ connectorId, caipNetwork: network, silent: false })
      if (!connection) throw new WalletNotConnectedError({ connectorId, namespace })
      return store.add(connection)
    },
    async reconnect({ connectorIds }) {
      const timeout = parameters.registerTimeoutMs ?? DEFAULT_REGISTER_TIMEOUT_MS
      const network = defaultNetwork()
      await Promise.all(
        connectorIds.map(async (connectorId) => {
          await parameters.ready?.(connectorId)
          const available =
            parameters.available?.(connectorId) || Boolean(await waitForWallet(connectorId, timeout))
          if (store.get(connectorId) || !available) return
          const connection = await parameters
            .authorize({ connectorId, caipNetwork: network, silent: true })
            .catch(() => undefined)
          if (connection) store.add(connection)
        }),
      )
      const first = connectorIds.find((connectorId) => store.get(connectorId))
      if (first) store.activate(first)
      return store.snapshot()
    },
    async disconnect({ connectorId }) {
      const connection = store.get(connectorId)
      if (!connection) return
      store.remove(connectorId)
      await parameters.disconnect(connection)
    },
    async switchConnection({ connectorId }) {
      return store.activate(connectorId)
    },
  }
}

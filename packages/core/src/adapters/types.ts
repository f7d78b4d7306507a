import type { AccountType } from '../accounts/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { CaipNetwork } from '../caip/types.ts'

/** Connector types (SPEC §3 Connector). */
export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN'

/** A way to reach a wallet on one namespace (SPEC §3 Connector). */
export type Connector = {
  id: string
  name: string
  chain: ChainNamespace
  type: ConnectorType
  imageUrl?: string | undefined
  imageId?: string | undefined
  explorerId?: string | undefined
  rdns?: string | undefined
  /** True when the wallet is present in this browser (injected or announced). */
  installed?: boolean | undefined
}

/** One account of a connection (SPEC §3 Account). */
export type ConnectedAccount = {
  address: string
  type?: AccountType | undefined
  publicKey?: string | undefined
  path?: string | undefined
}

/** What a connector is connected to (SPEC §3 Connection). */
export type Connection = {
  connectorId: string
  accounts: readonly ConnectedAccount[]
  chainId: number | string
  auth?: { name?: string | undefined } | undefined
}

/** Events an adapter reports to the Portico instance. */
export type AdapterEventMap = {
  connectorsChanged: { connectors: readonly Connector[] }
  accountsChanged: { connectorId: string; accounts: readonly ConnectedAccount[] }
  chainChanged: { connectorId: string; chainId: number | string }
  disconnected: { connectorId: string }
}

export type AdapterEmit = <E extends keyof AdapterEventMap>(event: E, payload: AdapterEventMap[E]) => void

/** Key-value storage the instance hands to adapters (localStorage in browsers, memory elsewhere). */
export type KeyValueStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type AdapterContext = {
  emit: AdapterEmit
  storage: KeyValueStorage
  /** The server base URL, for images and blockchain API calls. */
  apiUrl: string
  projectId: string
}

/**
 * A chain adapter: one namespace's wallets behind one interface (DESIGN §2).
 * `setup` must not make network requests; discovery (EIP-6963 events, wallet-standard) is local.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  readonly networks: readonly CaipNetwork[]
  setup(context: AdapterContext): () => void
  connect(parameters: { connectorId: string; caipNetwork?: CaipNetwork | undefined }): Promise<Connection>
  reconnect(parameters: { connectorId: string }): Promise<Connection | undefined>
  disconnect(parameters: { connectorId: string }): Promise<void>
  switchNetwork(parameters: { connectorId: string; caipNetwork: CaipNetwork }): Promise<void>
  getBalance(parameters: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ value: string; symbol: string }>
  signMessage(parameters: { connectorId: string; address: string; message: string }): Promise<string>
  /**
   * Optional: loads what the adapter needs before its first use. The instance calls it on the first
   * intent, so an adapter whose code is loaded lazily (see `lazyAdapter`) is ready when the modal opens.
   */
  preload?(): Promise<void>
  getCapabilities?(parameters: { connectorId: string; address: string }): Promise<Record<string, unknown>>
  request?(parameters: { connectorId: string; method: string; params?: unknown }): Promise<unknown>
  /**
   * Optional: sends `value` of the native coin from the connected account, waits until the transaction
   * is mined and returns its hash (SPEC §4 Send).
   */
  sendTransaction?(parameters: AdapterTransaction & { to: string; value: bigint }): Promise<string>
  /**
   * Optional: calls a contract function from the connected account (simulated first, so a return
   * value the ABI cannot decode fails before signing), waits until it is mined and returns the hash.
   */
  writeContract?(
    parameters: AdapterTransaction & {
      contractAddress: string
      abi: readonly unknown[]
      functionName: string
      args: readonly unknown[]
    },
  ): Promise<string>
}

/** Who sends a transaction and on which network. */
export type AdapterTransaction = { connectorId: string; address: string; caipNetwork: CaipNetwork }

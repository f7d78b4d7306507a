import type { AccountType } from '../accounts/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { CaipNetwork, CaipNetworkId } from '../caip/types.ts'
import type { TokenBalance } from '../contract/blockchain.ts'
import type { PorticoMetadata } from '../instance/options.ts'
import type { SiwxMessageData, SiwxSession } from '../siwx/types.ts'
import type { LocaleController } from '../stores/locale.ts'
import type { PairingReporter } from '../stores/pairing.ts'
import type { SharedValues } from '../stores/shared.ts'
import type { ThemeController } from '../stores/theme.ts'
import type { TransactionItem } from '../transactions/types.ts'

/** Connector types (docs/rules/entities.md Connector). */
export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN'

/** A way to reach a wallet (docs/rules/entities.md Connector). One connector may serve several namespaces. */
export type Connector = {
  id: string
  name: string
  /** The namespace the connector was first reported on. */
  chain: ChainNamespace
  /** Every namespace the connector serves; a MULTI_CHAIN connector (WalletConnect, email) lists several. */
  chains?: readonly ChainNamespace[] | undefined
  type: ConnectorType
  imageUrl?: string | undefined
  imageId?: string | undefined
  explorerId?: string | undefined
  rdns?: string | undefined
  /** True when the wallet is present in this browser (injected or announced). */
  installed?: boolean | undefined
}

/** One account of a connection (docs/rules/entities.md Account). */
export type ConnectedAccount = {
  address: string
  type?: AccountType | undefined
  publicKey?: string | undefined
  path?: string | undefined
}

/** What a connector is connected to on one namespace (docs/rules/entities.md Connection). */
export type Connection = {
  connectorId: string
  accounts: readonly ConnectedAccount[]
  chainId: number | string
  auth?: { name?: string | undefined } | undefined
  /** The wallet behind the connector when the connector is not the wallet itself (a WalletConnect peer). */
  wallet?: ConnectedWallet | undefined
}

/** Name and icon of the wallet an account is connected with. */
export type ConnectedWallet = { name: string; icon?: string | undefined }

/** Every live connection of an adapter, and which one is active (docs/rules/states.md connection status). */
export type AdapterConnections = {
  connections: readonly Connection[]
  activeConnectorId: string | undefined
}

/** Events an adapter reports to the Portico instance. */
export type AdapterEventMap = {
  connectorsChanged: { connectors: readonly Connector[] }
  /** The adapter's connections changed (connect, disconnect, account or chain change in the wallet). */
  connectionsChanged: AdapterConnections
  /** The networks where the adapter's accounts can be smart accounts (a bundler serves them). */
  smartAccountNetworksChanged: { caipNetworkIds: readonly CaipNetworkId[] }
}

export type AdapterEmit = <event extends keyof AdapterEventMap>(
  event: event,
  payload: AdapterEventMap[event],
) => void

/** Key-value storage the instance hands to adapters (localStorage in browsers, memory elsewhere). */
export type KeyValueStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The fields of a sign-in message made before the wallet has named its account or network. */
export type SiwxRequestFields = Omit<SiwxMessageData, 'accountAddress' | 'chainId'>

/**
 * Sign-in that rides on a connection (WalletConnect's one-click auth): the adapter asks for the
 * message fields, has the wallet sign while connecting, and hands the signed session back.
 */
export type AdapterSignIn = {
  /** Fields with a fresh nonce, or undefined when sign-in is off. */
  createRequest(): Promise<SiwxRequestFields | undefined>
  /** Stores a session the wallet signed while connecting, like one from SIWXSignMessage. */
  addSession(session: SiwxSession): Promise<void>
}

export type AdapterContext = {
  emit: AdapterEmit
  storage: KeyValueStorage
  /** The server base URL, for images and blockchain API calls. */
  apiUrl: string
  projectId: string
  /** The WalletConnect relay (default: the Portico server's `/relay`). */
  relayUrl: string
  /** The dapp as wallets see it (WalletConnect proposals). */
  metadata: PorticoMetadata
  /** Per-instance values adapters share, e.g. the one WalletConnect session behind every namespace. */
  shared: SharedValues
  /** Where a WalletConnect face reports its pairing URI, approval, rejection and relay errors. */
  pairing: PairingReporter
  /** Sign-in on the connection, for WalletConnect one-click auth; absent outside a Portico instance. */
  signIn?: AdapterSignIn | undefined
  /**
   * The instance's theme and locale, for screens drawn in another origin (the embedded wallet's) that
   * must look and speak like the modal; absent outside a Portico instance.
   */
  theme?: ThemeController | undefined
  locale?: LocaleController | undefined
}

/** Who acts, and on which network. */
export type AdapterAccount = { connectorId: string; address: string; caipNetwork: CaipNetwork }

/** A transfer of the native coin (no `token`) or of a token at `token.address` (the chain's own address form). */
export type AdapterTransfer = AdapterAccount & {
  /** `symbol` labels the token on a wallet's approval screen. */
  token?: { address: string; decimals: number; symbol?: string | undefined } | undefined
  to: string
  /** In the token's smallest unit. */
  amount: bigint
  /** The fee rate the visitor chose from `getFeeRates`, in the adapter's unit (Bitcoin: sat/vB). */
  feeRate?: bigint | undefined
}

/** One page of an account's history from the chain (`ChainAdapter.getTransactions`). */
export type AdapterTransactionsPage = { data: readonly TransactionItem[]; next?: string | undefined }

/** A token the account is known to hold (its balances), so a history read from the chain can name it. */
export type AdapterKnownToken = {
  address: string
  name: string
  symbol: string
  iconUrl?: string | undefined
}

/** How fast a transfer should confirm; `getFeeRates` prices each. */
export type FeeSpeed = 'slow' | 'normal' | 'fast'

/** A fee rate per speed, in the adapter's unit (Bitcoin: sat/vB). */
export type FeeRates = Readonly<Record<FeeSpeed, bigint>>

/** One call of a batch: the target, and the calldata and native value in the chain's own encoding. */
export type AdapterCall = { to: string; data?: string | undefined; value?: bigint | undefined }

/** A batch of calls for the account's wallet to send (EIP-5792 `wallet_sendCalls`). */
export type AdapterSendCalls = AdapterAccount & {
  calls: readonly AdapterCall[]
  /** Fail rather than send the calls one by one when the wallet cannot send them together. */
  atomicRequired?: boolean | undefined
  /** Capabilities to ask of the wallet, e.g. `{ paymasterService: { url } }`. */
  capabilities?: Record<string, unknown> | undefined
}

/** Where a batch is: pending, or done with every receipt (`failure` when a call reverted or never landed). */
export type CallsStatus = {
  id: string
  status: 'pending' | 'success' | 'failure'
  /** The wallet's EIP-5792 status code (100 pending, 200 confirmed, 400–600 failures). */
  statusCode: number
  /** Whether the calls ran together, in one transaction or user operation. */
  atomic: boolean
  receipts: readonly { transactionHash: string; status: 'success' | 'reverted'; blockNumber: bigint }[]
}

/** What a dapp asks a smart-session key to be allowed: one contract function, a spend limit, an expiry. */
export type SessionPermissionRequest = {
  /** The one contract the session may call. */
  contract: string
  /** The one function it may call there, e.g. `transfer(address,uint256)`. */
  functionSignature: string
  /** The most the session may move in total, in the base units of the call's amount argument. */
  spendLimit: bigint
  /** When the session ends, in Unix seconds. */
  expiry: number
}

/** A session key the account granted, as the chain records it. */
export type SessionPermission = {
  /** Identifies the session to the wallet (`wallet_revokePermissions`) and to `sendSessionCalls`. */
  permissionsContext: string
  /** The smart account the session acts for. */
  account: string
  caipNetworkId: string
  /** The session key's address. */
  key: string
  contract: string
  /** The function selector, and its name where known. */
  selector: string
  functionName?: string | undefined
  spendLimit: bigint
  /** What the session has moved so far. */
  spent: bigint
  expiry: number
  /** Whether this page holds the key and can act with it. */
  usable: boolean
}

/** A transaction with calldata (a swap, an approval), built by an API and sent from the account. */
export type AdapterTransaction = AdapterAccount & {
  /** The contract or account called, in the chain's own address form. */
  to: string
  /** Hex calldata. */
  data: string
  /** Native coin sent along, in its smallest unit. */
  value: bigint
}

/**
 * A chain adapter: everything chain-specific about one namespace behind one interface. Core calls
 * only these methods, so it holds no ABI, calldata or JSON-RPC method name. `setup` must not make
 * network requests; discovery (EIP-6963 events, wallet-standard) is local.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  readonly networks: readonly CaipNetwork[]
  /** Starts discovery and reports connectors and connections through `context.emit`. Returns a cleanup. */
  setup(context: AdapterContext): () => void
  /**
   * Optional: loads what the adapter needs before its first use. The instance calls it on the first
   * intent, so an adapter whose code is loaded lazily (see `lazyAdapter`) is ready when the modal opens,
   * and with `walletConnect: true` before a WalletConnect connect: an adapter that serves WalletConnect
   * has its namespace in the session's proposal when it resolves, whichever adapter proposes.
   */
  preload?(parameters?: { walletConnect?: boolean | undefined }): Promise<void>
  connect(parameters: { connectorId: string; caipNetwork?: CaipNetwork | undefined }): Promise<Connection>
  /** Restores the given connectors' connections after a reload, the first one active. */
  reconnect(parameters: { connectorIds: readonly string[] }): Promise<AdapterConnections>
  disconnect(parameters: { connectorId: string }): Promise<void>
  /** Makes another live connection the active one. */
  switchConnection(parameters: { connectorId: string }): Promise<Connection>
  switchNetwork(parameters: { connectorId: string; caipNetwork: CaipNetwork }): Promise<void>
  /** The native balance from the chain, for when the blockchain API has none. */
  getBalance(parameters: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ value: string; symbol: string }>
  /**
   * Optional: the chain's own fee rates by speed (Bitcoin: Esplora's fee estimates), for a namespace
   * whose fees the gas-price API does not price; the send flow then offers slow, normal and fast.
   */
  getFeeRates?(parameters: { caipNetwork: CaipNetwork }): Promise<FeeRates>
  /**
   * Optional: checks a transfer before the wallet is asked (e.g. Bitcoin's dust threshold of the
   * receiver's address type); throws the reason.
   */
  checkTransfer?(parameters: AdapterTransfer): Promise<void>
  /**
   * Optional: one page of the account's history read from the chain itself (Solana's JSON-RPC, Bitcoin's
   * Esplora), newest first; `next` is the cursor of the following page. Where it is present the
   * Activity tab reads it instead of the history API (docs/architecture.md, Activity).
   */
  getTransactions?(
    parameters: Omit<AdapterAccount, 'connectorId'> & {
      cursor?: string | undefined
      /** The account's tokens by contract or mint address: a transfer of one is named after it. */
      tokens?: readonly AdapterKnownToken[] | undefined
    },
  ): Promise<AdapterTransactionsPage>
  /** The fee of a transfer in the native coin's smallest unit, priced at `feeRate` (the gas-price API's rate). */
  estimateTransfer(parameters: AdapterTransfer & { feeRate: bigint }): Promise<bigint>
  /** Sends a transfer from the account, waits until it is final and returns its id (hash or signature). */
  transfer(parameters: AdapterTransfer): Promise<string>
  /**
   * Optional: sends a built transaction through the account's wallet, waits until it is final and
   * returns its hash. Swaps need it; a namespace without swaps leaves it out.
   */
  sendTransaction?(parameters: AdapterTransaction): Promise<string>
  signMessage(parameters: { connectorId: string; address: string; message: string }): Promise<string>
  /** What the wallet supports (EIP-5792 style); an empty object when it does not say. */
  getCapabilities(parameters: { connectorId: string; address: string }): Promise<Record<string, unknown>>
  /** The wallet's own list of the account's tokens, when the wallet offers asset discovery. */
  getWalletAssets?(parameters: AdapterAccount): Promise<readonly TokenBalance[] | undefined>
  /**
   * Sends a batch of calls; a wallet without `wallet_sendCalls` gets them one by one as transactions
   * (unless `atomicRequired`). Returns the batch id for `getCallsStatus`.
   */
  sendCalls?(parameters: AdapterSendCalls): Promise<{ id: string }>
  getCallsStatus?(parameters: { connectorId: string; id: string }): Promise<CallsStatus>
  /** Asks the wallet to show the batch in its own interface. */
  showCallsStatus?(parameters: { connectorId: string; id: string }): Promise<void>
  /**
   * Smart sessions: makes a session key in the page and asks the wallet to grant it the permission
   * (`wallet_grantPermissions`); resolves once the grant is on chain.
   */
  grantPermissions?(parameters: AdapterAccount & SessionPermissionRequest): Promise<SessionPermission>
  /** Asks the wallet to end a session (`wallet_revokePermissions`); resolves once it is ended on chain. */
  revokePermissions?(parameters: AdapterAccount & { permissionsContext: string }): Promise<void>
  /** The account's live sessions, read from the chain. */
  getPermissions?(parameters: AdapterAccount): Promise<readonly SessionPermission[]>
  /** Sends calls as the session key (no wallet prompt); resolves with the transaction hash once included. */
  sendSessionCalls?(
    parameters: AdapterAccount & { permissionsContext: string; calls: readonly AdapterCall[] },
  ): Promise<{ id: string; transactionHash: string }>
}

import {
  type AdapterTransfer,
  type CaipNetwork,
  type ChainAdapter,
  type Connector,
  NetworkNotFoundError,
  SendAmountAndReceiverRequiredError,
  SignMessageFailedError,
  TransactionRejectedError,
  UnsupportedChainError,
  UserRejectedRequestError,
  WALLET_CONNECT_CONNECTOR_ID,
  WalletMethodNotSupportedError,
  WalletRequestError,
} from '@portico/core'
import {
  type ConnectionChange,
  createWalletAdapterBase,
  type WalletAdapterBase,
} from '@portico/core/walletStandard'
import { getBalance } from './balance/getBalance.ts'
import { type BitcoinConnection, NETWORK_STORAGE_KEY, toConnection } from './connections/bitcoinConnection.ts'
import { discoverBitcoinConnectors } from './connectors/discoverBitcoinConnectors.ts'
import type { BitcoinWalletHandle } from './connectors/types.ts'
import { BitcoinNetworkNotSupportedError } from './errors/adapter.ts'
import { InvalidBitcoinAddressError } from './errors/address.ts'
import { broadcastTransaction } from './esplora/broadcastTransaction.ts'
import { type BitcoinChain, getBitcoinChain } from './networks/bitcoinChains.ts'
import {
  type GetBitcoinWalletConnectFaceReturnType,
  getBitcoinWalletConnectFace,
} from './walletConnect/getBitcoinWalletConnectFace.ts'
import { createSatsConnectClient } from './wallets/satsConnect/createSatsConnectClient.ts'
import type {
  BitcoinWalletClient,
  BitcoinWalletState,
  MessageSigningProtocol,
  SignedMessage,
  SignedPsbt,
  TransferRecipient,
} from './wallets/types.ts'
import { SATS_CONNECT_ERROR_CODES } from './wallets/walletErrorCodes.ts'
import { createWalletStandardClient } from './wallets/walletStandard/createWalletStandardClient.ts'

export type CreateBitcoinAdapterParameters = {
  /** Bitcoin networks the dapp supports (see `@portico/bitcoin/networks`); the first is the default. */
  networks: readonly CaipNetwork[]
  /** How long `reconnect` waits for a wallet of the last visit to show up, in ms (default 1000). */
  registerTimeoutMs?: number | undefined
  /**
   * Adds the bip122 namespace to the instance's one WalletConnect session (connector `walletConnect`,
   * shared with the EVM and Solana adapters'): the wallet's Bitcoin account becomes a connection, and
   * messages, PSBTs and transfers go over WalletConnect's `signMessage`, `signPsbt` and `sendTransfer`.
   */
  walletConnect?: boolean | undefined
}

/** What Bitcoin dapps need beyond core's actions; `signMessage`, `signPsbt` and `sendTransfer` call these. */
export type BitcoinWalletActions = {
  /** BIP-322 unless `protocol` says otherwise; ECDSA when the wallet refuses BIP-322 and no protocol was asked for. */
  signMessage(parameters: {
    connectorId: string
    address: string
    message: string
    protocol?: MessageSigningProtocol | undefined
  }): Promise<SignedMessage>
  signPsbt(parameters: {
    connectorId: string
    psbt: string
    signInputs: Readonly<Record<string, readonly number[]>>
    broadcast?: boolean | undefined
  }): Promise<SignedPsbt>
  sendTransfer(parameters: {
    connectorId: string
    recipients: readonly TransferRecipient[]
    feeRate?: number | undefined
  }): Promise<{ txid: string }>
}

export type BitcoinAdapter = ChainAdapter & {
  /** The Bitcoin wallets installed in this browser, by connector id. */
  readonly wallets: ReadonlyMap<string, BitcoinWalletHandle>
  readonly bitcoin: BitcoinWalletActions
}

/** A wallet that signs messages the legacy way only answers a BIP-322 request as unsupported or invalid. */
function refusesProtocol(error: unknown): boolean {
  return (
    error instanceof WalletMethodNotSupportedError ||
    (error instanceof WalletRequestError && error.code === SATS_CONNECT_ERROR_CODES.InvalidParams)
  )
}

function createClient(handle: BitcoinWalletHandle): BitcoinWalletClient {
  // sats-connect names the message protocol, broadcasts PSBTs and has its own transfer, so it is
  // preferred for a wallet that speaks both.
  if (handle.satsConnect) return createSatsConnectClient(handle.satsConnect.info, handle.satsConnect.provider)
  return createWalletStandardClient(handle.standard!)
}

/**
 * The Bitcoin chain adapter: wallet-standard wallets with the Bitcoin features and sats-connect
 * providers are ANNOUNCED connectors; connect (payment and ordinals accounts, payment active), silent
 * reconnect after a reload, disconnect, account and network changes from the wallet, several connections
 * with one active, network switching, the balance from Esplora, and BIP-322 or ECDSA messages; with
 * `walletConnect`, the same over the instance's WalletConnect session (connector `walletConnect`). The
 * modal's send (docs/rules/permissions.md) builds a PSBT at the fee rate the visitor chose (Esplora's
 * slow, normal and fast estimates), after the address and dust checks; Activity reads Esplora's
 * history. Dapps also send with `sendTransfer` and `signPsbt`.
 *
 * @example
 * import { createPortico } from '@portico/core'
 * import { createBitcoinAdapter } from '@portico/bitcoin'
 * import { bitcoin } from '@portico/bitcoin/networks'
 *
 * const networks = [bitcoin]
 * const portico = createPortico({ networks, adapters: [createBitcoinAdapter({ networks })] })
 */
export function createBitcoinAdapter(parameters: CreateBitcoinAdapterParameters): BitcoinAdapter {
  const { networks } = parameters
  let walletConnect: GetBitcoinWalletConnectFaceReturnType | undefined

  function chainIdOf(chain: BitcoinChain, chainId: string | undefined): string {
    const candidates = networks.filter((network) => getBitcoinChain(network) === chain)
    const network = candidates.find((candidate) => String(candidate.id) === chainId) ?? candidates[0]
    return network ? String(network.id) : chain.reference
  }

  /** The wallet's new accounts and chain (the network `chainId` when it is that chain); none disconnects. */
  const changeTo =
    (state: BitcoinWalletState, chainId?: string): ConnectionChange<BitcoinConnection> =>
    (current) =>
      state.accounts.length === 0
        ? undefined
        : { accounts: state.accounts, chainId: chainIdOf(state.chain, chainId ?? current.chainId) }

  function clientFor(connectorId: string): BitcoinWalletClient {
    if (walletConnect && connectorId === WALLET_CONNECT_CONNECTOR_ID) return walletConnect.client
    return createClient(base.requireWallet(connectorId))
  }

  const base: WalletAdapterBase<BitcoinWalletHandle, BitcoinConnection> = createWalletAdapterBase({
    namespace: 'bip122',
    networks,
    storageKey: NETWORK_STORAGE_KEY,
    registerTimeoutMs: parameters.registerTimeoutMs,
    toConnection,
    networkOf: (connection) => networks.find((network) => String(network.id) === connection.chainId),
    watch: (connection, onChange) =>
      connection.client.watch((state) => onChange(state ? changeTo(state) : () => undefined)),
    async authorize({ connectorId, caipNetwork, silent }) {
      const client = clientFor(connectorId)
      const state = await client.connect({ chain: getBitcoinChain(caipNetwork), silent })
      if (!state || state.accounts.length === 0) return undefined
      return {
        connectorId,
        client,
        accounts: state.accounts,
        chainId: chainIdOf(state.chain, String(caipNetwork.id)),
      }
    },
    switchNetwork,
    disconnect: (connection) => connection.client.disconnect(),
    available: (connectorId) => connectorId === WALLET_CONNECT_CONNECTOR_ID && Boolean(walletConnect),
  })
  const { store } = base

  function requireNetwork(connection: BitcoinConnection): CaipNetwork {
    const network = networks.find((candidate) => String(candidate.id) === connection.chainId)
    if (!network)
      throw new NetworkNotFoundError({ details: `bip122:${connection.chainId} is not configured.` })
    return network
  }

  async function switchNetwork(connectorId: string, caipNetwork: CaipNetwork) {
    const connection = store.require(connectorId)
    if (connection.chainId === String(caipNetwork.id)) return
    const chain = getBitcoinChain(caipNetwork)
    const refused = (cause?: unknown) =>
      new BitcoinNetworkNotSupportedError({
        wallet: connection.client.name,
        network: caipNetwork.name,
        cause,
      })
    const state = await connection.client.switchChain(chain).catch((error: unknown) => {
      throw error instanceof UserRejectedRequestError ? error : refused(error)
    })
    if (!state || state.chain !== chain || state.accounts.length === 0) throw refused()
    store.update(connectorId, changeTo(state, String(caipNetwork.id)))
  }

  // docs/rules/errors.md: a declined signature reads 'Error signing message' and a declined transaction
  // 'Transaction rejected in the wallet' on every chain, whatever the wallet's protocol said.
  const rejectedAs =
    (toError: (cause: unknown) => Error) =>
    (error: unknown): never => {
      throw error instanceof UserRejectedRequestError ? toError(error) : error
    }
  const signatureRejected = rejectedAs((cause) => new SignMessageFailedError({ cause }))
  const transactionRejected = rejectedAs((cause) => new TransactionRejectedError({ cause }))

  async function signPsbt({
    connectorId,
    psbt,
    signInputs,
    broadcast = false,
  }: Parameters<BitcoinWalletActions['signPsbt']>[0]): Promise<SignedPsbt> {
    const connection = store.require(connectorId)
    const signed = await connection.client
      .signPsbt({ psbt, signInputs, broadcast })
      .catch(transactionRejected)
    if (!broadcast || signed.txid) return signed
    const network = requireNetwork(connection)
    const { finalizePsbt, toBroadcastError } = await import('./transfer/transferActions.ts')
    const txid = await broadcastTransaction(network, finalizePsbt(signed.psbt)).catch((error: unknown) => {
      throw toBroadcastError(error)
    })
    return { psbt: signed.psbt, txid }
  }

  async function signMessage({
    connectorId,
    address,
    message,
    protocol,
  }: Parameters<BitcoinWalletActions['signMessage']>[0]): Promise<SignedMessage> {
    const { client } = store.require(connectorId)
    if (protocol) return client.signMessage({ address, message, protocol })
    try {
      return await client.signMessage({ address, message, protocol: 'BIP322' })
    } catch (error) {
      if (!refusesProtocol(error)) throw error
      return client.signMessage({ address, message, protocol: 'ECDSA' })
    }
  }

  /** The recipients' checks before any wallet is asked: addresses of the network, amounts above dust. */
  async function checkRecipients(network: CaipNetwork, recipients: readonly TransferRecipient[]) {
    if (recipients.length === 0 || recipients.some((recipient) => recipient.amount <= 0n))
      throw new SendAmountAndReceiverRequiredError({
        details: 'Every recipient needs a positive amount in sats.',
      })
    const transfer = await import('./transfer/transferActions.ts')
    const invalid = recipients.find((recipient) => !transfer.isBitcoinAddress(recipient.address, { network }))
    if (invalid) throw new InvalidBitcoinAddressError({ address: invalid.address, network: network.name })
    transfer.checkDust({ caipNetwork: network, recipients })
    return transfer
  }

  /**
   * Sends from the connection's payment address. `walletFirst`: a wallet with its own transfer builds
   * it (and picks the fee); otherwise Portico builds a PSBT at `feeRate`, and the wallet's own transfer
   * is the fallback only for a payment address Portico cannot spend from.
   */
  async function send(
    { connectorId, recipients, feeRate }: Parameters<BitcoinWalletActions['sendTransfer']>[0],
    walletFirst: boolean,
  ): Promise<{ txid: string }> {
    const connection = store.require(connectorId)
    const network = requireNetwork(connection)
    const { buildTransfer, UnsupportedPaymentAddressError } = await checkRecipients(network, recipients)
    const { client } = connection
    const walletSends =
      client.sendTransfer !== undefined &&
      recipients.length <= (client.maxTransferRecipients ?? recipients.length)
    const walletTransfer = async () => ({
      txid: await client.sendTransfer!(recipients).catch(transactionRejected),
    })
    if (walletSends && walletFirst) return walletTransfer()
    const payment =
      connection.accounts.find((account) => account.type === 'payment') ?? connection.accounts[0]!
    let built: Awaited<ReturnType<typeof buildTransfer>>
    try {
      built = await buildTransfer({ caipNetwork: network, from: payment.address, recipients, feeRate })
    } catch (error) {
      if (walletSends && error instanceof UnsupportedPaymentAddressError) return walletTransfer()
      throw error
    }
    const { txid } = await signPsbt({
      connectorId,
      psbt: built.psbt,
      signInputs: { [payment.address]: built.inputIndexes },
      broadcast: true,
    })
    return { txid: txid! }
  }

  const bitcoin: BitcoinWalletActions = {
    signMessage: (parameters) => signMessage(parameters).catch(signatureRejected),
    signPsbt,
    sendTransfer: (parameters) => send(parameters, true),
  }

  /** The modal's transfers are of the native coin: Bitcoin has no tokens here. */
  function recipientsOf(transfer: AdapterTransfer): TransferRecipient[] {
    if (transfer.token)
      throw new UnsupportedChainError({
        details: 'Bitcoin transfers send BTC only; tokens are not supported.',
      })
    return [{ address: transfer.to, amount: transfer.amount }]
  }

  return {
    namespace: 'bip122',
    networks,
    get wallets() {
      return base.wallets
    },
    bitcoin,
    setup(setupContext) {
      const stopBase = base.setup(setupContext)
      walletConnect =
        parameters.walletConnect && networks.length > 0
          ? getBitcoinWalletConnectFace({ context: setupContext, networks })
          : undefined
      const walletConnectConnector: Connector[] = walletConnect
        ? [
            {
              id: WALLET_CONNECT_CONNECTOR_ID,
              name: 'WalletConnect',
              chain: 'bip122',
              type: 'WALLET_CONNECT',
            },
          ]
        : []
      const stop = discoverBitcoinConnectors({
        emit: (event, payload) => {
          if (event !== 'connectorsChanged') return setupContext.emit(event, payload)
          const { connectors } = payload as { connectors: readonly Connector[] }
          setupContext.emit('connectorsChanged', { connectors: [...walletConnectConnector, ...connectors] })
        },
        onWallets: base.setWallets,
      })
      // A session approved through another namespace's face (the EVM connector drives the QR) that
      // grants Bitcoin accounts is a connection here too, without taking the active one.
      const face = walletConnect
      const stopSession = face?.session.subscribe(async (event) => {
        if (event.type !== 'connect' || store.get(WALLET_CONNECT_CONNECTOR_ID)) return
        const network = base.defaultNetwork()
        const state = await face.client.connect({ chain: getBitcoinChain(network), silent: false })
        if (!state || state.accounts.length === 0 || store.get(WALLET_CONNECT_CONNECTOR_ID)) return
        const active = store.snapshot().activeConnectorId
        store.add({
          connectorId: WALLET_CONNECT_CONNECTOR_ID,
          client: face.client,
          accounts: state.accounts,
          chainId: chainIdOf(state.chain, String(network.id)),
        })
        if (active) store.activate(active)
      })
      return () => {
        stop()
        stopSession?.()
        stopBase()
        walletConnect = undefined
      }
    },
    connect: base.connect,
    reconnect: base.reconnect,
    disconnect: base.disconnect,
    switchConnection: base.switchConnection,
    async switchNetwork({ connectorId, caipNetwork }) {
      await switchNetwork(connectorId, caipNetwork)
    },
    getBalance,
    // Fee rates and history load with the send and Activity views, not with the connection.
    getFeeRates: async ({ caipNetwork }) =>
      (await import('./esplora/getFeeRates.ts')).getFeeRates(caipNetwork),
    async checkTransfer(transfer) {
      await checkRecipients(transfer.caipNetwork, recipientsOf(transfer))
    },
    async estimateTransfer(transfer) {
      const recipients = recipientsOf(transfer)
      const { buildTransfer } = await checkRecipients(transfer.caipNetwork, recipients)
      const { fee } = await buildTransfer({
        caipNetwork: transfer.caipNetwork,
        from: transfer.address,
        recipients,
        feeRate: Number(transfer.feeRate),
      })
      return fee
    },
    async transfer(transfer) {
      const feeRate = transfer.feeRate === undefined ? undefined : Number(transfer.feeRate)
      const { txid } = await send(
        { connectorId: transfer.connectorId, recipients: recipientsOf(transfer), feeRate },
        false,
      )
      return txid
    },
    getTransactions: ({ address, caipNetwork, cursor }) =>
      import('./esplora/getAddressTransactions.ts').then((history) =>
        history.getAddressTransactions({ address, caipNetwork, cursor }),
      ),
    async signMessage({ connectorId, address, message }) {
      return (await bitcoin.signMessage({ connectorId, address, message })).signature
    },
    async getCapabilities() {
      return {}
    },
  }
}

import type { Connection } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { CaipNetwork } from '../caip/types.ts'
import { NetworkNotAddedError } from '../errors/account.ts'
import { isUserRejectedError } from '../errors/codes.ts'
import { ConnectionFailedError, ConnectionRejectedError } from '../errors/connection.ts'
import { findErrorCode } from '../errors/findErrorCode.ts'
import type { Portico } from '../instance/createPortico.ts'
import type { Wallet } from '../wallets/types.ts'

export type ConnectParameters = {
  connectorId: string
  /** The namespace to connect on; defaults to `caipNetwork`'s, then the active network's when the connector serves it. */
  namespace?: ChainNamespace | undefined
  /** The network to connect on (e.g. the one SwitchActiveChain was opened for). */
  caipNetwork?: CaipNetwork | undefined
  /** The directory wallet the visitor picked, remembered as a recent wallet (e.g. one reached over WalletConnect). */
  wallet?: Wallet | undefined
}

export type ConnectReturnType = Connection & { namespace: ChainNamespace }

export type ConnectErrorType = ConnectionRejectedError | ConnectionFailedError | NetworkNotAddedError

/**
 * Maps a wallet failure to 'Connection rejected' (4001, 5000) or 'Failed to connect' (docs/rules/errors.md);
 * a wallet that could not add the network keeps its {@link NetworkNotAddedError}, which names it.
 */
export function toConnectionError(
  error: unknown,
): ConnectionRejectedError | ConnectionFailedError | NetworkNotAddedError {
  if (
    error instanceof ConnectionRejectedError ||
    error instanceof ConnectionFailedError ||
    error instanceof NetworkNotAddedError
  )
    return error
  if (isUserRejectedError(findErrorCode(error))) return new ConnectionRejectedError({ cause: error })
  return new ConnectionFailedError({
    cause: error,
    details: error instanceof Error ? error.message : undefined,
  })
}

/**
 * Connects a wallet through its connector and makes the connection the active account. Resolves
 * once the wallet approved; the modal is not involved.
 *
 * @example
 * import { connect } from '@portico/core'
 * const { accounts } = await connect(portico, { connectorId: 'io.metamask' })
 */
export async function connect(portico: Portico, parameters: ConnectParameters): Promise<ConnectReturnType> {
  const connector = portico.connectors.getConnector(parameters.connectorId)
  const active = portico.networks.store.getState().caipNetwork
  const serves = connector?.chains ?? (connector ? [connector.chain] : [])
  const namespace =
    parameters.namespace ??
    parameters.caipNetwork?.chainNamespace ??
    (active && serves.includes(active.chainNamespace) ? active.chainNamespace : connector?.chain)
  const target = parameters.caipNetwork ?? (active?.chainNamespace === namespace ? active : undefined)
  const adapter = namespace ? portico.connections.adapterFor(namespace) : undefined
  if (!connector || !namespace || !adapter || !serves.includes(namespace)) {
    throw new ConnectionFailedError({
      details: `No adapter serves the connector '${parameters.connectorId}'${namespace ? ` on ${namespace}` : ''}.`,
    })
  }
  portico.account.setConnecting(connector)
  try {
    // One WalletConnect proposal asks for every namespace; each lazy adapter adds its own when it loads.
    if (connector.type === 'WALLET_CONNECT')
      await Promise.all(
        portico.options.adapters.map((each) =>
          each.preload?.({ walletConnect: true }).catch(() => undefined),
        ),
      )
    const connection = await adapter.connect({
      connectorId: connector.id,
      caipNetwork: target?.chainNamespace === namespace ? target : undefined,
    })
    // One login of the embedded wallet is an account on every namespace it serves, so a later switch
    // to another namespace finds its address there (no new code). The other adapters load meanwhile;
    // a switch that comes first connects its namespace itself (switchNetwork).
    if (connector.type === 'AUTH') {
      for (const other of serves.filter((each) => each !== namespace)) {
        void portico.connections
          .adapterFor(other)
          ?.connect({ connectorId: connector.id })
          .catch(() => undefined)
      }
    }
    portico.connections.activate(namespace)
    const { wallet } = parameters
    portico.connectors.addRecent(wallet?.id ?? connector.explorerId ?? connector.id, wallet)
    const method = connector.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser'
    void portico.track('CONNECT_SUCCESS', { method, name: wallet?.name ?? connector.name })
    return { ...connection, namespace }
  } catch (error) {
    portico.account.cancelConnecting()
    const failure = toConnectionError(error)
    void portico.track('CONNECT_ERROR', { message: failure.shortMessage })
    if (!(failure instanceof ConnectionRejectedError)) void portico.errorReports.report(failure)
    throw failure
  }
}

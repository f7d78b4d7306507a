import { PorticoError } from './base.ts'
import { PROVIDER_ERROR_CODES } from './codes.ts'

export type AdapterNotSetUpErrorType = AdapterNotSetUpError & { name: 'AdapterNotSetUpError' }

/** A chain adapter's method that needs the wallets ran before `setup` (the instance mounts adapters on first use). */
export class AdapterNotSetUpError extends PorticoError {
  override name = 'AdapterNotSetUpError' as const
  constructor({ namespace }: { namespace: string }) {
    super('Adapter not set up', {
      details: `The ${namespace} adapter runs once the Portico instance has mounted it.`,
    })
  }
}

export type NotAdapterNetworkErrorType = NotAdapterNetworkError & { name: 'NotAdapterNetworkError' }

/** A network given to a chain adapter is of another namespace. */
export class NotAdapterNetworkError extends PorticoError {
  override name = 'NotAdapterNetworkError' as const
  constructor({ namespace, caipNetworkId }: { namespace: string; caipNetworkId: string }) {
    super('Network of another namespace', {
      details: `${caipNetworkId} is not in the ${namespace} namespace.`,
    })
  }
}

export type WalletNotFoundErrorType = WalletNotFoundError & { name: 'WalletNotFoundError' }

/** No wallet with this connector id is installed (or it has not registered yet). */
export class WalletNotFoundError extends PorticoError {
  override name = 'WalletNotFoundError' as const
  constructor({ connectorId, namespace }: { connectorId: string; namespace: string }) {
    super('Wallet not found', {
      details: `No ${namespace} wallet for the connector '${connectorId}'.`,
    })
  }
}

export type WalletNotConnectedErrorType = WalletNotConnectedError & { name: 'WalletNotConnectedError' }

/** A call needs a connection that the connector (or, without one, the adapter) does not have. */
export class WalletNotConnectedError extends PorticoError {
  override name = 'WalletNotConnectedError' as const
  constructor({ connectorId, namespace }: { connectorId?: string | undefined; namespace: string }) {
    super('Wallet not connected', {
      details: connectorId
        ? `No ${namespace} connection of the connector '${connectorId}'.`
        : `No ${namespace} wallet is connected.`,
    })
  }
}

export type UserRejectedRequestErrorType = UserRejectedRequestError & { name: 'UserRejectedRequestError' }

/**
 * The visitor declined in the wallet. Code 4001 whatever the wallet answered (sats-connect says
 * -32000), so core's actions read it as 'Connection rejected'.
 */
export class UserRejectedRequestError extends PorticoError {
  override name = 'UserRejectedRequestError' as const
  constructor({ method, cause }: { method: string; cause?: unknown }) {
    super('User rejected the request', {
      details: `The wallet declined ${method}.`,
      code: PROVIDER_ERROR_CODES.UserRejectedRequest,
      cause,
    })
  }
}

export type WalletMethodNotSupportedErrorType = WalletMethodNotSupportedError & {
  name: 'WalletMethodNotSupportedError'
}

/** The wallet does not implement the method or wallet-standard feature a call needs (4200). */
export class WalletMethodNotSupportedError extends PorticoError {
  override name = 'WalletMethodNotSupportedError' as const
  constructor({ wallet, method, cause }: { wallet: string; method: string; cause?: unknown }) {
    super('Unsupported method', {
      details: `${wallet} does not implement ${method}.`,
      code: PROVIDER_ERROR_CODES.UnsupportedMethod,
      cause,
    })
  }
}

export type WalletRequestErrorType = WalletRequestError & { name: 'WalletRequestError' }

/**
 * The wallet answered a request with an error of its own. Its reason is the message, as a wallet's
 * own words are on every chain (docs/rules/errors.md); 'Wallet request failed' only when it gave none.
 */
export class WalletRequestError extends PorticoError {
  override name = 'WalletRequestError' as const
  constructor({
    method,
    code,
    message,
    details,
    cause,
  }: {
    method: string
    code?: number | string | undefined
    /** The wallet's own reason; empty when it gave none. */
    message: string
    /** What Portico found wrong with the answer, for developers. */
    details?: string | undefined
    cause?: unknown
  }) {
    const reason = message.trim()
    super(reason || 'Wallet request failed', {
      details: `${method}: ${reason || details || 'no reason given'}`,
      code,
      cause,
      messageId: reason ? undefined : 'walletRequestFailed',
    })
  }
}

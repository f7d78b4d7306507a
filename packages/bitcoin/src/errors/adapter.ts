import { PorticoError } from '@portico/core'

export type BitcoinAdapterNotSetUpErrorType = BitcoinAdapterNotSetUpError & {
  name: 'BitcoinAdapterNotSetUpError'
}

/** A method that needs the wallets ran before `setup` (the instance mounts adapters on first use). */
export class BitcoinAdapterNotSetUpError extends PorticoError {
  override name = 'BitcoinAdapterNotSetUpError' as const
  constructor() {
    super('The Bitcoin adapter is not set up', { details: 'Mount the Portico instance before using it.' })
  }
}

export type NotBitcoinNetworkErrorType = NotBitcoinNetworkError & { name: 'NotBitcoinNetworkError' }

/** A network given to the Bitcoin adapter is not a bip122 one. */
export class NotBitcoinNetworkError extends PorticoError {
  override name = 'NotBitcoinNetworkError' as const
  constructor(caipNetworkId: string) {
    super('Not a Bitcoin network', { details: `${caipNetworkId} is not in the bip122 namespace.` })
  }
}

export type BitcoinConnectorNotFoundErrorType = BitcoinConnectorNotFoundError & {
  name: 'BitcoinConnectorNotFoundError'
}

/** No Bitcoin wallet with this connector id is installed, or it is not connected. */
export class BitcoinConnectorNotFoundError extends PorticoError {
  override name = 'BitcoinConnectorNotFoundError' as const
  constructor(connectorId: string | undefined, { connected = false }: { connected?: boolean } = {}) {
    super(connected ? 'Wallet not connected' : 'Wallet not found', {
      details: connectorId
        ? `No ${connected ? 'connection of' : 'Bitcoin wallet for'} the connector '${connectorId}'.`
        : 'No Bitcoin wallet is connected.',
    })
  }
}

export type BitcoinNetworkNotSupportedErrorType = BitcoinNetworkNotSupportedError & {
  name: 'BitcoinNetworkNotSupportedError'
}

/** The wallet cannot move to the network or has no account there. */
export class BitcoinNetworkNotSupportedError extends PorticoError {
  override name = 'BitcoinNetworkNotSupportedError' as const
  constructor({ wallet, network, cause }: { wallet: string; network: string; cause?: unknown }) {
    super('Network not supported by the wallet', {
      details: `${wallet} has no account on ${network}.`,
      cause,
    })
  }
}

export type BitcoinAccountNotFoundErrorType = BitcoinAccountNotFoundError & {
  name: 'BitcoinAccountNotFoundError'
}

/** An address to sign with that is not one of the connection's accounts. */
export class BitcoinAccountNotFoundError extends PorticoError {
  override name = 'BitcoinAccountNotFoundError' as const
  constructor({ wallet, address }: { wallet: string; address: string }) {
    super('Account not found', { details: `${address} is not an account ${wallet} exposes to this page.` })
  }
}

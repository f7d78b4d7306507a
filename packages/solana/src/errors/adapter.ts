import { PorticoError } from '@portico/core'

export type SolanaAdapterNotSetUpErrorType = SolanaAdapterNotSetUpError & {
  name: 'SolanaAdapterNotSetUpError'
}

/** A method that needs the wallets ran before `setup` (the instance mounts adapters on first use). */
export class SolanaAdapterNotSetUpError extends PorticoError {
  override name = 'SolanaAdapterNotSetUpError' as const
  constructor() {
    super('The Solana adapter is not set up', { details: 'Mount the Portico instance before using it.' })
  }
}

export type NotSolanaNetworkErrorType = NotSolanaNetworkError & { name: 'NotSolanaNetworkError' }

/** A network given to the Solana adapter is not a solana one. */
export class NotSolanaNetworkError extends PorticoError {
  override name = 'NotSolanaNetworkError' as const
  constructor(caipNetworkId: string) {
    super('Not a Solana network', { details: `${caipNetworkId} is not in the solana namespace.` })
  }
}

export type SolanaConnectorNotFoundErrorType = SolanaConnectorNotFoundError & {
  name: 'SolanaConnectorNotFoundError'
}

/** No wallet-standard wallet with this connector id is registered, or it is not connected. */
export class SolanaConnectorNotFoundError extends PorticoError {
  override name = 'SolanaConnectorNotFoundError' as const
  constructor(connectorId: string, { connected = false }: { connected?: boolean } = {}) {
    super(connected ? 'Wallet not connected' : 'Wallet not found', {
      details: `No ${connected ? 'connection of' : 'wallet-standard wallet for'} the connector '${connectorId}'.`,
    })
  }
}

export type WalletFeatureNotSupportedErrorType = WalletFeatureNotSupportedError & {
  name: 'WalletFeatureNotSupportedError'
}

/** The wallet does not implement the wallet-standard feature a call needs (4200-style). */
export class WalletFeatureNotSupportedError extends PorticoError {
  override name = 'WalletFeatureNotSupportedError' as const
  constructor(wallet: string, feature: string) {
    super('Unsupported method', { details: `${wallet} does not implement ${feature}.`, code: 4200 })
  }
}

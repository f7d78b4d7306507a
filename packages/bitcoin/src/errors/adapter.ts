import { PorticoError } from '@portico/core'

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

import { PorticoError } from '@portico/core'

/** An AppKit hook or element was used before `createAppKit` ran. */
export class AppKitNotCreatedError extends PorticoError {
  override name = 'AppKitNotCreatedError'
  constructor() {
    super('Call `createAppKit` before using AppKit hooks.', {
      details:
        'Call createAppKit({ ... }) at module level, or render <AppKitProvider>, before the components.',
    })
  }
}

export type AppKitNotCreatedErrorType = AppKitNotCreatedError & { name: 'AppKitNotCreatedError' }

/** `switchNetwork` was given a network that is not among `createAppKit`'s `networks`. */
export class AppKitNetworkNotFoundError extends PorticoError {
  override name = 'AppKitNetworkNotFoundError'
  constructor(caipNetworkId: string) {
    super('The network is not among the AppKit networks.', {
      details: `${caipNetworkId} is not in createAppKit's networks; add it there first.`,
    })
  }
}

export type AppKitNetworkNotFoundErrorType = AppKitNetworkNotFoundError & {
  name: 'AppKitNetworkNotFoundError'
}

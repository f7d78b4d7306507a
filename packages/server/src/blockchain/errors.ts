import { PorticoError } from '@portico/core'

/** The blockchain API's options are wrong (a bad network, URL or price file). */
export class BlockchainConfigError extends PorticoError {
  override name = 'BlockchainConfigError'
}

/** A network's RPC did not answer (after fallbacks and retries) or answered something unusable. */
export class ChainUnavailableError extends PorticoError {
  override name = 'ChainUnavailableError'
  constructor(caipNetworkId: string, cause: unknown) {
    super(`The RPC of network ${caipNetworkId} did not answer`, {
      details: cause instanceof Error ? cause.message.split('\n')[0] : String(cause),
      cause,
    })
  }
}

/** A price provider failed; callers fall back to other providers or to no price. */
export class PriceProviderError extends PorticoError {
  override name = 'PriceProviderError'
}

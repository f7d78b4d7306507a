import { PorticoError } from '@portico/core'

/** The blockchain API's options are wrong (a bad network or URL). */
export class BlockchainConfigError extends PorticoError {
  override name = 'BlockchainConfigError'
}

export type BlockchainConfigErrorType = BlockchainConfigError & { name: 'BlockchainConfigError' }

/** One line for logs: the error's short message and its root cause (viem errors carry whole requests). */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  let root: unknown = error
  while (root instanceof Error && root.cause !== undefined) root = root.cause
  const first = (value: unknown) =>
    value instanceof Error
      ? ('shortMessage' in value && typeof value.shortMessage === 'string'
          ? value.shortMessage
          : value.message
        ).split('\n')[0]
      : String(value)
  return root === error ? (first(error) ?? '') : `${first(error)} (${first(root)})`
}

/** A network's RPC did not answer (after fallbacks and retries) or answered something unusable. */
export class ChainUnavailableError extends PorticoError {
  override name = 'ChainUnavailableError'
  constructor(caipNetworkId: string, cause: unknown) {
    super(`The RPC of network ${caipNetworkId} did not answer`, { details: describeFailure(cause), cause })
  }
}

export type ChainUnavailableErrorType = ChainUnavailableError & { name: 'ChainUnavailableError' }

/** Multicall3's `getEthBalance` failed without an error of its own (a contract that is not Multicall3). */
export class MulticallReadError extends PorticoError {
  override name = 'MulticallReadError'
  constructor(caipNetworkId: string) {
    super('Multicall3 getEthBalance failed', { details: `Network: ${caipNetworkId}` })
  }
}

export type MulticallReadErrorType = MulticallReadError & { name: 'MulticallReadError' }

/** A price provider failed; callers fall back to other providers or to no price. */
export class PriceProviderError extends PorticoError {
  override name = 'PriceProviderError'
}

export type PriceProviderErrorType = PriceProviderError & { name: 'PriceProviderError' }

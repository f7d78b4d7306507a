import { PorticoError } from '@portico/core'

/** No pool or path connects the two tokens (or the pools cannot pay the amount). */
export class SwapRouteNotFoundError extends PorticoError {
  override name = 'SwapRouteNotFoundError'
  constructor(from: string, to: string, details?: string) {
    super(`No swap route from ${from} to ${to}`, { details })
  }
}

export type SwapRouteNotFoundErrorType = SwapRouteNotFoundError & { name: 'SwapRouteNotFoundError' }

/** A swap request the provider refuses: bad input it knows of, such as a balance or allowance too low. */
export class SwapRequestError extends PorticoError {
  override name = 'SwapRequestError'
}

export type SwapRequestErrorType = SwapRequestError & { name: 'SwapRequestError' }

/** The swap provider failed or could not be reached. */
export class SwapProviderError extends PorticoError {
  override name = 'SwapProviderError'
}

export type SwapProviderErrorType = SwapProviderError & { name: 'SwapProviderError' }

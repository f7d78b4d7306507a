import { PorticoError } from '../errors/base.ts'

/** The convert API found no pool or path between the two tokens for the amount. */
export class SwapRouteNotFoundError extends PorticoError {
  override name = 'SwapRouteNotFoundError'
  constructor(parameters: { cause?: unknown; details?: string | undefined } = {}) {
    super('No route found for this swap', { ...parameters, messageId: 'swapRouteNotFound' })
  }
}

export type SwapRouteNotFoundErrorType = SwapRouteNotFoundError & { name: 'SwapRouteNotFoundError' }

/** A swap sent as one batch (approval and swap) did not succeed on chain. */
export class SwapFailedError extends PorticoError {
  override name = 'SwapFailedError' as const
  constructor(parameters: { cause?: unknown; details?: string | undefined } = {}) {
    super('The swap failed on chain', parameters)
  }
}

export type SwapFailedErrorType = SwapFailedError & { name: 'SwapFailedError' }

import { PorticoError } from '../errors/base.ts'

/** The convert API found no pool or path between the two tokens for the amount. */
export class SwapRouteNotFoundError extends PorticoError {
  override name = 'SwapRouteNotFoundError'
  constructor(parameters: { cause?: unknown; details?: string | undefined } = {}) {
    super('No route found for this swap', { ...parameters, messageId: 'swapRouteNotFound' })
  }
}

export type SwapRouteNotFoundErrorType = SwapRouteNotFoundError & { name: 'SwapRouteNotFoundError' }

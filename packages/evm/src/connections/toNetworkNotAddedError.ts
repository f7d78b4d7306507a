import { type CaipNetwork, isUserRejectedError, NetworkNotAddedError } from '@portico/core'

function codesOf(error: unknown): unknown[] {
  const codes: unknown[] = []
  const seen = new Set<unknown>()
  let current = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (code !== undefined) codes.push(code)
    current = cause
  }
  return codes
}

/**
 * A failed `wallet_addEthereumChain` (after a 4902) as {@link NetworkNotAddedError} when the wallet
 * refused for its own reason (4200, -32603…), not the visitor's (4001, 5000). wagmi reports any failed
 * addition as a rejection (4001) that keeps the wallet's error as its cause, so the deepest code
 * decides; undefined when the visitor declined or nothing says otherwise.
 *
 * @example
 * const notAdded = toNetworkNotAddedError(error, caipNetwork)
 * if (notAdded) throw notAdded
 */
export function toNetworkNotAddedError(
  error: unknown,
  caipNetwork: CaipNetwork,
): NetworkNotAddedError | undefined {
  const deepest = codesOf(error).at(-1)
  if (deepest === undefined || isUserRejectedError(deepest)) return undefined
  return new NetworkNotAddedError({
    network: caipNetwork.name,
    caipNetworkId: caipNetwork.caipNetworkId,
    cause: error,
  })
}

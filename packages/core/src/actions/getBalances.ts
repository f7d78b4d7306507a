import type { TokenBalance } from '../contract/blockchain.ts'
import { getBalancesController } from '../flows/getBalancesController.ts'
import type { Portico } from '../instance/createPortico.ts'

export type GetBalancesParameters = {
  /** Skip the server's brief cache, e.g. right after a send. */
  forceUpdate?: boolean | undefined
}

/** Highest value first; decimals-0 tokens dropped (docs/rules/validation.md). */
export type GetBalancesReturnType = readonly TokenBalance[]

export type GetBalancesErrorType = never

/**
 * The active account's token balances on the active network: from the wallet when it offers asset
 * discovery, otherwise from the blockchain API. A failure shows 'Token Balance Unavailable', returns
 * an empty list and refuses retries for 30 s (docs/rules/states.md Balance); it never throws.
 *
 * @example
 * import { getBalances } from '@portico/core'
 * const tokens = await getBalances(portico)
 */
export function getBalances(
  portico: Portico,
  parameters: GetBalancesParameters = {},
): Promise<GetBalancesReturnType> {
  return getBalancesController(portico).fetch(parameters)
}

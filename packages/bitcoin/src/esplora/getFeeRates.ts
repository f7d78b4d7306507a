import type { CaipNetwork, FeeRates, FeeSpeed } from '@portico/core'
import { type FeeEstimates, feeRateFor, getFeeEstimates } from './getFeeRate.ts'

/** The confirmation target, in blocks, of each speed the send flow offers: next block, an hour, a day. */
export const FEE_SPEED_TARGETS: Readonly<Record<FeeSpeed, number>> = { fast: 1, normal: 6, slow: 144 }

/**
 * Slow, normal and fast rates in sat/vB from Esplora's fee estimates (targets of FEE_SPEED_TARGETS),
 * each at least 1 sat/vB and never a slower speed dearer than a faster one.
 *
 * @example
 * toFeeRates({ '1': 5, '6': 2, '144': 1 }) // { slow: 1n, normal: 2n, fast: 5n }
 */
export function toFeeRates(estimates: FeeEstimates): FeeRates {
  const fast = feeRateFor(estimates, FEE_SPEED_TARGETS.fast)
  const normal = Math.min(fast, feeRateFor(estimates, FEE_SPEED_TARGETS.normal))
  const slow = Math.min(normal, feeRateFor(estimates, FEE_SPEED_TARGETS.slow))
  return { slow: BigInt(slow), normal: BigInt(normal), fast: BigInt(fast) }
}

/**
 * The network's slow, normal and fast fee rates (`GET /fee-estimates`), in sat/vB.
 *
 * @example
 * await getFeeRates(bitcoin) // { slow: 1n, normal: 2n, fast: 5n }
 */
export async function getFeeRates(caipNetwork: Pick<CaipNetwork, 'rpcUrls'>): Promise<FeeRates> {
  return toFeeRates(await getFeeEstimates(caipNetwork))
}

import type { CaipNetwork } from '@portico/core'
import { fetchEsplora } from './fetchEsplora.ts'

/** Confirmation target, in blocks, of the fee rate a transfer pays. */
export const FEE_TARGET_BLOCKS = 6

/** Bitcoin Core's minimum relay fee: 1 sat/vB. */
export const MIN_FEE_RATE = 1

/** Esplora's `GET /fee-estimates`: confirmation target in blocks → sat/vB. */
export type FeeEstimates = Readonly<Record<string, number>>

/**
 * The rate in sat/vB to confirm within `target` blocks: the estimate of the nearest target at or above
 * it, else the slowest one; whole sats, never below MIN_FEE_RATE (a regtest node has no estimates).
 *
 * @example
 * feeRateFor({ '1': 5.2, '6': 2, '144': 1 }, 3) // 2
 */
export function feeRateFor(estimates: FeeEstimates, target: number): number {
  const targets = Object.keys(estimates)
    .map(Number)
    .filter((candidate) => Number.isFinite(candidate))
    .sort((a, b) => a - b)
  const nearest = targets.find((candidate) => candidate >= target) ?? targets.at(-1)
  const rate = nearest === undefined ? MIN_FEE_RATE : (estimates[String(nearest)] ?? MIN_FEE_RATE)
  return Math.max(MIN_FEE_RATE, Math.ceil(Number.isFinite(rate) ? rate : MIN_FEE_RATE))
}

/** The network's fee estimates (`GET /fee-estimates`). */
export async function getFeeEstimates(caipNetwork: Pick<CaipNetwork, 'rpcUrls'>): Promise<FeeEstimates> {
  return (await (await fetchEsplora(caipNetwork, '/fee-estimates')).json()) as FeeEstimates
}

/**
 * The fee rate in sat/vB to confirm within FEE_TARGET_BLOCKS, from Esplora's `GET /fee-estimates`.
 *
 * @example
 * const satsPerVbyte = await getFeeRate(bitcoin)
 */
export async function getFeeRate(caipNetwork: Pick<CaipNetwork, 'rpcUrls'>): Promise<number> {
  return feeRateFor(await getFeeEstimates(caipNetwork), FEE_TARGET_BLOCKS)
}

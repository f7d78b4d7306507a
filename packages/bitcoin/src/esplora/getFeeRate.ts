import type { CaipNetwork } from '@portico/core'
import { fetchEsplora } from './fetchEsplora.ts'

/** Confirmation target, in blocks, of the fee rate a transfer pays. */
export const FEE_TARGET_BLOCKS = 6

/** Bitcoin Core's minimum relay fee: 1 sat/vB. */
export const MIN_FEE_RATE = 1

/**
 * The fee rate in sat/vB to confirm within FEE_TARGET_BLOCKS, from Esplora's `GET /fee-estimates`
 * (target in blocks → sat/vB): the estimate of the nearest target at or above it, else the slowest
 * one; never below MIN_FEE_RATE (a regtest node has no estimates).
 *
 * @example
 * const satsPerVbyte = await getFeeRate(bitcoin)
 */
export async function getFeeRate(caipNetwork: Pick<CaipNetwork, 'rpcUrls'>): Promise<number> {
  const estimates = (await (await fetchEsplora(caipNetwork, '/fee-estimates')).json()) as Record<
    string,
    number
  >
  const targets = Object.keys(estimates)
    .map(Number)
    .filter((target) => Number.isFinite(target))
    .sort((a, b) => a - b)
  const target = targets.find((candidate) => candidate >= FEE_TARGET_BLOCKS) ?? targets.at(-1)
  const rate = target === undefined ? MIN_FEE_RATE : (estimates[String(target)] ?? MIN_FEE_RATE)
  return Math.max(MIN_FEE_RATE, Math.ceil(rate))
}

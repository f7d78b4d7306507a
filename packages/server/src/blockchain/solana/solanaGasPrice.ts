import type { GasPrice } from '../gasPrice.ts'
import type { SolanaClient } from './solanaClient.ts'

/**
 * Solana's fee rate: the median priority fee (micro-lamports per compute unit) of the recent slots,
 * one estimate for all three speeds. Solana has no fee market per speed that the RPC exposes.
 */
export async function estimateSolanaGasPrice(client: SolanaClient): Promise<GasPrice> {
  const fees = (await client.getRecentPrioritizationFees().send())
    .map((entry) => entry.prioritizationFee)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const median = fees.length === 0 ? 0n : (fees[Math.floor((fees.length - 1) / 2)] ?? 0n)
  const all = median.toString()
  return { standard: all, fast: all, instant: all }
}

import type { PublicClient } from 'viem'

/** Gas prices in wei as decimal strings (docs/rules/entities.md Gas price result). */
export type GasPrice = { standard: string; fast: string; instant: string }

/** Blocks of fee history the estimate looks at. */
const HISTORY_BLOCKS = 10
/** Priority-fee percentiles of the three speeds. */
const PERCENTILES = [25, 50, 90]

function max(a: bigint, b: bigint): bigint {
  return a > b ? a : b
}

/**
 * Estimates the three speeds from the chain: the next block's base fee plus the 25th, 50th and 90th
 * percentile priority fees of the last blocks that carried transactions, never below `eth_gasPrice`
 * and never decreasing from standard to instant. Chains without fee history answer `eth_gasPrice` for
 * all three.
 */
export async function estimateGasPrice(client: PublicClient): Promise<GasPrice> {
  const [gasPrice, history] = await Promise.all([
    client.getGasPrice(),
    client
      .getFeeHistory({ blockCount: HISTORY_BLOCKS, blockTag: 'latest', rewardPercentiles: PERCENTILES })
      .catch(() => undefined),
  ])
  const nextBaseFee = history?.baseFeePerGas.at(-1)
  if (!history || nextBaseFee === undefined) {
    const all = gasPrice.toString()
    return { standard: all, fast: all, instant: all }
  }
  const busy = (history.reward ?? []).filter((_, index) => (history.gasUsedRatio[index] ?? 0) > 0)
  const tip = (column: number) =>
    busy.length === 0
      ? 0n
      : busy.reduce((sum, rewards) => sum + (rewards[column] ?? 0n), 0n) / BigInt(busy.length)
  const standard = max(gasPrice, nextBaseFee + tip(0))
  const fast = max(standard, nextBaseFee + tip(1))
  const instant = max(fast, nextBaseFee + tip(2))
  return { standard: standard.toString(), fast: fast.toString(), instant: instant.toString() }
}

import type { Address } from 'viem'

/** A pool's reserves seen from one swap direction. */
export type DirectedPool = { reserveIn: bigint; reserveOut: bigint }

/** A path of tokens and the pool of each hop (pools.length === path.length - 1). */
export type RouteCandidate = { path: readonly Address[]; pools: readonly DirectedPool[] }

export type FindBestRouteParameters = { amountIn: bigint; candidates: readonly RouteCandidate[] }

export type FindBestRouteReturnType =
  | {
      path: readonly Address[]
      /** The amount after each hop, the input first: what the router's `getAmountsOut` answers. */
      amounts: bigint[]
      /** Percent the output falls short of the mid price along the path, the 0.3 % fees excluded. */
      priceImpact: number
    }
  | undefined

const FEE_NUMERATOR = 997n
const FEE_DENOMINATOR = 1000n

/** Uniswap v2's `getAmountOut`: x·y=k after a 0.3 % fee on the input; 0 when the pool cannot pay. */
function amountOut(amountIn: bigint, { reserveIn, reserveOut }: DirectedPool): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const withFee = amountIn * FEE_NUMERATOR
  return (withFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + withFee)
}

function priceImpactOf(amountIn: bigint, out: bigint, pools: readonly DirectedPool[]): number {
  let received = out
  let ideal = amountIn
  for (const pool of pools) {
    received *= pool.reserveIn * FEE_DENOMINATOR
    ideal *= pool.reserveOut * FEE_NUMERATOR
  }
  if (ideal === 0n) return 0
  const scaled = ((ideal - received) * 100_000_000n) / ideal
  return Math.max(0, Math.round(Number(scaled) / 100) / 10_000)
}

/**
 * The candidate path that pays the most for `amountIn`, with the amount after each hop computed with
 * the router's exact integer math, and its price impact. Undefined when no candidate pays anything.
 *
 * @example
 * findBestRoute({ amountIn: 10n ** 6n, candidates: [{ path: [pusd, pdai], pools: [{ reserveIn, reserveOut }] }] })
 */
export function findBestRoute(parameters: FindBestRouteParameters): FindBestRouteReturnType {
  const { amountIn, candidates } = parameters
  let best: FindBestRouteReturnType
  for (const { path, pools } of candidates) {
    const amounts = [amountIn]
    for (const pool of pools) amounts.push(amountOut(amounts.at(-1) ?? 0n, pool))
    const out = amounts.at(-1) ?? 0n
    if (out <= 0n || (best && out <= (best.amounts.at(-1) ?? 0n))) continue
    best = { path, amounts, priceImpact: priceImpactOf(amountIn, out, pools) }
  }
  return best
}

import type { CaipNetwork } from '@portico/core'
import { fetchEsplora } from './fetchEsplora.ts'

type Stats = { funded_txo_sum: number; spent_txo_sum: number }

export type GetAddressBalanceReturnType = {
  /** In sats, from confirmed transactions. */
  confirmed: bigint
  /** In sats, what the address's mempool transactions add or take (may be negative). */
  unconfirmed: bigint
}

/**
 * An address's balance from Esplora's `GET /address/:address`: funded minus spent outputs, confirmed
 * (`chain_stats`) and in the mempool (`mempool_stats`).
 *
 * @example
 * const { confirmed, unconfirmed } = await getAddressBalance(bitcoin, 'bc1q…')
 */
export async function getAddressBalance(
  caipNetwork: Pick<CaipNetwork, 'rpcUrls'>,
  address: string,
): Promise<GetAddressBalanceReturnType> {
  const response = await fetchEsplora(caipNetwork, `/address/${encodeURIComponent(address)}`)
  const { chain_stats, mempool_stats } = (await response.json()) as {
    chain_stats: Stats
    mempool_stats: Stats
  }
  const net = (stats: Stats) => BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum)
  return { confirmed: net(chain_stats), unconfirmed: net(mempool_stats) }
}

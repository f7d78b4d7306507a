import type { CaipNetwork } from '@portico/core'
import { fetchEsplora } from './fetchEsplora.ts'

/** An unspent output as Esplora lists it (`value` in sats). */
export type EsploraUtxo = {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number | undefined }
}

/**
 * The unspent outputs of an address, confirmed and in the mempool (Esplora `GET /address/:address/utxo`).
 *
 * @example
 * const utxos = await getUtxos(bitcoin, 'bc1q…')
 */
export async function getUtxos(
  caipNetwork: Pick<CaipNetwork, 'rpcUrls'>,
  address: string,
): Promise<EsploraUtxo[]> {
  const response = await fetchEsplora(caipNetwork, `/address/${encodeURIComponent(address)}/utxo`)
  return (await response.json()) as EsploraUtxo[]
}

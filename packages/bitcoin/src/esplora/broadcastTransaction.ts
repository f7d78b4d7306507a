import type { CaipNetwork } from '@portico/core'
import { fetchEsplora } from './fetchEsplora.ts'

/**
 * Sends a signed raw transaction (hex) to the network through Esplora's `POST /tx`; returns its txid.
 *
 * @example
 * const txid = await broadcastTransaction(bitcoin, tx.hex)
 */
export async function broadcastTransaction(
  caipNetwork: Pick<CaipNetwork, 'rpcUrls'>,
  transactionHex: string,
): Promise<string> {
  const response = await fetchEsplora(caipNetwork, '/tx', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: transactionHex,
  })
  return (await response.text()).trim()
}

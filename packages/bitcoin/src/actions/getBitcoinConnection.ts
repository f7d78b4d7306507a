import { type ChainAdapter, type Connection, type Portico, WalletNotConnectedError } from '@portico/core'
import type { BitcoinWalletActions } from '../createBitcoinAdapter.ts'

export type GetBitcoinConnectionReturnType = { connection: Connection; actions: BitcoinWalletActions }

function isBitcoinAdapter(
  adapter: ChainAdapter | undefined,
): adapter is ChainAdapter & { bitcoin: BitcoinWalletActions } {
  return (
    typeof (adapter as { bitcoin?: Partial<BitcoinWalletActions> } | undefined)?.bitcoin?.signPsbt ===
    'function'
  )
}

/**
 * The bip122 connection an action acts for (the connector's, else the active Bitcoin connection, even
 * while another namespace is the account) and the Bitcoin adapter's wallet actions.
 */
export function getBitcoinConnection(
  portico: Portico,
  connectorId?: string | undefined,
): GetBitcoinConnectionReturnType {
  const adapter = portico.connections.adapterFor('bip122')
  const connection = connectorId
    ? portico.connections.store
        .getState()
        .byNamespace.bip122?.connections.find((candidate) => candidate.connectorId === connectorId)
    : portico.connections.getActive('bip122')
  if (!isBitcoinAdapter(adapter) || !connection || connection.accounts.length === 0)
    throw new WalletNotConnectedError({ connectorId, namespace: 'bip122' })
  return { connection, actions: adapter.bitcoin }
}

import type { ConnectedWallet, Connection } from '@portico/core'

/** A Portico connection (docs/rules/entities.md) from what wagmi knows of one connector's connection. */
export function toConnection(
  connectorId: string,
  connection: { accounts: readonly string[]; chainId: number },
  wallet?: ConnectedWallet | undefined,
): Connection {
  return {
    connectorId,
    accounts: connection.accounts.map((address) => ({ address, type: 'eoa' })),
    chainId: connection.chainId,
    ...(wallet ? { wallet } : {}),
  }
}

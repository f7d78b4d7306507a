import type { Portico } from '../instance/createPortico.ts'

export type RefreshBalanceReturnType = { value: string; symbol: string } | undefined

/**
 * Reads the active account's native balance on the active network from the chain and puts it in
 * the account state (the ConnectButton and Account header show it). Never throws: a failed read
 * clears the balance.
 *
 * @example
 * import { refreshBalance } from '@portico/core'
 * await refreshBalance(portico)
 */
export async function refreshBalance(portico: Portico): Promise<RefreshBalanceReturnType> {
  const { address, namespace, caipAddress } = portico.account.store.getState()
  const caipNetwork = portico.networks.store.getState().caipNetwork
  const adapter = namespace ? portico.connections.adapterFor(namespace) : undefined
  if (!address || !caipNetwork || !adapter || caipNetwork.chainNamespace !== namespace) return undefined
  let balance: RefreshBalanceReturnType
  try {
    balance = await adapter.getBalance({ address, caipNetwork })
  } catch {
    balance = undefined
  }
  if (portico.account.store.getState().caipAddress === caipAddress) portico.account.setBalance(balance)
  return balance
}

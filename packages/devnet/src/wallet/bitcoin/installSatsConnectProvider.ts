import type { BitcoinDevWallet } from './createBitcoinDevWallet.ts'

type Scope = { btc_providers?: unknown[] } & Record<string, unknown>

/**
 * Puts the dev wallet's sats-connect provider on the page as a sats-connect extension does: the object
 * at the window path its `id` names (`window.PorticoDevWalletProviders.BitcoinProvider`) and its entry
 * in `window.btc_providers`. Returns the function that takes both off again.
 *
 * @example
 * const remove = installSatsConnectProvider(createBitcoinDevWallet())
 */
export function installSatsConnectProvider(
  bitcoin: Pick<BitcoinDevWallet, 'provider' | 'providerInfo'>,
): () => void {
  const scope = (typeof window === 'undefined' ? globalThis : window) as unknown as Scope
  const [root, key] = bitcoin.providerInfo.id.split('.') as [string, string]
  const holder = (scope[root] ?? {}) as Record<string, unknown>
  holder[key] = bitcoin.provider
  scope[root] = holder
  if (!Array.isArray(scope.btc_providers)) scope.btc_providers = []
  scope.btc_providers.push(bitcoin.providerInfo)
  return () => {
    if (holder[key] === bitcoin.provider) delete holder[key]
    const providers = scope.btc_providers ?? []
    const index = providers.indexOf(bitcoin.providerInfo)
    if (index >= 0) providers.splice(index, 1)
  }
}

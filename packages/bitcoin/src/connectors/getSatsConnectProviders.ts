import type { SatsConnectProvider, SatsConnectProviderInfo } from '../wallets/satsConnect/types.ts'

type Scope = { btc_providers?: unknown }

/** The provider object at a `window` path such as `XverseProviders.BitcoinProvider`, as sats-connect resolves it. */
function resolve(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      window,
    )
}

function isInfo(value: unknown): value is SatsConnectProviderInfo {
  const entry = value as Partial<SatsConnectProviderInfo> | null
  return typeof entry?.id === 'string' && typeof entry.name === 'string'
}

/**
 * The sats-connect wallets of this page: the entries of `window.btc_providers` whose provider object
 * is reachable at the window path their `id` names and has `request`.
 *
 * @example
 * getSatsConnectProviders().map(({ info }) => info.name) // ['Xverse']
 */
export function getSatsConnectProviders(): {
  info: SatsConnectProviderInfo
  provider: SatsConnectProvider
}[] {
  if (typeof window === 'undefined') return []
  const entries = (window as unknown as Scope).btc_providers
  if (!Array.isArray(entries)) return []
  return entries.filter(isInfo).flatMap((info) => {
    const provider = resolve(info.id) as Partial<SatsConnectProvider> | undefined
    return typeof provider?.request === 'function'
      ? [{ info, provider: provider as SatsConnectProvider }]
      : []
  })
}

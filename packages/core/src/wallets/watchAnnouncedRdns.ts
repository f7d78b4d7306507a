/** What an EIP-6963 announcement may carry; only a string name and rdns are used. */
type AnnounceEvent = Event & { detail?: { info?: { rdns?: unknown; name?: unknown } } }

export type WatchAnnouncedRdnsParameters = {
  /** Filled with the rdns each announced wallet gave, by wallet name. */
  rdnsByName: Map<string, string>
  /** Runs after each newly announced name (wallets may answer during this call). */
  onAnnounce: () => void
}

/** Stops listening. */
export type WatchAnnouncedRdnsReturnType = () => void

/**
 * Listens to EIP-6963 announcements and remembers each wallet's rdns by its name, asking the
 * installed wallets to announce at once. A non-EVM discovery uses it to give a wallet that also
 * announces itself over EIP-6963 that rdns as its connector id, so the wallet is one entry across
 * namespaces.
 *
 * @example
 * const rdnsByName = new Map<string, string>()
 * const stop = watchAnnouncedRdns({ rdnsByName, onAnnounce: report })
 * const id = rdnsByName.get(wallet.name) ?? wallet.name
 */
export function watchAnnouncedRdns(parameters: WatchAnnouncedRdnsParameters): WatchAnnouncedRdnsReturnType {
  const { rdnsByName, onAnnounce } = parameters
  const listener = (event: Event) => {
    const info = (event as AnnounceEvent).detail?.info
    if (typeof info?.rdns !== 'string' || typeof info.name !== 'string' || rdnsByName.has(info.name)) return
    rdnsByName.set(info.name, info.rdns)
    onAnnounce()
  }
  window.addEventListener('eip6963:announceProvider', listener)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => window.removeEventListener('eip6963:announceProvider', listener)
}

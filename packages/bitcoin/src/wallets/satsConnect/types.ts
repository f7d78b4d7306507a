/**
 * An entry of `window.btc_providers`, where sats-connect wallets list themselves; `id` is the path of
 * the provider object on `window` (e.g. `XverseProviders.BitcoinProvider`).
 */
export type SatsConnectProviderInfo = {
  id: string
  name: string
  icon: string
  webUrl?: string | undefined
  chromeWebStoreUrl?: string | undefined
  mozillaAddOnsUrl?: string | undefined
  googlePlayStoreUrl?: string | undefined
  iOSAppStoreUrl?: string | undefined
  methods?: readonly string[] | undefined
}

/** A sats-connect event: account or network changes, or the wallet ending the connection. */
export type SatsConnectEvent =
  | { type: 'accountChange'; addresses?: readonly SatsConnectAddress[] | undefined }
  | {
      type: 'networkChange'
      bitcoin: { name: string }
      addresses?: readonly SatsConnectAddress[] | undefined
    }
  | { type: 'disconnect' }

export type SatsConnectEventName = SatsConnectEvent['type']

/**
 * The provider object of a sats-connect wallet: `request(method, params)` answers a JSON-RPC 2.0
 * response (`{ jsonrpc, id, result }` or `{ jsonrpc, id, error }`). Xverse-style providers take
 * `addListener({ eventName, cb })`, others `addListener(eventName, cb)`.
 */
export type SatsConnectProvider = {
  request(method: string, params: unknown): Promise<unknown>
  addListener?: ((...args: never[]) => () => void) | undefined
}

/** An address as sats-connect returns it (`purpose` also 'stacks', 'starknet' or 'spark' in other wallets). */
export type SatsConnectAddress = {
  address: string
  publicKey: string
  purpose: string
  addressType?: string | undefined
  walletType?: string | undefined
}

/** A connection's account and network (`wallet_connect` and `wallet_getAccount` results). */
export type SatsConnectAccount = {
  id?: string | undefined
  addresses: readonly SatsConnectAddress[]
  walletType?: string | undefined
  network?: { bitcoin?: { name: string } | undefined } | undefined
}

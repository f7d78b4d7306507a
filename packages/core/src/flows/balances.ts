import type { ChainAdapter } from '../adapters/types.ts'
import { getBalances, getSupportedChains } from '../api/blockchain.ts'
import type { ApiClient } from '../api/http.ts'
import { getAssetImageUrl } from '../api/walletDirectory.ts'
import { filterZeroDecimalTokens } from '../assets/rules.ts'
import type { AssetResponse } from '../assets/types.ts'
import type { CaipAddress, CaipNetwork } from '../caip/types.ts'
import { TIMING } from '../constants/timing.ts'
import type { TokenBalance } from '../contract/blockchain.ts'
import { TokenBalanceUnavailableError } from '../errors/account.ts'
import { isFeatureSupported } from '../features/isFeatureSupported.ts'
import { formatTokenAmount } from '../send/amount.ts'
import type { AccountController } from '../stores/account.ts'
import type { NetworksController } from '../stores/networks.ts'
import { createVanillaStore, type StoreApi } from '../stores/store.ts'
import type { ToastController } from '../stores/toast.ts'

/** The account's token balances on the active network (docs/rules/entities.md Account state tokenBalance, Send state). */
export type BalancesState = {
  tokenBalances: readonly TokenBalance[]
  /** CAIP-10 account the list belongs to. */
  caipAddress: string | undefined
  loading: boolean
  /** When the last failure happened; retries are refused for 30 s after it (docs/rules/states.md Balance). */
  lastRetry: number | undefined
}

export type BalancesController = {
  store: StoreApi<BalancesState>
  /**
   * Fetches the balances of the connected account on the active network; never throws. A `background`
   * refresh (one the visitor did not ask for, e.g. after a send) that fails keeps the list, shows no
   * toast and blocks no retry.
   */
  fetch(parameters?: {
    forceUpdate?: boolean | undefined
    background?: boolean | undefined
  }): Promise<readonly TokenBalance[]>
  reset(): void
}

export type BalancesControllerParameters = {
  api: ApiClient
  account: AccountController
  networks: NetworksController
  toast: ToastController
  adapterFor: (namespace: string) => ChainAdapter | undefined
  now?: () => number
}

/** Highest value first; equal values keep the API's order. */
export function sortTokenBalances(tokens: readonly TokenBalance[]): TokenBalance[] {
  return [...tokens].sort((a, b) => b.value - a.value)
}

/** The sum of the tokens' values in the quote currency. */
export function totalBalanceValue(tokens: readonly Pick<TokenBalance, 'value'>[]): number {
  return tokens.reduce((total, token) => total + (Number.isFinite(token.value) ? token.value : 0), 0)
}

/** Converts a validated wallet_getAssets answer for one network to token balances (docs/rules/entities.md, validation.md). */
export function assetsToTokenBalances(response: AssetResponse, network: CaipNetwork): TokenBalance[] {
  const key = `0x${Number(network.id).toString(16)}`
  return (response[key] ?? []).map((asset) => {
    const numeric = formatTokenAmount(BigInt(asset.balance), asset.metadata.decimals)
    return {
      name: asset.metadata.name,
      symbol: asset.metadata.symbol,
      chainId: network.caipNetworkId,
      address:
        asset.type === 'NATIVE' ? undefined : (`${network.caipNetworkId}:${asset.address}` as CaipAddress),
      value: asset.metadata.value ?? Number(numeric) * asset.metadata.price,
      price: asset.metadata.price,
      quantity: { decimals: String(asset.metadata.decimals), numeric },
      iconUrl: asset.metadata.iconUrl,
    }
  })
}

/**
 * Token balances (docs/rules/states.md Balance, validation.md, errors.md): from the wallet when its adapter offers asset discovery
 * and the wallet answers validly, otherwise from the blockchain API; decimals-'0' tokens are
 * dropped and the rest sorted by value. A failure or an unsupported network shows 'Token Balance
 * Unavailable', empties the list and refuses retries for 30 s.
 */
export function createBalancesController(parameters: BalancesControllerParameters): BalancesController {
  const { api, account, networks, toast } = parameters
  const now = parameters.now ?? Date.now
  const store = createVanillaStore<BalancesState>({
    tokenBalances: [],
    caipAddress: undefined,
    loading: false,
    lastRetry: undefined,
  })
  let supported: Promise<readonly string[]> | undefined

  async function isSupported(network: CaipNetwork) {
    if (!isFeatureSupported({ feature: 'balance', caipNetwork: network })) return false
    supported ??= getSupportedChains(api).then(
      ({ http }) => http,
      (error: unknown) => {
        supported = undefined
        throw error
      },
    )
    return (await supported).includes(network.caipNetworkId)
  }

  async function fromWallet(caipNetwork: CaipNetwork): Promise<readonly TokenBalance[] | undefined> {
    const { address, connectorId, namespace } = account.store.getState()
    const adapter = namespace ? parameters.adapterFor(namespace) : undefined
    if (!address || !connectorId || !adapter?.getWalletAssets) return undefined
    try {
      return await adapter.getWalletAssets({ connectorId, address, caipNetwork })
    } catch {
      return undefined
    }
  }

  /**
   * A network that sends but has no token list (Bitcoin, docs/rules/permissions.md): its native coin
   * alone, read from the chain by the adapter, so the send form has a balance to check against.
   */
  async function fromChain(network: CaipNetwork): Promise<readonly TokenBalance[] | undefined> {
    if (
      isFeatureSupported({ feature: 'balance', caipNetwork: network }) ||
      !isFeatureSupported({ feature: 'send', caipNetwork: network })
    )
      return undefined
    const { address } = account.store.getState()
    const adapter = parameters.adapterFor(network.chainNamespace)
    if (!address || !adapter) return undefined
    const { value, symbol } = await adapter.getBalance({ address, caipNetwork: network })
    const { name, decimals } = network.nativeCurrency
    return [
      {
        name,
        symbol,
        chainId: network.caipNetworkId,
        value: 0,
        price: 0,
        quantity: { decimals: String(decimals), numeric: value },
        // The coin's icon is its network's logo (a letter tile otherwise).
        iconUrl:
          network.assets?.imageUrl ??
          (network.assets?.imageId ? getAssetImageUrl(api, network.assets.imageId) : ''),
      },
    ]
  }

  function fail(background: boolean) {
    if (background) {
      store.setState({ loading: false })
      return store.getState().tokenBalances
    }
    store.setState({ tokenBalances: [], loading: false, lastRetry: now() })
    const error = new TokenBalanceUnavailableError()
    toast.show('error', error.shortMessage, { error })
    return []
  }

  return {
    store,
    async fetch({ forceUpdate = false, background = false } = {}) {
      const { address, caipAddress } = account.store.getState()
      const network = networks.store.getState().caipNetwork
      if (!address || !network) return []
      const { lastRetry } = store.getState()
      if (lastRetry !== undefined && now() - lastRetry < TIMING.balanceRetryCooldownMs) {
        if (background) return store.getState().tokenBalances
        store.setState({ tokenBalances: [], loading: false })
        return []
      }
      if (store.getState().caipAddress !== caipAddress) store.setState({ tokenBalances: [], caipAddress })
      store.setState({ loading: true })
      try {
        const native = await fromChain(network)
        if (!native && !(await isSupported(network))) return fail(background)
        const tokens =
          native ??
          (await fromWallet(network)) ??
          (await getBalances(api, { address, chainId: network.caipNetworkId, forceUpdate }))
        const tokenBalances = sortTokenBalances(filterZeroDecimalTokens(tokens))
        // The account or network may have changed while this request was in flight.
        if (account.store.getState().caipAddress !== caipAddress) return tokenBalances
        store.setState({ tokenBalances, caipAddress, loading: false, lastRetry: undefined })
        return tokenBalances
      } catch {
        if (account.store.getState().caipAddress !== caipAddress) return []
        return fail(background)
      }
    },
    reset() {
      store.setState({ tokenBalances: [], caipAddress: undefined, loading: false })
    },
  }
}

import type { ConnectedAccount, ConnectedWallet, Connector } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { CaipAddress } from '../caip/types.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

export type AccountStatus = 'disconnected' | 'connecting' | 'connected'

/** The active account (docs/rules/entities.md Account state, the parts the modal shows). */
export type AccountState = {
  status: AccountStatus
  namespace: ChainNamespace | undefined
  connectorId: string | undefined
  address: string | undefined
  caipAddress: CaipAddress | undefined
  accounts: readonly ConnectedAccount[]
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  connectedWalletInfo: ConnectedWallet | undefined
  /** The Sign In With Farcaster link of a Farcaster login in progress. */
  farcasterUrl: string | undefined
}

export const DISCONNECTED_ACCOUNT: AccountState = {
  status: 'disconnected',
  namespace: undefined,
  connectorId: undefined,
  address: undefined,
  caipAddress: undefined,
  accounts: [],
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  connectedWalletInfo: undefined,
  farcasterUrl: undefined,
}

export type AccountController = {
  store: StoreApi<AccountState>
  setConnecting(connector: Connector): void
  /** Mirrors the active connection; balance and profile stay while the address is the same. */
  sync(parameters: {
    connector: Connector | undefined
    connectorId: string
    namespace: ChainNamespace
    chainId: number | string
    accounts: readonly ConnectedAccount[]
    /** The wallet behind the connector, when the connector is not the wallet itself. */
    wallet?: ConnectedWallet | undefined
  }): void
  /** Leaves 'connecting' for the state before it, after a failed or cancelled connection. */
  cancelConnecting(): void
  setBalance(balance: { value: string; symbol: string } | undefined): void
  /** The account's identity (docs/rules/entities.md Identity: name, avatar). */
  setProfile(profile: { name: string | undefined; image: string | undefined }): void
  setFarcasterUrl(url: string | undefined): void
  /** Account status becomes disconnected on reset (docs/rules/states.md). */
  reset(): void
}

export function createAccountController(): AccountController {
  const store = createVanillaStore<AccountState>({ ...DISCONNECTED_ACCOUNT })

  return {
    store,
    setConnecting(connector) {
      if (store.getState().status === 'connected') return
      store.setState({ status: 'connecting', connectorId: connector.id, namespace: connector.chain })
    },
    sync({ connector, connectorId, namespace, chainId, accounts, wallet }) {
      const state = store.getState()
      const address = accounts[0]?.address
      if (!address) {
        store.setState({ ...DISCONNECTED_ACCOUNT })
        return
      }
      const sameAddress =
        state.status === 'connected' && state.address === address && state.namespace === namespace
      store.setState({
        status: 'connected',
        namespace,
        connectorId,
        accounts,
        address,
        caipAddress: `${namespace}:${chainId}:${address}` as CaipAddress,
        connectedWalletInfo: wallet
          ? wallet
          : connector
            ? { name: connector.name, icon: connector.imageUrl }
            : sameAddress
              ? state.connectedWalletInfo
              : undefined,
        ...(sameAddress
          ? {}
          : {
              balance: undefined,
              balanceSymbol: undefined,
              profileName: undefined,
              profileImage: undefined,
            }),
      })
    },
    cancelConnecting() {
      if (store.getState().status === 'connecting') store.setState({ ...DISCONNECTED_ACCOUNT })
    },
    setBalance(balance) {
      store.setState({ balance: balance?.value, balanceSymbol: balance?.symbol })
    },
    setProfile({ name, image }) {
      store.setState({ profileName: name, profileImage: image })
    },
    setFarcasterUrl(url) {
      store.setState({ farcasterUrl: url })
    },
    reset() {
      store.setState({ ...DISCONNECTED_ACCOUNT })
    },
  }
}

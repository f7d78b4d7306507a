import type { ConnectedAccount, Connector } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { CaipAddress } from '../caip/types.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

export type AccountStatus = 'disconnected' | 'connecting' | 'connected'

/** The active account (SPEC §3 Account state, the parts the modal shows). */
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
  connectedWalletInfo: { name: string; icon?: string | undefined } | undefined
  /** The WalletConnect pairing URI while one is shown. */
  pairingUri: string | undefined
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
  pairingUri: undefined,
}

export type AccountController = {
  store: StoreApi<AccountState>
  setConnecting(connector: Connector): void
  setConnected(parameters: {
    connector: Connector | undefined
    connectorId: string
    namespace: ChainNamespace
    chainId: number | string
    accounts: readonly ConnectedAccount[]
  }): void
  setAccounts(accounts: readonly ConnectedAccount[], chainId: number | string): void
  setBalance(balance: { value: string; symbol: string } | undefined): void
  /** The account's identity (SPEC §3 Identity: name, avatar). */
  setProfile(profile: { name: string | undefined; image: string | undefined }): void
  /** Account status becomes disconnected on reset (SPEC §4). */
  reset(): void
  resetPairingUri(): void
}

export function createAccountController(): AccountController {
  const store = createVanillaStore<AccountState>({ ...DISCONNECTED_ACCOUNT })

  function caip(
    namespace: ChainNamespace | undefined,
    chainId: number | string,
    address: string | undefined,
  ) {
    return namespace && address ? (`${namespace}:${chainId}:${address}` as CaipAddress) : undefined
  }

  return {
    store,
    setConnecting(connector) {
      if (store.getState().status === 'connected') return
      store.setState({ status: 'connecting', connectorId: connector.id, namespace: connector.chain })
    },
    setConnected({ connector, connectorId, namespace, chainId, accounts }) {
      const address = accounts[0]?.address
      store.setState({
        status: address ? 'connected' : 'disconnected',
        namespace,
        connectorId,
        accounts,
        address,
        caipAddress: caip(namespace, chainId, address),
        connectedWalletInfo: connector
          ? { name: connector.name, icon: connector.imageUrl }
          : store.getState().connectedWalletInfo,
      })
    },
    setAccounts(accounts, chainId) {
      const state = store.getState()
      const address = accounts[0]?.address
      if (!address) {
        store.setState({ ...DISCONNECTED_ACCOUNT })
        return
      }
      const changed = address !== state.address
      store.setState({
        accounts,
        address,
        caipAddress: caip(state.namespace, chainId, address),
        ...(changed
          ? { balance: undefined, balanceSymbol: undefined, profileName: undefined, profileImage: undefined }
          : {}),
      })
    },
    setBalance(balance) {
      store.setState({ balance: balance?.value, balanceSymbol: balance?.symbol })
    },
    setProfile({ name, image }) {
      store.setState({ profileName: name, profileImage: image })
    },
    reset() {
      store.setState({ ...DISCONNECTED_ACCOUNT })
    },
    resetPairingUri() {
      store.setState({ pairingUri: undefined })
    },
  }
}

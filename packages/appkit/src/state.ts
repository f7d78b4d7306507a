import {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectedWallet,
  type EventProperties,
  type GetAccountReturnType,
  getAccount,
  type Portico,
  type ThemeMode,
  type TrackedEvent,
  type View,
} from '@portico/core'
import { type AppKitThemeVariables, fromThemeVariables } from './themeVariables.ts'

/** AppKit's account state (`useAppKitAccount`, `subscribeAccount`). */
export type AppKitAccount = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: 'connected' | 'connecting' | 'disconnected' | 'reconnecting' | undefined
  /** Every account of the connected wallet on the namespace. */
  allAccounts: readonly { namespace: ChainNamespace; address: string; type: string }[]
  /** AppKit's embedded-wallet details; Portico's embedded wallet reports none. */
  embeddedWalletInfo: undefined
}

/** AppKit's network state (`useAppKitNetwork`, `subscribeNetwork`). */
export type AppKitNetworkState = {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
}

/** AppKit's modal state (`getState`, `useAppKitState`). */
export type AppKitState = {
  open: boolean
  loading: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace | undefined
  initialized: boolean
  /** Portico's view on top of the modal's stack. */
  view: View
}

/** AppKit's theme state (`useAppKitTheme`, `subscribeTheme`). */
export type AppKitTheme = { themeMode: ThemeMode; themeVariables: AppKitThemeVariables }

/** AppKit's event (`useAppKitEvents`, `subscribeEvents`). */
export type AppKitEvent = {
  timestamp: number
  data: { type: 'track'; event: string; properties?: EventProperties | undefined }
}

/** AppKit's wallet info (`useWalletInfo`, `getWalletInfo`). */
export type AppKitWalletInfo = ConnectedWallet | undefined

const accounts = new WeakMap<GetAccountReturnType, Map<string, AppKitAccount>>()
const networkStates = new WeakMap<object, AppKitNetworkState>()
const themes = new WeakMap<object, AppKitTheme>()
const events = new WeakMap<TrackedEvent, AppKitEvent>()

function cached<key extends object, value>(map: WeakMap<key, value>, key: key, make: () => value): value {
  let value = map.get(key)
  if (!value) {
    value = make()
    map.set(key, value)
  }
  return value
}

/**
 * The account of a namespace, or the active one. Like the other readers here it returns the same object
 * while the state it reads is the same, so it serves as a `useSyncExternalStore` snapshot.
 */
export function readAccount(portico: Portico, namespace?: ChainNamespace): AppKitAccount {
  const account = getAccount(portico)
  const other = namespace !== undefined && account.namespace !== undefined && account.namespace !== namespace
  const byNamespace = cached(accounts, account, () => new Map<string, AppKitAccount>())
  const known = byNamespace.get(namespace ?? '')
  if (known) return known
  const result: AppKitAccount = {
    address: other ? undefined : account.address,
    caipAddress: other ? undefined : account.caipAddress,
    isConnected: !other && account.isConnected,
    status: other ? 'disconnected' : account.status,
    allAccounts: other
      ? []
      : account.accounts.map((each) => ({
          namespace: account.namespace!,
          address: each.address,
          type: each.type ?? 'eoa',
        })),
    embeddedWalletInfo: undefined,
  }
  byNamespace.set(namespace ?? '', result)
  return result
}

export function readNetwork(portico: Portico): AppKitNetworkState {
  const state = portico.networks.store.getState()
  return cached(networkStates, state, () => ({
    caipNetwork: state.caipNetwork,
    caipNetworkId: state.caipNetwork?.caipNetworkId,
    chainId: state.caipNetwork?.id,
  }))
}

const lastStates = new WeakMap<Portico, { key: readonly object[]; state: AppKitState }>()

/** The same object until the modal, router or network state changes. */
export function readState(portico: Portico): AppKitState {
  const key = [
    portico.modal.store.getState(),
    portico.router.store.getState(),
    portico.networks.store.getState(),
  ] as const
  const last = lastStates.get(portico)
  if (last && key.every((each, index) => each === last.key[index])) return last.state
  const [modal, router, networks] = key
  const state: AppKitState = {
    open: modal.open,
    loading: modal.loading,
    selectedNetworkId: networks.caipNetwork?.caipNetworkId,
    activeChain: networks.caipNetwork?.chainNamespace,
    initialized: true,
    view: router.view,
  }
  lastStates.set(portico, { key, state })
  return state
}

export function readTheme(portico: Portico): AppKitTheme {
  const state = portico.theme.store.getState()
  return cached(themes, state, () => ({
    themeMode: state.themeMode,
    themeVariables: fromThemeVariables(state.themeVariables),
  }))
}

export function readWalletInfo(portico: Portico): AppKitWalletInfo {
  return portico.account.store.getState().connectedWalletInfo
}

const CREATED: AppKitEvent = { timestamp: 0, data: { type: 'track', event: 'MODAL_CREATED' } }

/** The last event Portico tracked (analytics on or off), as AppKit shapes it. */
export function readEvent(portico: Portico): AppKitEvent {
  const event = portico.events.store.getState().lastEvent
  if (!event) return CREATED
  return cached(events, event, () => ({
    timestamp: event.timestamp,
    data: { type: 'track', event: event.event, properties: event.properties },
  }))
}

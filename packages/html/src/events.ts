import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace, Portico, View } from '@portico/core'

/** The connected account an event is about. */
export type PorticoAccountDetail = {
  address: string
  caipAddress: CaipAddress
  namespace: ChainNamespace
  connectorId: string | undefined
}

/** The active network an event is about. */
export type PorticoNetworkDetail = {
  caipNetworkId: CaipNetworkId
  chainId: number | string
  name: string
  namespace: ChainNamespace
}

/** The DOM events of `createPorticoModal`'s instance and of every Portico element on the page. */
export type PorticoEventMap = {
  /** An account connected (nothing was connected before). */
  'portico-connect': CustomEvent<PorticoAccountDetail>
  /** The connected account changed to another address or chain namespace. */
  'portico-account-change': CustomEvent<PorticoAccountDetail>
  /** The active network changed, whatever the cause: the visitor, the wallet or a connection. */
  'portico-network-change': CustomEvent<PorticoNetworkDetail>
  /** The last account disconnected; the detail is the account that left. */
  'portico-disconnect': CustomEvent<PorticoAccountDetail>
  /** The modal opened on `view`. */
  'portico-modal-open': CustomEvent<{ view: View }>
  /** The modal closed. */
  'portico-modal-close': CustomEvent<Record<string, never>>
}

export type PorticoEventName = keyof PorticoEventMap

type Detail<name extends PorticoEventName> = PorticoEventMap[name]['detail']
type Dispatch = <name extends PorticoEventName>(name: name, detail: Detail<name>) => void

function accountDetail(state: ReturnType<Portico['account']['store']['getState']>) {
  if (state.status !== 'connected' || !state.address || !state.caipAddress || !state.namespace) return
  return {
    address: state.address,
    caipAddress: state.caipAddress,
    namespace: state.namespace,
    connectorId: state.connectorId,
  } satisfies PorticoAccountDetail
}

function networkDetail(network: CaipNetwork | undefined): PorticoNetworkDetail | undefined {
  if (!network) return
  return {
    caipNetworkId: network.caipNetworkId,
    chainId: network.id,
    name: network.name,
    namespace: network.chainNamespace,
  }
}

/**
 * Turns the instance's state changes into Portico events. Within one change the network comes
 * before the account, so a listener of `portico-connect` already sees the network it connected on.
 */
export function watchEvents(portico: Portico, dispatch: Dispatch): () => void {
  let account = accountDetail(portico.account.store.getState())
  let network = portico.networks.store.getState().caipNetwork?.caipNetworkId
  let open = portico.modal.store.getState().open

  const onNetwork = () => {
    const next = portico.networks.store.getState().caipNetwork
    if (next?.caipNetworkId === network) return
    network = next?.caipNetworkId
    const detail = networkDetail(next)
    if (detail) dispatch('portico-network-change', detail)
  }
  const onAccount = () => {
    onNetwork()
    const previous = account
    const next = accountDetail(portico.account.store.getState())
    account = next
    if (next && previous) {
      // The CAIP-10 address names the chain too: a network switch is not an account change.
      if (next.address !== previous.address || next.namespace !== previous.namespace)
        dispatch('portico-account-change', next)
    } else if (next) dispatch('portico-connect', next)
    else if (previous) dispatch('portico-disconnect', previous)
  }
  const onModal = () => {
    const next = portico.modal.store.getState().open
    if (next === open) return
    open = next
    if (next) dispatch('portico-modal-open', { view: portico.router.store.getState().view })
    else dispatch('portico-modal-close', {})
  }

  const stops = [
    portico.networks.store.subscribe(onNetwork),
    portico.account.store.subscribe(onAccount),
    portico.modal.store.subscribe(onModal),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

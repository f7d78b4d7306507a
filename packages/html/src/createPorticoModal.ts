import {
  type CaipNetwork,
  closeModal,
  createPortico,
  disconnect,
  type GetAccountReturnType,
  getAccount,
  type OpenModalParameters,
  openModal,
  type Portico,
  type PorticoOptions,
  type ThemeMode,
  type ThemeVariables,
} from '@portico/core'
import { defineElements } from './elements.ts'
import { type PorticoEventMap, type PorticoEventName, watchEvents } from './events.ts'
import { registry } from './registry.ts'
import { renderPortico } from './render.tsx'

export type CreatePorticoModalParameters = PorticoOptions

export type PorticoEventListener<name extends PorticoEventName> = (event: PorticoEventMap[name]) => void

/** The page's Portico: the modal, the state the elements show and their events. */
export type PorticoModal = {
  /** The headless instance, for `@portico/core`'s actions (`switchNetwork`, `signMessage`, ...). */
  readonly portico: Portico
  /** Opens the modal: Account when connected, Connect otherwise, or the named view. */
  open(parameters?: OpenModalParameters): void
  close(): void
  /** Disconnects every connected wallet. */
  disconnect(): Promise<void>
  getAccount(): GetAccountReturnType
  getNetwork(): CaipNetwork | undefined
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  addEventListener<name extends PorticoEventName>(
    type: name,
    listener: PorticoEventListener<name>,
    options?: AddEventListenerOptions | boolean,
  ): void
  removeEventListener<name extends PorticoEventName>(
    type: name,
    listener: PorticoEventListener<name>,
    options?: EventListenerOptions | boolean,
  ): void
  /** Removes the modal and the elements' buttons and stops the events. */
  destroy(): void
}

export type CreatePorticoModalReturnType = PorticoModal

let active: PorticoModal | undefined

/**
 * Creates the page's Portico and defines `<portico-connect-button>` and `<portico-network-button>`,
 * which render the same buttons and modal as `@portico/react` in any page: plain HTML, Vue, Svelte,
 * Angular. Nothing is requested from the API until the visitor hovers, focuses or clicks a button
 * (or `open()` is called); the modal chunk loads then. One instance per page: creating another
 * destroys the previous one.
 *
 * Events (`portico-connect`, `portico-account-change`, `portico-network-change`, `portico-disconnect`,
 * `portico-modal-open`, `portico-modal-close`) are dispatched on the returned object, then on every
 * Portico element.
 *
 * @example
 * import { createPorticoModal } from '@portico/html'
 * import { lazyEvmAdapter } from '@portico/evm/lazy'
 *
 * const modal = createPorticoModal({
 *   apiUrl: 'http://127.0.0.1:8787',
 *   projectId: 'portico-local',
 *   networks,
 *   adapters: [lazyEvmAdapter({ networks })],
 * })
 * modal.addEventListener('portico-connect', (event) => console.log(event.detail.address))
 */
export function createPorticoModal(parameters: CreatePorticoModalParameters): CreatePorticoModalReturnType {
  active?.destroy()
  const portico = createPortico(parameters)
  const target = new EventTarget()
  const stopEvents = watchEvents(portico, (name, detail) => {
    target.dispatchEvent(new CustomEvent(name, { detail }))
    for (const host of registry.hosts()) host.dispatchEvent(new CustomEvent(name, { detail }))
  })

  let destroyed = false
  let unmount: (() => void) | undefined
  if (typeof document !== 'undefined') {
    defineElements()
    unmount = renderPortico(portico, registry)
  }

  const modal: PorticoModal = {
    portico,
    open: (parameters) => openModal(portico, parameters),
    close: () => closeModal(portico),
    disconnect: () => disconnect(portico).then(() => undefined),
    getAccount: () => getAccount(portico),
    getNetwork: () => portico.networks.store.getState().caipNetwork,
    setThemeMode: (mode) => portico.setThemeMode(mode),
    setThemeVariables: (variables) => portico.setThemeVariables(variables),
    addEventListener: (type, listener, options) =>
      target.addEventListener(type, listener as EventListener, options),
    removeEventListener: (type, listener, options) =>
      target.removeEventListener(type, listener as EventListener, options),
    destroy() {
      if (destroyed) return
      destroyed = true
      stopEvents()
      unmount?.()
      if (active === modal) active = undefined
    },
  }
  active = modal
  return modal
}

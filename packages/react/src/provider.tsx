import { hydrate, type Portico, type PorticoInitialState } from '@portico/core'
import { type ReactNode, useEffect, useState } from 'react'
import { PorticoContext } from './context.ts'
import { ModalRoot } from './modal/modalRoot.tsx'

export type PorticoProviderProps = {
  portico: Portico
  /** The server-rendered connections (`cookieToInitialState`), so the first render matches the server's. */
  initialState?: PorticoInitialState | undefined
  children?: ReactNode
}

/**
 * Makes a Portico instance available to the hooks and buttons below it, and hosts the modal. Safe
 * to render on the server: the instance is mounted (wallet discovery, reconnect) only in an effect.
 *
 * @example
 * <PorticoProvider portico={portico} initialState={cookieToInitialState(cookieHeader)}>
 *   <ConnectButton />
 * </PorticoProvider>
 */
export function PorticoProvider({ portico, initialState, children }: PorticoProviderProps) {
  useState(() => hydrate(portico, { initialState }))
  useEffect(() => portico.mount(), [portico])
  return (
    <PorticoContext.Provider value={portico}>
      {children}
      <ModalRoot />
    </PorticoContext.Provider>
  )
}

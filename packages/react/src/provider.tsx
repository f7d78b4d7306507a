import type { Portico } from '@portico/core'
import { type ReactNode, useEffect } from 'react'
import { PorticoContext } from './context.ts'
import { ModalRoot } from './modal/modalRoot.tsx'

export type PorticoProviderProps = { portico: Portico; children?: ReactNode }

/**
 * Makes a Portico instance available to the hooks and buttons below it, and hosts the modal.
 * Safe to render on the server: the instance is only mounted in an effect.
 */
export function PorticoProvider({ portico, children }: PorticoProviderProps) {
  useEffect(() => portico.mount(), [portico])
  return (
    <PorticoContext.Provider value={portico}>
      {children}
      <ModalRoot />
    </PorticoContext.Provider>
  )
}

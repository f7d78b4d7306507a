import type { Portico } from '@portico/core'
import { ConnectButton, NetworkButton, PorticoProvider } from '@portico/react'
import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { ElementEntry, ElementRegistry } from './registry.ts'

const keys = new WeakMap<HTMLElement, string>()
let nextKey = 0

function keyOf(host: HTMLElement): string {
  let key = keys.get(host)
  if (!key) {
    key = String(nextKey++)
    keys.set(host, key)
  }
  return key
}

function Button({ entry }: { entry: ElementEntry }) {
  return entry.kind === 'connect' ? <ConnectButton hideBalance={entry.hideBalance} /> : <NetworkButton />
}

function Elements({ registry }: { registry: ElementRegistry }) {
  const entries = useSyncExternalStore(registry.subscribe, registry.getSnapshot, registry.getSnapshot)
  return entries.map((entry) => createPortal(<Button entry={entry} />, entry.root, keyOf(entry.host)))
}

/**
 * The React side: one root with the provider (which hosts the modal) and every
 * Portico element's button as a portal into the element's shadow root, so all share one instance.
 * The root's own container is never in the page.
 */
export function renderPortico(portico: Portico, registry: ElementRegistry): () => void {
  const root = createRoot(document.createElement('div'))
  root.render(
    <PorticoProvider portico={portico}>
      <Elements registry={registry} />
    </PorticoProvider>,
  )
  return () => root.unmount()
}

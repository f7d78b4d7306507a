import { cookieStorage, createPortico, type Portico, type PorticoInitialState } from '@portico/core'
import { lazyEvmAdapter } from '@portico/evm/lazy'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { useEffect } from 'react'
import { NETWORKS } from '../networks.ts'
import { API_URL } from '../portico.ts'

/** One instance per request on the server, one per page in the browser; both keep state in cookies. */
export function createSsrPortico(): Portico {
  return createPortico({
    apiUrl: API_URL,
    networks: NETWORKS,
    storage: cookieStorage,
    adapters: [lazyEvmAdapter({ networks: NETWORKS })],
  })
}

/** Tells the page (and its test) that React committed the hydrated tree. */
function HydrationMark({ onHydrated }: { onHydrated?: (() => void) | undefined }) {
  useEffect(() => onHydrated?.(), [onHydrated])
  return null
}

/** The page a server renders for a visitor whose cookie holds a connection. */
export function SsrApp(props: {
  portico: Portico
  initialState: PorticoInitialState | undefined
  onHydrated?: (() => void) | undefined
}) {
  return (
    <PorticoProvider portico={props.portico} initialState={props.initialState}>
      <header className="ssr-header">
        <strong>Server-rendered</strong>
        <ConnectButton />
      </header>
      <HydrationMark onHydrated={props.onHydrated} />
    </PorticoProvider>
  )
}

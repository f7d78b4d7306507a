import {
  type CaipNetwork,
  type Connector,
  createMemoryStorage,
  createPortico,
  type Features,
  type Portico,
  type Wallet,
} from '@portico/core'
import {
  type DirectoryServer,
  makeWallets,
  startDirectoryServer,
} from '@portico/testing/core/directoryServer'
import { createMemoryAdapter } from '@portico/testing/core/memoryAdapter'
import {
  act,
  type BoundFunctions,
  configure,
  type queries,
  render,
  waitFor,
  within,
} from '@testing-library/react'
import { StrictMode } from 'react'
import { ConnectButton } from '../components/connectButton.tsx'
import { PorticoProvider } from '../provider.tsx'

// The first view of a file loads the modal's chunks cold (views, texts); on a loaded CI machine that takes
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 })

// happy-dom does no layout; give the wallet grid's scroller the size CSS gives it in a browser so the
// virtualizer renders rows.
for (const [property, size] of [
  ['offsetHeight', 364],
  ['offsetWidth', 336],
] as const) {
  Object.defineProperty(HTMLElement.prototype, property, {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('grid-scroller') ? size : 0
    },
  })
}

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export type Harness = {
  portico: Portico
  server: DirectoryServer
  wallet: ReturnType<typeof createMemoryAdapter>
  /** The modal's shadow root, as a container for Testing Library queries. */
  modal: () => BoundFunctions<typeof queries>
  shadow: () => ShadowRoot
  cleanup: () => Promise<void>
}

/** Renders a ConnectButton under a provider whose instance talks to a real directory server on 127.0.0.1. */
export async function renderPortico(
  options: {
    features?: Features
    remote?: unknown
    reject?: { code: number; message: string }
    networks?: CaipNetwork[]
    /** Render under <StrictMode>, as a dev build of a dapp does (effects run twice). */
    strict?: boolean
    identities?: Record<string, { name: string; avatar: string | null }>
    /** The memory wallet's connectors (default: one, 'dev'). */
    connectors?: Connector[]
    /** The directory server's wallets (default: 130 generated ones). */
    wallets?: Wallet[]
    /** Statuses the directory server answers by path instead (read at each request: a test may change it). */
    statuses?: Record<string, number>
  } = {},
): Promise<Harness> {
  const server = await startDirectoryServer({
    wallets: options.wallets ?? makeWallets(130),
    features: options.remote,
    identities: options.identities,
    statuses: options.statuses,
  })
  const wallet = createMemoryAdapter({
    address: ADDRESS,
    reject: options.reject,
    connectors: options.connectors,
  })
  const portico = createPortico(
    {
      apiUrl: server.url,
      adapters: [wallet.adapter],
      features: options.features,
      analytics: false,
      networks: options.networks,
    },
    { storage: createMemoryStorage(), isMobile: () => false, preloadImage: async () => {} },
  )
  const tree = (
    <PorticoProvider portico={portico}>
      <ConnectButton />
    </PorticoProvider>
  )
  const view = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree)
  const shadow = () => {
    const host = document.querySelector('portico-modal')
    if (!host?.shadowRoot) throw new Error('The modal is not mounted.')
    return host.shadowRoot
  }
  return {
    portico,
    server,
    wallet,
    shadow,
    modal: () => within(shadow().querySelector<HTMLElement>('.root')!),
    async cleanup() {
      view.unmount()
      // Let requests the views started finish before the server goes away.
      await new Promise((resolve) => setTimeout(resolve, 100))
      await server.close()
    },
  }
}

/** Opens the modal from the button and waits for the dialog and its start view. */
export async function openModal(harness: Harness) {
  const button = document.querySelector<HTMLButtonElement>('.portico-button')!
  button.focus()
  await act(async () => {
    button.click()
    await harness.portico.intent()
  })
  await waitFor(() => harness.modal().getByRole('dialog'))
  // The start view may be a lazy chunk still loading (its spinner is the view's only child).
  await waitFor(() => {
    if (harness.shadow().querySelector('.view > .grid-loader')) throw new Error('the start view is loading')
  })
  return button
}

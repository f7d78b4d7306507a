import {
  type Connector,
  createMemoryStorage,
  createPortico,
  type KeyValueStorage,
  type PorticoOptions,
  type TokenBalance,
  type TrackedEvent,
} from '@portico/core'
import { createMemoryAdapter } from './memoryAdapter.ts'

/** 1 ETH on devnet A, as the balance list gives the native coin (no address). */
export const TEST_ETHER: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}

export const TEST_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Two wallets on one namespace, for tests of several connections. */
export const TWO_CONNECTORS: Connector[] = [
  {
    id: 'dev',
    name: 'Portico Dev Wallet',
    chain: 'eip155',
    type: 'ANNOUNCED',
    rdns: 'dev.portico',
    installed: true,
  },
  { id: 'injected', name: 'Browser Wallet', chain: 'eip155', type: 'INJECTED', installed: true },
]

/**
 * An instance (mounted unless told otherwise) over one memory wallet, with no server behind it (port 9 refuses at once) and
 * every tracked event recorded in order.
 */
export function createTestPortico(
  parameters: {
    storage?: KeyValueStorage | undefined
    wallet?: Partial<Parameters<typeof createMemoryAdapter>[0]> | undefined
    options?: PorticoOptions | undefined
    /** Mount at once (sets up the adapter and restores a persisted connection). Default true. */
    mount?: boolean | undefined
  } = {},
) {
  const storage = parameters.storage ?? createMemoryStorage()
  const wallet = createMemoryAdapter({ address: TEST_ADDRESS, ...parameters.wallet })
  const portico = createPortico(
    { apiUrl: 'http://127.0.0.1:9', analytics: false, adapters: [wallet.adapter], ...parameters.options },
    { storage, isMobile: () => false, preloadImage: async () => {} },
  )
  const events: TrackedEvent[] = []
  portico.events.store.subscribe((state, previous) => {
    if (state.lastEvent && state.lastEvent !== previous.lastEvent) events.push(state.lastEvent)
  })
  if (parameters.mount !== false) portico.mount()
  return { portico, wallet, storage, events }
}

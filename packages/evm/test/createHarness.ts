import {
  type AdapterConnections,
  type AdapterContext,
  type AdapterEventMap,
  type CaipNetwork,
  createMemoryStorage,
  createPairingController,
  createSharedValues,
  type KeyValueStorage,
} from '@portico/core'
import { createDevnetChain, DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID } from '@portico/devnet'
import {
  announceProvider,
  createDevWallet,
  type DevWallet,
  type DevWalletStorage,
} from '@portico/devnet/wallet'
import type { EIP1193Provider } from 'viem'
import { inject } from 'vitest'
import {
  type CreateEvmAdapterParameters,
  createEvmAdapter,
  type EvmAdapter,
} from '../src/createEvmAdapter.ts'
import { toCaipNetwork } from '../src/networks/toCaipNetwork.ts'

/** The EIP-6963 id (rdns) the dev wallet announces itself with. */
export const DEV_WALLET_ID = 'dev.portico.wallet'

export type RecordedEvent = {
  [event in keyof AdapterEventMap]: { event: event; payload: AdapterEventMap[event] }
}[keyof AdapterEventMap]

export type SetupAdapterReturnType = {
  adapter: EvmAdapter
  events: RecordedEvent[]
  storage: KeyValueStorage
  /** The last `connectionsChanged` report: what core would mirror. */
  connections(): AdapterConnections | undefined
  /** docs/rules/states.md connection status of a connector, from the last report. */
  statusOf(connectorId: string): 'connected' | 'active' | 'disconnected'
}

/**
 * The adapter tests' world under happy-dom: the devnet chains of `globalSetup`, dev wallets announced
 * on `window` like extensions, and adapters set up with a recording context. `cleanup()` ends it all,
 * as a page reload would.
 */
export function createHarness() {
  const urls = inject('devnetUrls')
  const chains = [
    createDevnetChain({ chainId: DEVNET_A_CHAIN_ID, rpcUrl: urls[DEVNET_A_CHAIN_ID] }),
    createDevnetChain({ chainId: DEVNET_B_CHAIN_ID, rpcUrl: urls[DEVNET_B_CHAIN_ID] }),
  ] as const
  const networks: [CaipNetwork, CaipNetwork] = [
    toCaipNetwork(chains[0], { apiUrl: 'http://127.0.0.1:1' }),
    toCaipNetwork(chains[1], { apiUrl: 'http://127.0.0.1:1' }),
  ]
  const cleanups: (() => void)[] = []

  function walletStorage(): DevWalletStorage {
    return createMemoryStorage()
  }

  /** A dev wallet announced over EIP-6963; `wrap` can change what the page sees of its provider. */
  function installWallet(
    options: Parameters<typeof createDevWallet>[0] & {
      wrap?: ((provider: EIP1193Provider) => EIP1193Provider) | undefined
    } = {},
  ): DevWallet {
    const { wrap, ...walletOptions } = options
    const wallet = createDevWallet({ chains, autoApprove: true, storage: walletStorage(), ...walletOptions })
    const provider = wrap ? wrap(wallet.provider) : wallet.provider
    cleanups.push(announceProvider({ provider, target: window }))
    return wallet
  }

  function setupAdapter(
    options: { storage?: KeyValueStorage; adapter?: EvmAdapter } & CreateEvmAdapterParameters = {},
  ): SetupAdapterReturnType {
    const { storage = createMemoryStorage(), adapter: given, ...parameters } = options
    const adapter = given ?? createEvmAdapter({ networks, ...parameters })
    const events: RecordedEvent[] = []
    const context: AdapterContext = {
      emit: (event, payload) => events.push({ event, payload } as RecordedEvent),
      storage,
      apiUrl: 'http://127.0.0.1:1',
      projectId: 'test',
      relayUrl: 'ws://127.0.0.1:1/relay',
      metadata: { name: 'Portico test' },
      shared: createSharedValues(),
      pairing: createPairingController(),
    }
    cleanups.push(adapter.setup(context))
    function connections() {
      return events.findLast((recorded) => recorded.event === 'connectionsChanged')?.payload as
        | AdapterConnections
        | undefined
    }
    return {
      adapter,
      events,
      storage,
      connections,
      statusOf(connectorId) {
        const last = connections()
        if (!last?.connections.some((connection) => connection.connectorId === connectorId))
          return 'disconnected'
        return last.activeConnectorId === connectorId ? 'connected' : 'active'
      },
    }
  }

  function cleanup() {
    for (const stop of cleanups.splice(0)) stop()
    delete (window as { ethereum?: unknown }).ethereum
  }

  return { chains, networks, urls, walletStorage, installWallet, setupAdapter, cleanup }
}

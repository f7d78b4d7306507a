import type { CaipNetwork, ChainAdapter } from '@portico/core'
import { lazyAdapter } from '@portico/core'
import { discoverInjectedConnectors } from '@portico/evm/discovery'
import { toViemChain } from '@portico/evm/networks'
import {
  type Config,
  type CreateConfigParameters,
  type CreateConnectorFn,
  createConfig,
  fallback,
  getConnection,
  http,
  injected,
  type Storage,
} from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import type { AppKitNetwork } from '../networks/types.ts'
import type { AppKitAdapter, ToChainAdapterParameters } from './types.ts'

export type WagmiAdapterParameters = {
  /** The eip155 networks, as given to `createAppKit` too. */
  networks: readonly AppKitNetwork[]
  /** Kept for AppKit's signature; Portico's server at `apiUrl` needs no cloud project. */
  projectId?: string | undefined
  /** wagmi's `ssr`: no state is read before hydration (use with `cookieStorage`). */
  ssr?: boolean | undefined
  /** wagmi's storage, e.g. `createStorage({ storage: cookieStorage })` for server rendering. */
  storage?: Storage | null | undefined
  /** Transports by chain id; default: each network's own RPC URLs (no third-party RPC). */
  transports?: Record<number, Transport> | undefined
  /** More wagmi connectors besides `injected()` and the EIP-6963 wallets. */
  connectors?: readonly CreateConnectorFn[] | undefined
} & Pick<
  Partial<CreateConfigParameters>,
  'batch' | 'cacheTime' | 'pollingInterval' | 'syncConnectedChain' | 'multiInjectedProviderDiscovery'
>

/**
 * AppKit's wagmi adapter on Portico: `wagmiConfig` is a plain wagmi config of the networks (hand it to
 * `<WagmiProvider>` and every wagmi hook sees the modal's connections), and the modal drives it through
 * Portico's EVM adapter, which loads on the visitor's first intent.
 *
 * @example
 * import { WagmiAdapter } from '@portico/appkit/adapter-wagmi'
 * import { mainnet } from '@portico/appkit/networks'
 * import { cookieStorage, createStorage } from '@wagmi/core'
 *
 * const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], ssr: true, storage: createStorage({ storage: cookieStorage }) })
 * export const config = wagmiAdapter.wagmiConfig
 */
export class WagmiAdapter implements AppKitAdapter {
  readonly namespace = 'eip155' as const
  readonly networks: readonly AppKitNetwork[]
  readonly projectId: string | undefined
  readonly wagmiConfig: Config

  constructor(parameters: WagmiAdapterParameters) {
    const { networks, projectId, transports, connectors, ...rest } = parameters
    this.networks = networks
    this.projectId = projectId
    this.wagmiConfig = createConfig({
      multiInjectedProviderDiscovery: true,
      ...rest,
      chains: networks.map((network) => toViemChain(network)) as unknown as [Chain, ...Chain[]],
      connectors: [injected(), ...(connectors ?? [])],
      transports: Object.fromEntries(
        networks.map((network) => [
          Number(network.id),
          transports?.[Number(network.id)] ?? fallback(network.rpcUrls.default.http.map((url) => http(url))),
        ]),
      ),
    })
  }

  async getWalletProvider(): Promise<unknown> {
    return getConnection(this.wagmiConfig).connector?.getProvider()
  }

  toChainAdapter(parameters: ToChainAdapterParameters): ChainAdapter {
    const wagmiConfig = this.wagmiConfig
    const networks: readonly CaipNetwork[] = parameters.networks
    return lazyAdapter({
      namespace: 'eip155',
      networks,
      discover: (context) =>
        discoverInjectedConnectors({
          emit: context.emit,
          walletConnect: parameters.walletConnect,
          announced: parameters.eip6963,
        }),
      load: async () =>
        (await import('@portico/evm')).createEvmAdapter({
          networks,
          wagmiConfig,
          walletConnect: parameters.walletConnect,
          multiInjectedProviderDiscovery: parameters.eip6963,
        }),
    })
  }
}

import type { CaipNetwork, KeyValueStorage } from '@portico/core'
import { type Config, type CreateConnectorFn, createConfig, injected } from '@wagmi/core'
import type { Chain } from 'viem'
import { toViemChain } from '../networks/toViemChain.ts'
import { createRpcTransport } from '../transport/createRpcTransport.ts'
import { createWagmiStorage } from './createWagmiStorage.ts'

export type CreateWagmiConfigParameters = {
  networks: readonly CaipNetwork[]
  storage: KeyValueStorage
  /** More wagmi connectors besides `injected()` and the EIP-6963 wallets. */
  connectors?: readonly CreateConnectorFn[] | undefined
  multiInjectedProviderDiscovery?: boolean | undefined
}

/**
 * The wagmi config the adapter runs on when the dapp brings none: the networks' chains on docs/rules/api.md
 * RPC transports, `window.ethereum` plus EIP-6963 discovery, and wagmi's flags in the instance storage.
 */
export function createWagmiConfig(parameters: CreateWagmiConfigParameters): Config {
  const { networks } = parameters
  return createConfig({
    chains: networks.map(toViemChain) as [Chain, ...Chain[]],
    connectors: [injected(), ...(parameters.connectors ?? [])],
    multiInjectedProviderDiscovery: parameters.multiInjectedProviderDiscovery ?? true,
    storage: createWagmiStorage(parameters.storage),
    transports: Object.fromEntries(
      networks.map((network) => [
        Number(network.id),
        createRpcTransport({ urls: network.rpcUrls.default.http, chainId: Number(network.id) }),
      ]),
    ),
  })
}

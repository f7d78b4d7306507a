import type { CaipNetwork } from '@portico/core'
import { loadNetworks } from './loadNetworks.ts'
import type { PorticoNetwork } from './network.ts'

let cache: { list: readonly PorticoNetwork[]; byId: ReadonlyMap<string, PorticoNetwork> } | undefined

function networks() {
  if (!cache) {
    const list = Object.freeze(loadNetworks())
    cache = { list, byId: new Map(list.map((network) => [network.caipNetworkId, network])) }
  }
  return cache
}

/** Every network the server knows (seed `chains.json`: EVM, Solana, Bitcoin). */
export function getNetworks(): readonly PorticoNetwork[] {
  return networks().list
}

/** The network with this CAIP-2 id, or undefined. */
export function getNetwork(caipNetworkId: string): PorticoNetwork | undefined {
  return networks().byId.get(caipNetworkId)
}

/**
 * The `/public/getAssetImage/{id}` id of a network's logo, e.g. `eip155:8453` → `base`; testnets share
 * their mainnet's logo (`eip155:84532` → `base`). Undefined for unknown networks.
 */
export function getNetworkImageId(caipNetworkId: string): string | undefined {
  return getNetwork(caipNetworkId)?.imageId ?? undefined
}

/** The network in @portico/core's CaipNetwork shape; `imageBaseUrl` is this server's origin. */
export function toCaipNetwork(network: PorticoNetwork, imageBaseUrl?: string): CaipNetwork {
  const explorer = network.blockExplorers[0]
  const webSocket = network.rpcUrls.webSocket.length > 0 ? { webSocket: network.rpcUrls.webSocket } : {}
  return {
    id: network.chainId ?? network.reference,
    caipNetworkId: network.caipNetworkId,
    chainNamespace: network.namespace,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default, ...webSocket } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(network.imageId
      ? {
          assets: {
            imageId: network.imageId,
            ...(imageBaseUrl ? { imageUrl: `${imageBaseUrl}/public/getAssetImage/${network.imageId}` } : {}),
          },
        }
      : {}),
    testnet: network.testnet,
  }
}

import { parseCaipNetworkId, toCaipNetworkId } from '@portico/core'
import { getAddress } from 'viem'
import { getNetwork } from '../networks/index.ts'
import { BlockchainConfigError } from './errors.ts'
import type { BlockchainNetwork, BlockchainNetworkConfig } from './network.ts'

/**
 * Networks of the seed `chains.json` with the public RPC URLs listed there (default first, then the
 * extra public ones as fallbacks), e.g. `seedNetworkConfigs(['eip155:1', 'eip155:8453'])`.
 */
export function seedNetworkConfigs(caipNetworkIds: readonly string[]): BlockchainNetworkConfig[] {
  return caipNetworkIds.map((caipNetworkId) => {
    const network = getNetwork(caipNetworkId)
    if (!network) throw new BlockchainConfigError(`Network ${caipNetworkId} is not in the seed chains`)
    return {
      caipNetworkId,
      rpcUrls: [...network.rpcUrls.default, ...network.rpcUrls.publicExtra],
      webSocketUrls: network.rpcUrls.webSocket,
    }
  })
}

function checkUrl(caipNetworkId: string, url: string, protocols: readonly string[]): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new BlockchainConfigError(`Network ${caipNetworkId}: "${url}" is not a URL`)
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new BlockchainConfigError(
      `Network ${caipNetworkId}: "${url}" must use ${protocols.map((protocol) => protocol.slice(0, -1)).join(' or ')}`,
    )
  }
  return url
}

/** Fills in a configured network from the seed chains and checks it. */
export function resolveNetwork(config: BlockchainNetworkConfig): BlockchainNetwork {
  const { chainNamespace, chainId: reference } = parseCaipNetworkId(config.caipNetworkId)
  if (chainNamespace !== 'eip155' || !/^[1-9][0-9]{0,15}$/.test(reference)) {
    throw new BlockchainConfigError(`Network ${config.caipNetworkId}: only eip155 networks are supported`)
  }
  const chainId = Number(reference)
  const seed = getNetwork(config.caipNetworkId)
  const name = config.name ?? seed?.name
  const nativeCurrency = config.nativeCurrency ?? seed?.nativeCurrency
  if (!name || !nativeCurrency) {
    throw new BlockchainConfigError(
      `Network ${config.caipNetworkId} is not a seed chain: give its name and nativeCurrency`,
    )
  }
  const multicall3 = config.multicall3 === undefined ? (seed?.multicall3 ?? null) : config.multicall3
  return {
    caipNetworkId: toCaipNetworkId({ chainNamespace: 'eip155', chainId }),
    chainId,
    name,
    nativeCurrency,
    rpcUrls: config.rpcUrls.map((url) => checkUrl(config.caipNetworkId, url, ['http:', 'https:'])),
    webSocketUrls: (config.webSocketUrls ?? []).map((url) =>
      checkUrl(config.caipNetworkId, url, ['ws:', 'wss:']),
    ),
    multicall3: multicall3 ? getAddress(multicall3) : null,
  }
}

/** Resolves every configured network; a CAIP-2 id given twice is a configuration error. */
export function resolveNetworks(configs: readonly BlockchainNetworkConfig[]): BlockchainNetwork[] {
  const networks = configs.map(resolveNetwork)
  const seen = new Set<string>()
  for (const network of networks) {
    if (seen.has(network.caipNetworkId)) {
      throw new BlockchainConfigError(`Network ${network.caipNetworkId} is configured twice`)
    }
    seen.add(network.caipNetworkId)
  }
  return networks
}

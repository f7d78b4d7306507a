import { parseCaipNetworkId, toCaipNetworkId } from '@portico/core'
import {
  DEVNET_A_CHAIN_ID,
  DEVNET_B_CHAIN_ID,
  DEVNET_CHAIN_NAMES,
  DEVNET_CONTRACTS,
  DEVNET_DEFAULT_PORTS,
} from '@portico/devnet'
import { type Address, getAddress } from 'viem'
import { getNetwork } from '../networks/index.ts'
import { BlockchainConfigError } from './errors.ts'
import type { BlockchainNetwork, BlockchainNetworkConfig } from './network.ts'

const DEVNET_CHAIN_IDS = [DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID] as const

/**
 * The two devnet chains (`@portico/devnet`), by default at the ports `npm start` uses
 * (http://127.0.0.1:8545 and :8546).
 */
export function devnetNetworkConfigs(
  urls: Partial<Record<(typeof DEVNET_CHAIN_IDS)[number], string>> = {},
): BlockchainNetworkConfig[] {
  return DEVNET_CHAIN_IDS.map((chainId) => ({
    caipNetworkId: toCaipNetworkId({ chainNamespace: 'eip155', chainId }),
    rpcUrls: [urls[chainId] ?? `http://127.0.0.1:${DEVNET_DEFAULT_PORTS[chainId]}`],
  }))
}

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

function devnetFacts(chainId: number) {
  if (chainId !== DEVNET_A_CHAIN_ID && chainId !== DEVNET_B_CHAIN_ID) return undefined
  return {
    name: DEVNET_CHAIN_NAMES[chainId],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    multicall3: DEVNET_CONTRACTS[chainId].multicall3 as Address,
  }
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

/** Fills in a configured network from the devnet or the seed chains and checks it. */
export function resolveNetwork(config: BlockchainNetworkConfig): BlockchainNetwork {
  const { chainNamespace, chainId: reference } = parseCaipNetworkId(config.caipNetworkId)
  if (chainNamespace !== 'eip155' || !/^[1-9][0-9]{0,15}$/.test(reference)) {
    throw new BlockchainConfigError(`Network ${config.caipNetworkId}: only eip155 networks are supported`)
  }
  const chainId = Number(reference)
  const seed = getNetwork(config.caipNetworkId)
  const devnet = devnetFacts(chainId)
  const name = config.name ?? devnet?.name ?? seed?.name
  const nativeCurrency = config.nativeCurrency ?? devnet?.nativeCurrency ?? seed?.nativeCurrency
  if (!name || !nativeCurrency) {
    throw new BlockchainConfigError(
      `Network ${config.caipNetworkId} is not a seed or devnet chain: give its name and nativeCurrency`,
    )
  }
  const multicall3 =
    config.multicall3 === undefined ? (devnet?.multicall3 ?? seed?.multicall3 ?? null) : config.multicall3
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

import { type CaipNetworkId, parseCaipNetworkId } from '@portico/core'
import { BlockchainConfigError } from '../errors.ts'
import type { BlockchainNetworkConfig } from '../network.ts'

/** A Solana network the blockchain API serves, with every fact resolved. */
export type SolanaNetwork = {
  caipNetworkId: CaipNetworkId
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: readonly string[]
  webSocketUrls: readonly string[]
}

/** The known Solana clusters, by CAIP-2 id (the reference is the genesis hash's first 32 characters). */
export const SOLANA_CLUSTERS: Readonly<Record<string, string>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
}

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** Whether a configured network is a Solana one (served by {@link resolveSolanaNetwork}). */
export function isSolanaNetworkConfig(config: BlockchainNetworkConfig): boolean {
  return config.caipNetworkId.startsWith('solana:')
}

function checkUrl(caipNetworkId: string, url: string, protocols: readonly string[]): string {
  if (!URL.canParse(url) || !protocols.includes(new URL(url).protocol)) {
    throw new BlockchainConfigError(
      `Network ${caipNetworkId}: "${url}" must be a URL using ${protocols.map((protocol) => protocol.slice(0, -1)).join(' or ')}`,
    )
  }
  return url
}

/**
 * Fills in a configured Solana network: the cluster's name when it is a known one, SOL as the native
 * coin unless given.
 *
 * @example
 * resolveSolanaNetwork({ caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrls: ['https://api.devnet.solana.com'] })
 */
export function resolveSolanaNetwork(config: BlockchainNetworkConfig): SolanaNetwork {
  const { chainNamespace } = parseCaipNetworkId(config.caipNetworkId)
  if (chainNamespace !== 'solana') {
    throw new BlockchainConfigError(`Network ${config.caipNetworkId} is not a Solana network`)
  }
  const name = config.name ?? SOLANA_CLUSTERS[config.caipNetworkId]
  if (!name) {
    throw new BlockchainConfigError(
      `Network ${config.caipNetworkId} is not a known Solana cluster: give its name`,
    )
  }
  return {
    caipNetworkId: config.caipNetworkId as CaipNetworkId,
    name,
    nativeCurrency: config.nativeCurrency ?? SOL,
    rpcUrls: config.rpcUrls.map((url) => checkUrl(config.caipNetworkId, url, ['http:', 'https:'])),
    webSocketUrls: (config.webSocketUrls ?? []).map((url) =>
      checkUrl(config.caipNetworkId, url, ['ws:', 'wss:']),
    ),
  }
}

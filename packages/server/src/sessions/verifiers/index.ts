import type { SiwxVerifier } from '@portico/core'
import type { PublicClient } from 'viem'
import { createChainClient } from '../../blockchain/chainClient.ts'
import type { BlockchainNetworkConfig } from '../../blockchain/network.ts'
import { resolveNetworks } from '../../blockchain/networks.ts'
import { isSolanaNetworkConfig } from '../../blockchain/solana/solanaNetwork.ts'
import { createBip122Verifier } from './bip122.ts'
import { createEip155Verifier } from './eip155.ts'
import { createSolanaVerifier } from './solana.ts'

export { createBip122Verifier } from './bip122.ts'
export { type CreateEip155VerifierParameters, createEip155Verifier } from './eip155.ts'
export { createSolanaVerifier } from './solana.ts'

/**
 * The built-in verifiers: EIP-4361 on the configured eip155 networks' clients (so smart accounts are
 * checked on chain), Sign-In With Solana and BIP-322.
 */
export function createDefaultVerifiers(networks: readonly BlockchainNetworkConfig[] = []): SiwxVerifier[] {
  const evmNetworks = resolveNetworks(networks.filter((network) => !isSolanaNetworkConfig(network)))
  const clients = new Map<number, PublicClient>()
  return [
    createEip155Verifier({
      getClient(chainId) {
        const network = evmNetworks.find((candidate) => candidate.chainId === chainId)
        if (!network) return undefined
        let client = clients.get(chainId)
        if (!client) {
          client = createChainClient(network)
          clients.set(chainId, client)
        }
        return client
      },
    }),
    createSolanaVerifier(),
    createBip122Verifier(),
  ]
}

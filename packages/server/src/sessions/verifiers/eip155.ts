import { parseCaipNetworkId, type SiwxVerifier } from '@portico/core'
import { type Address, type Hex, isAddress, isHex, type PublicClient, verifyMessage } from 'viem'
import { verifySiweMessage } from 'viem/siwe'

export type CreateEip155VerifierParameters = {
  /**
   * A public client of the chain, so smart-account signatures (EIP-1271, and EIP-6492 for accounts not
   * deployed yet) are checked on chain. Without one only externally owned accounts' signatures pass.
   */
  getClient?: ((chainId: number) => PublicClient | undefined) | undefined
}

/**
 * The EIP-4361 (Sign-In with Ethereum) verifier: viem's `verifySiweMessage` on the chain's public
 * client, which also accepts EIP-1271 and EIP-6492 smart-account signatures; viem's `verifyMessage`
 * (signature recovery) when the chain has no client. An RPC failure throws rather than answering false.
 *
 * @example
 * const verifier = createEip155Verifier({ getClient: (chainId) => clients.get(chainId) })
 * await verifier.verify(session) // true when the account signed session.message
 */
export function createEip155Verifier(parameters: CreateEip155VerifierParameters = {}): SiwxVerifier {
  return {
    namespace: 'eip155',
    async verify(session) {
      const { data, message, signature } = session
      if (!isHex(signature) || !isAddress(data.accountAddress, { strict: false })) return false
      const address = data.accountAddress as Address
      const client = parameters.getClient?.(Number(parseCaipNetworkId(data.chainId).chainId))
      if (!client) return verifyMessage({ address, message, signature: signature as Hex }).catch(() => false)
      return verifySiweMessage(client, {
        message,
        signature: signature as Hex,
        address,
        domain: data.domain,
        nonce: data.nonce,
      })
    },
  }
}

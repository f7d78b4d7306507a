import type { CaipNetwork, ChainNamespace } from '@portico/core'
import type { SignatureBytes } from '@solana/kit'

export type VerifySignatureParameters = {
  namespace: ChainNamespace
  address: string
  message: string
  signature: string
  /** The network the account is on: an EVM signature is checked against its chain. */
  caipNetwork?: CaipNetwork | undefined
}

/**
 * Checks a message signature the way a dapp should, each chain by its own scheme: on EVM, viem's
 * `verifyMessage` through a public client on the account's chain, so a contract account's EIP-1271
 * signature and a not-yet-deployed smart account's EIP-6492 one verify as well as an EIP-191 one; Ed25519
 * over the UTF-8 message on Solana; BIP-322 on Bitcoin (its simple form, or a legacy BIP-137 signature).
 * `undefined` where the page cannot tell (an EVM network without an RPC URL, a P2SH or P2WSH address).
 * Each verifier loads with the first check, never with the page.
 */
export async function verifySignature(parameters: VerifySignatureParameters): Promise<boolean | undefined> {
  const { namespace, address, message, signature, caipNetwork } = parameters
  if (namespace === 'eip155') {
    const rpcUrl = caipNetwork?.rpcUrls.default.http[0]
    if (!rpcUrl) return undefined
    const { createPublicClient, http } = await import('viem')
    const client = createPublicClient({ transport: http(rpcUrl) })
    return client
      .verifyMessage({
        address: address as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      })
      .catch(() => false)
  }
  if (namespace === 'solana') {
    const kit = await import('@solana/kit')
    try {
      const key = await kit.getPublicKeyFromAddress(kit.address(address))
      const bytes = kit.getBase58Encoder().encode(signature) as SignatureBytes
      return await kit.verifySignature(key, bytes, new TextEncoder().encode(message))
    } catch {
      return false
    }
  }
  if (namespace === 'bip122') {
    const { verifyBitcoinMessage } = await import('./verifyBitcoinMessage.ts')
    return verifyBitcoinMessage({ address, message, signature })
  }
  return undefined
}

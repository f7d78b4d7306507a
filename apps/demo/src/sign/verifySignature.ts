import type { ChainNamespace } from '@portico/core'
import type { SignatureBytes } from '@solana/kit'

export type VerifySignatureParameters = {
  namespace: ChainNamespace
  address: string
  message: string
  signature: string
}

/**
 * Checks a message signature in the page where the chain allows it without a server: EIP-191 (and
 * ERC-1271 for contract accounts) with viem, Ed25519 over the UTF-8 message for Solana. `undefined`
 * where the page does not check it (a Bitcoin BIP-322 signature is checked by the dapp's server).
 */
export async function verifySignature(parameters: VerifySignatureParameters): Promise<boolean | undefined> {
  const { namespace, address, message, signature } = parameters
  if (namespace === 'eip155') {
    const { verifyMessage } = await import('viem')
    return verifyMessage({
      address: address as `0x${string}`,
      message,
      signature: signature as `0x${string}`,
    }).catch(() => false)
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
  return undefined
}

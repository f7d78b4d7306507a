import { createClient, type Hex, http, isHex } from 'viem'
import { verifyMessage } from 'viem/actions'

export type VerifyEvmMessageParameters = {
  rpcUrl: string
  address: string
  message: string
  signature: string
}

/**
 * Checks a signed message on the chain's RPC with viem, so a smart account's signature passes through
 * EIP-1271 / EIP-6492 as an EOA's does through EIP-191. Loaded only when a sign-in needs it.
 *
 * @example
 * await verifyEvmMessage({ rpcUrl, address, message, signature }) // true
 */
export async function verifyEvmMessage(parameters: VerifyEvmMessageParameters): Promise<boolean> {
  const { rpcUrl, address, message, signature } = parameters
  if (!isHex(signature)) return false
  const client = createClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  return verifyMessage(client, { address: address as Hex, message, signature })
}

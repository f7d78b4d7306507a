import { sha256 } from '@noble/hashes/sha2.js'
import { base64, hex } from '@scure/base'
import { CompactSize } from '@scure/btc-signer'
import { hexToBytes } from 'viem'
import { sign } from 'viem/accounts'

export type SignEcdsaMessageParameters = {
  /** 32-byte private key (hex) of a P2WPKH address. */
  privateKey: string
  message: string
}

export type SignEcdsaMessageReturnType = {
  /** 65 bytes, base64: the BIP-137 header for a native segwit (P2WPKH) address, then r and s. */
  signature: string
  /** The double SHA-256 of the "Bitcoin Signed Message" envelope, hex. */
  messageHash: string
}

/** BIP-137 header bytes 39–42: a recoverable signature for a P2WPKH (bech32) address. */
const P2WPKH_HEADER = 39

/**
 * The legacy ECDSA message signature ("Bitcoin Signed Message", BIP-137) of a P2WPKH address.
 *
 * @example
 * const { signature } = await signEcdsaMessage({ privateKey: payment.privateKey, message: 'hi' })
 */
export async function signEcdsaMessage(
  parameters: SignEcdsaMessageParameters,
): Promise<SignEcdsaMessageReturnType> {
  const encoder = new TextEncoder()
  const prefix = encoder.encode('Bitcoin Signed Message:\n')
  const message = encoder.encode(parameters.message)
  const envelope = Uint8Array.from([
    ...CompactSize.encode(BigInt(prefix.length)),
    ...prefix,
    ...CompactSize.encode(BigInt(message.length)),
    ...message,
  ])
  const messageHash = sha256(sha256(envelope))
  const { r, s, yParity } = await sign({
    hash: `0x${hex.encode(messageHash)}`,
    privateKey: `0x${parameters.privateKey}`,
  })
  const signature = Uint8Array.from([
    P2WPKH_HEADER + yParity!,
    ...hexToBytes(r, { size: 32 }),
    ...hexToBytes(s, { size: 32 }),
  ])
  return { signature: base64.encode(signature), messageHash: hex.encode(messageHash) }
}

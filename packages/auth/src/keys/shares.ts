import { base64urlnopad } from '@scure/base'
import { combine, split } from 'shamir-secret-sharing'

export type WalletShares = { deviceShare: string; authShare: string; recoveryShare: string }

/**
 * Splits a wallet's entropy 2-of-3 (device, auth and recovery share, base64url): any two rebuild it,
 * one alone says nothing about it.
 *
 * @example
 * const { deviceShare, authShare, recoveryShare } = await splitEntropy(entropy)
 */
export async function splitEntropy(entropy: Uint8Array): Promise<WalletShares> {
  const [deviceShare, authShare, recoveryShare] = (await split(entropy, 3, 2)).map((share) => {
    const encoded = base64urlnopad.encode(share)
    share.fill(0)
    return encoded
  }) as [string, string, string]
  return { deviceShare, authShare, recoveryShare }
}

/** Rebuilds the entropy of two shares; the caller wipes it after use. */
export async function combineShares(shares: readonly [string, string]): Promise<Uint8Array> {
  const decoded = shares.map((share) => base64urlnopad.decode(share))
  const entropy = await combine(decoded)
  for (const share of decoded) share.fill(0)
  return entropy
}

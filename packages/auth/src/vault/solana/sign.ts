import { ed25519 } from '@noble/curves/ed25519.js'
import { base64 } from '@scure/base'
import { SignerNotRequiredError } from '../../errors.ts'
import type { AuthConnected, AuthSolanaContext } from '../../protocol.ts'
import { readTransaction } from '../../solana/readTransaction.ts'
import { UserRejectedError } from '../evm.ts'
import { t } from '../messages/index.ts'
import { approve } from '../screens.ts'
import { withKeys } from '../wallet.ts'
import { describeTransaction } from './describeTransaction.ts'

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

/** Signs a message (Ed25519) after the approval screen; returns the base64 signature. */
export async function solanaSignMessage(
  session: AuthConnected,
  message: string,
): Promise<{ signature: string }> {
  const bytes = base64.decode(message)
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  const approved = await approve({
    title: t('signMessageTitle'),
    lines: [
      t('solanaSignMessageText', {
        app: location.ancestorOrigins?.[0] ?? t('theApp'),
        account: short(session.addresses.solana),
      }),
    ],
    detail: text,
  })
  if (!approved) throw new UserRejectedError()
  return withKeys(session, async (keys) => ({
    signature: base64.encode(ed25519.sign(bytes, keys.solana.secretKey)),
  }))
}

/**
 * Adds the account's signature to a wire transaction (legacy or v0) after the approval screen, whose
 * summary is read from the very message it signs.
 */
export async function solanaSignTransaction(
  session: AuthConnected,
  transaction: string,
  context: AuthSolanaContext,
): Promise<{ transaction: string }> {
  const wire = base64.decode(transaction)
  const parsed = readTransaction(wire)
  const owner = session.addresses.solana
  const index = parsed.accountKeys.slice(0, parsed.requiredSignatures).indexOf(owner)
  if (index < 0) throw new SignerNotRequiredError({ address: owner })
  const summary = describeTransaction(parsed, owner, {
    networkName: context.networkName,
    receiver: context.receiver,
    tokenSymbol: context.tokenSymbol,
  })
  if (!(await approve(summary))) throw new UserRejectedError()
  return withKeys(session, async (keys) => {
    const signed = Uint8Array.from(wire)
    signed.set(ed25519.sign(parsed.message, keys.solana.secretKey), parsed.signaturesOffset + index * 64)
    return { transaction: base64.encode(signed) }
  })
}

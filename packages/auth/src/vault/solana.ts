import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import type { AuthConnected } from '../protocol.ts'
import { UserRejectedError } from './evm.ts'
import { approve } from './screens.ts'
import { withKeys } from './wallet.ts'

function readShortVec(bytes: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0
  for (let shift = 0, index = offset; ; shift += 7, index++) {
    const byte = bytes[index] as number
    value |= (byte & 0x7f) << shift
    if ((byte & 0x80) === 0) return [value, index + 1]
  }
}

/** Signs a UTF-8 or binary message after the approval screen; returns the base64 signature. */
export async function solanaSignMessage(
  session: AuthConnected,
  message: string,
): Promise<{ signature: string }> {
  const bytes = base64.decode(message)
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  if (
    !(await approve({
      title: 'Sign a message',
      lines: ['Sign this message with your Solana account. Signing costs nothing.'],
      detail: text,
    }))
  ) {
    throw new UserRejectedError()
  }
  return withKeys(session, async (keys) => ({
    signature: base64.encode(ed25519.sign(bytes, keys.solana.secretKey)),
  }))
}

/** Adds the account's signature to a wire transaction (legacy or v0) after the approval screen. */
export async function solanaSignTransaction(
  session: AuthConnected,
  transaction: string,
): Promise<{ transaction: string }> {
  const wire = base64.decode(transaction)
  const [signatures, messageStart0] = readShortVec(wire, 0)
  const messageStart = messageStart0 + signatures * 64
  const message = wire.subarray(messageStart)
  const header = (message[0] as number) & 0x80 ? 1 : 0
  const required = message[header] as number
  const [keyCount, keysStart] = readShortVec(message, header + 3)
  let index = -1
  for (let key = 0; key < Math.min(keyCount, required); key++) {
    const start = keysStart + key * 32
    const candidate = message.subarray(start, start + 32)
    const ours = session.addresses.solana
    if (base58.encode(candidate) === ours) index = key
  }
  if (index < 0) throw new Error('The transaction does not need this account’s signature')
  const approved = await approve({
    title: 'Approve transaction',
    lines: ['Sign a Solana transaction with your account. It may move funds and costs a network fee in SOL.'],
  })
  if (!approved) throw new UserRejectedError()
  return withKeys(session, async (keys) => {
    const signed = Uint8Array.from(wire)
    signed.set(ed25519.sign(message, keys.solana.secretKey), messageStart0 + index * 64)
    return { transaction: base64.encode(signed) }
  })
}

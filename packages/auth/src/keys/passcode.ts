import { scryptAsync } from '@noble/hashes/scrypt.js'
import { base64urlnopad } from '@scure/base'

export type PasscodeRecoveryShare = {
  kind: 'passcode'
  ciphertext: string
  iv: string
  salt: string
  kdf: { name: 'scrypt'; N: number; r: number; p: number }
}

export type RecoveryShare = { kind: 'operator'; share: string } | PasscodeRecoveryShare

/** scrypt cost of a new passcode (2^15, r 8: about 32 MiB and well under a second in a browser). */
export const PASSCODE_KDF = { name: 'scrypt', N: 2 ** 15, r: 8, p: 1 } as const

export class WrongPasscodeError extends Error {
  override name = 'WrongPasscodeError'
  constructor() {
    super('Wrong recovery passcode')
  }
}

async function passcodeKey(passcode: string, salt: Uint8Array, kdf: PasscodeRecoveryShare['kdf']) {
  const bits = await scryptAsync(passcode.normalize('NFKC'), salt, {
    N: kdf.N,
    r: kdf.r,
    p: kdf.p,
    dkLen: 32,
  })
  const key = await crypto.subtle.importKey('raw', bits as BufferSource, 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ])
  bits.fill(0)
  return key
}

/**
 * The recovery share encrypted with a key scrypt derives from the user's passcode; the server stores
 * it without being able to open it.
 *
 * @example
 * const recoveryShare = await encryptRecoveryShare(share, 'correct horse battery')
 */
export async function encryptRecoveryShare(share: string, passcode: string): Promise<PasscodeRecoveryShare> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await passcodeKey(passcode, salt, PASSCODE_KDF)
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(share),
  )
  return {
    kind: 'passcode',
    ciphertext: base64urlnopad.encode(new Uint8Array(ciphertext)),
    iv: base64urlnopad.encode(iv),
    salt: base64urlnopad.encode(salt),
    kdf: { ...PASSCODE_KDF },
  }
}

/** Opens a recovery share: the operator's as it is, a passcode one with the passcode. */
export async function openRecoveryShare(recovery: RecoveryShare, passcode?: string): Promise<string> {
  if (recovery.kind === 'operator') return recovery.share
  if (passcode === undefined) throw new WrongPasscodeError()
  const key = await passcodeKey(passcode, base64urlnopad.decode(recovery.salt), recovery.kdf)
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: base64urlnopad.decode(recovery.iv) as BufferSource },
      key,
      base64urlnopad.decode(recovery.ciphertext) as BufferSource,
    )
    return new TextDecoder().decode(plain)
  } catch {
    throw new WrongPasscodeError()
  }
}

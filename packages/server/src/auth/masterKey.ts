import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import { readFileSync } from 'node:fs'
import { PorticoConfigError } from '../config/errors.ts'
import { SealedValueError } from './errors.ts'

/**
 * The operator's master key: 32 bytes that seal wallet shares at rest (AES-256-GCM) and key the code
 * hashes. It lives in the environment or a key file, never in the database.
 */
export type MasterKey = {
  /** Seals `plaintext` for one user and purpose; the result is `v1.<iv>.<ciphertext+tag>`, base64url. */
  seal(plaintext: string, context: string): string
  /** Opens a sealed value; throws when the key, the context or the data is wrong. */
  open(sealed: string, context: string): string
  /** HMAC-SHA256 of a one-time code, hex (a database dump alone cannot test codes). */
  hashCode(flowId: string, code: string): string
  /** Compares a code with its stored hash in constant time. */
  codeMatches(flowId: string, code: string, hash: string): boolean
}

const SEAL_VERSION = 'v1'

/**
 * Reads a master key from hex (64 digits) or base64/base64url (32 bytes).
 *
 * @example
 * const key = parseMasterKey(process.env.PORTICO_MASTER_KEY ?? '', 'PORTICO_MASTER_KEY')
 *
 * @throws PorticoConfigError when the text is not 32 bytes in one of those encodings.
 */
export function parseMasterKey(text: string, source: string): MasterKey {
  const trimmed = text.trim()
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed.replace(/\+/g, '-').replace(/\//g, '_'), 'base64url')
      : undefined
  if (bytes?.length !== 32) {
    throw new PorticoConfigError('The master key must be 32 bytes, as 64 hex digits or base64', {
      details: source,
    })
  }
  return createMasterKey(bytes)
}

/**
 * Reads the master key file (hex or base64, one line).
 *
 * @throws PorticoConfigError when the file is missing or holds no valid key.
 */
export function readMasterKeyFile(file: string): MasterKey {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (cause) {
    throw new PorticoConfigError('Could not read embeddedWallet.masterKeyFile', { details: file, cause })
  }
  return parseMasterKey(text, file)
}

/** A master key from 32 raw bytes. */
export function createMasterKey(bytes: Uint8Array): MasterKey {
  const sealKey = Buffer.from(hkdfSync('sha256', bytes, Buffer.alloc(0), 'portico-auth-seal', 32))
  const codeKey = Buffer.from(hkdfSync('sha256', bytes, Buffer.alloc(0), 'portico-auth-codes', 32))
  const hashCode = (flowId: string, code: string) =>
    createHmac('sha256', codeKey).update(`${flowId}:${code}`).digest('hex')
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv)
      cipher.setAAD(Buffer.from(context))
      const ciphertext = Buffer.concat([
        cipher.update(plaintext, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ])
      return `${SEAL_VERSION}.${iv.toString('base64url')}.${ciphertext.toString('base64url')}`
    },
    open(sealed, context) {
      const [version, ivText, dataText] = sealed.split('.')
      if (version !== SEAL_VERSION || !ivText || !dataText) throw new SealedValueError()
      const data = Buffer.from(dataText, 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(ivText, 'base64url'))
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(data.subarray(data.length - 16))
      return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
        'utf8',
      )
    },
    hashCode,
    codeMatches(flowId, code, hash) {
      const expected = Buffer.from(hash, 'hex')
      const actual = Buffer.from(hashCode(flowId, code), 'hex')
      return expected.length === actual.length && timingSafeEqual(expected, actual)
    },
  }
}

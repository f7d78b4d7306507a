/**
 * The few encodings the protocol needs, small enough not to pull a general codec library into the
 * dapp bundle: base64 (envelopes), base64url without padding (JWT, ReCap) and base58btc (did:key).
 */

import { EncodingError } from '../errors/crypto.ts'

function toBinary(bytes: Uint8Array): string {
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  }
  return binary
}

export function encodeBase64(bytes: Uint8Array): string {
  return btoa(toBinary(bytes))
}

export function decodeBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

export function encodeBase64Url(bytes: Uint8Array): string {
  return encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const base64UrlPattern = /^[A-Za-z0-9_-]*=*$/

/** Accepts padded and unpadded input, as JWT producers differ; throws on characters outside the alphabet. */
export function decodeBase64Url(text: string): Uint8Array {
  if (!base64UrlPattern.test(text)) throw new EncodingError('Not base64url.')
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  return decodeBase64(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
}

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** base58btc (Bitcoin alphabet), leading zero bytes as '1'. */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) + BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = base58Alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

/** Inverse of encodeBase58; throws on characters outside the Bitcoin alphabet. */
export function decodeBase58(text: string): Uint8Array {
  let value = 0n
  for (const character of text) {
    const digit = base58Alphabet.indexOf(character)
    if (digit < 0) throw new EncodingError('Not base58btc.', { details: `character ${character}` })
    value = value * 58n + BigInt(digit)
  }
  const body: number[] = []
  while (value > 0n) {
    body.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  let zeros = 0
  while (text[zeros] === '1') zeros++
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body])
}

/**
 * The few encodings the protocol needs, small enough not to pull a general codec library into the
 * dapp bundle: base64 (envelopes), base64url without padding (JWT, ReCap) and base58btc (did:key).
 */

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

export function decodeBase64Url(text: string): Uint8Array {
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

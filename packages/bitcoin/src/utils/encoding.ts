// The adapter chunk only moves PSBTs, signatures and public keys between wallet protocols; these
// few lines keep @scure/base out of it (it loads with the transaction code).

/** Bytes as base64, the form PSBTs and message signatures travel in. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** A base64 string as bytes. */
export function decodeBase64(value: string): Uint8Array {
  return Uint8Array.from(atob(value), (character) => character.charCodeAt(0))
}

/** Bytes as lower-case hex, the form public keys take in accounts. */
export function encodeHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A hex string (WalletConnect's signatures) as bytes. */
export function decodeHex(value: string): Uint8Array {
  return Uint8Array.from(value.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

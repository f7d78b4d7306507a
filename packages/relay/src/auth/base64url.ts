import { base64urlnopad } from '@scure/base'

export function encodeBase64url(bytes: Uint8Array): string {
  return base64urlnopad.encode(bytes)
}

/** Accepts padded and unpadded input, as JWT producers differ. */
export function decodeBase64url(text: string): Uint8Array {
  return base64urlnopad.decode(text.replace(/=+$/, ''))
}

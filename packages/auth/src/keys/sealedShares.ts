import { base64urlnopad } from '@scure/base'

/** The HKDF info both ends use for the share transport key. */
export const SHARES_INFO = 'portico-vault-shares'

export type SealedShares = { publicKey: string; iv: string; ciphertext: string }

/**
 * A throwaway P-256 key pair for one share request: the server encrypts the auth and recovery share
 * to it (ECDH, HKDF-SHA256, AES-256-GCM), so a session token alone never yields a share.
 *
 * @example
 * const receiver = await createShareReceiver()
 * const sealed = await api.post('/v1/auth/wallet/shares', { publicKey: receiver.publicKey })
 * const { authShare, recoveryShare } = await receiver.open(sealed)
 */
export async function createShareReceiver() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits'])
  const publicKey = base64urlnopad.encode(
    new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)),
  )
  return {
    publicKey,
    async open<plain>(sealed: SealedShares): Promise<plain> {
      const serverKey = await crypto.subtle.importKey(
        'raw',
        base64urlnopad.decode(sealed.publicKey) as BufferSource,
        { name: 'ECDH', namedCurve: 'P-256' },
        false,
        [],
      )
      const secret = await crypto.subtle.deriveBits({ name: 'ECDH', public: serverKey }, pair.privateKey, 256)
      const hkdfKey = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey'])
      const key = await crypto.subtle.deriveKey(
        {
          name: 'HKDF',
          hash: 'SHA-256',
          salt: new Uint8Array(0),
          info: new TextEncoder().encode(SHARES_INFO),
        },
        hkdfKey,
        { name: 'AES-GCM', length: 256 },
        false,
        ['decrypt'],
      )
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: base64urlnopad.decode(sealed.iv) as BufferSource },
        key,
        base64urlnopad.decode(sealed.ciphertext) as BufferSource,
      )
      return JSON.parse(new TextDecoder().decode(plain)) as plain
    },
  }
}

import { webcrypto } from 'node:crypto'

const { subtle } = webcrypto
const INFO = new TextEncoder().encode('portico-vault-shares')

export type EncryptedRelease = { publicKey: string; iv: string; ciphertext: string }

/**
 * Encrypts `plaintext` to the vault iframe's throwaway P-256 key: an ephemeral server key, ECDH,
 * HKDF-SHA256 (empty salt, info `portico-vault-shares`) to an AES-256-GCM key. Only the holder of the
 * iframe's private key can read it, so a leaked token or TLS log yields nothing.
 *
 * @example
 * const release = await encryptToPublicKey(body.publicKey, JSON.stringify({ authShare, recoveryShare }))
 *
 * @throws when `publicKeyBase64url` is not a raw uncompressed P-256 point.
 */
export async function encryptToPublicKey(
  publicKeyBase64url: string,
  plaintext: string,
): Promise<EncryptedRelease> {
  const theirs = await subtle.importKey(
    'raw',
    Buffer.from(publicKeyBase64url, 'base64url'),
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  )
  const ours = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits'])
  const secret = await subtle.deriveBits({ name: 'ECDH', public: theirs }, ours.privateKey, 256)
  const hkdf = await subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey'])
  const key = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: INFO },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  )
  const iv = webcrypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plaintext))
  const publicKey = await subtle.exportKey('raw', ours.publicKey)
  return {
    publicKey: Buffer.from(publicKey).toString('base64url'),
    iv: Buffer.from(iv).toString('base64url'),
    ciphertext: Buffer.from(ciphertext).toString('base64url'),
  }
}

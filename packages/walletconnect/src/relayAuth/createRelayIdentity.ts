import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { decodeBase64Url, encodeBase64Url } from '../crypto/encoding.ts'
import { encodeDidKey } from './encodeDidKey.ts'
import { getClientId } from './getClientId.ts'
import { relayJwtSigningInput, type SignRelayJwtParameters, signRelayJwt } from './signRelayJwt.ts'

export type RelayIdentity = {
  /** The client's `did:key`, as the relay knows it. */
  clientId: string
  /** Signs a relay auth JWT, as {@link signRelayJwt} does. */
  signJwt(parameters: Omit<SignRelayJwtParameters, 'secretKey'>): Promise<string>
}

export type CreateRelayIdentityReturnType = Promise<RelayIdentity>

export type CreateRelayIdentityErrorType = never

/** PKCS #8 of an Ed25519 private key (RFC 8410): this prefix, then the 32-byte seed. */
const PKCS8_ED25519_PREFIX = hexToBytes('302e020100300506032b657004220420')

async function importNative(secretKey: Uint8Array) {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return undefined
  const pkcs8 = new Uint8Array(PKCS8_ED25519_PREFIX.length + secretKey.length)
  pkcs8.set(PKCS8_ED25519_PREFIX)
  pkcs8.set(secretKey, PKCS8_ED25519_PREFIX.length)
  const key = await subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign'])
  const { x } = await subtle.exportKey('jwk', key)
  if (!x) return undefined
  return { subtle, key, publicKey: decodeBase64Url(x) }
}

/**
 * The relay identity of a client's ed25519 secret key: its `did:key` and a JWT signer. It uses the
 * platform's Ed25519 (Web Crypto) where there is one: the pure-JavaScript curve's first use builds
 * its tables in one block of tens of milliseconds on the page's main thread, which a dapp client
 * preloaded on the visitor's first intent would spend while the modal opens. Elsewhere it signs as
 * {@link signRelayJwt} does; the signatures are the same (Ed25519 is deterministic).
 *
 * @example
 * const identity = await createRelayIdentity(hexToBytes(seed))
 * const jwt = await identity.signJwt({ aud: 'ws://127.0.0.1:8787/relay' })
 */
export async function createRelayIdentity(secretKey: Uint8Array): CreateRelayIdentityReturnType {
  const native = await importNative(secretKey).catch(() => undefined)
  if (!native)
    return {
      clientId: getClientId(secretKey),
      signJwt: async (parameters) => signRelayJwt({ ...parameters, secretKey }),
    }
  const { subtle, key, publicKey } = native
  const clientId = encodeDidKey(publicKey)
  return {
    clientId,
    async signJwt(parameters) {
      const signingInput = relayJwtSigningInput({ ...parameters, iss: clientId })
      const signature = await subtle.sign('Ed25519', key, utf8ToBytes(signingInput))
      return `${signingInput}.${encodeBase64Url(new Uint8Array(signature))}`
    },
  }
}

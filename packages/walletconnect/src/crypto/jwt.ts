import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, concatBytes, randomBytes } from '@noble/hashes/utils.js'
import { RELAY } from '../constants.ts'
import { encodeBase58, encodeBase64Url } from './encoding.ts'

const ed25519Multicodec = Uint8Array.of(0xed, 0x01)

/** did:key of an ed25519 public key: `did:key:z` + base58btc(0xed01 + key). */
export function encodeDidKey(publicKey: Uint8Array): string {
  return `did:key:z${encodeBase58(concatBytes(ed25519Multicodec, publicKey))}`
}

/** A fresh ed25519 seed identifying this client to the relay (hex). */
export function generateClientSeed(): string {
  return bytesToHex(ed25519.utils.randomSecretKey())
}

export function getClientId(seed: Uint8Array): string {
  return encodeDidKey(ed25519.getPublicKey(seed))
}

/**
 * The relay auth token (specification relay-client-auth.md): EdDSA JWT, `iss` the client's did:key,
 * `aud` the exact relay URL, sent only in the `?auth=` query parameter.
 */
export function signRelayJwt(parameters: { seed: Uint8Array; aud: string; now?: number }): string {
  const { seed, aud } = parameters
  const iat = Math.floor((parameters.now ?? Date.now()) / 1000)
  const encode = (value: object) => encodeBase64Url(new TextEncoder().encode(JSON.stringify(value)))
  const header = encode({ alg: 'EdDSA', typ: 'JWT' })
  const claims = encode({
    iss: getClientId(seed),
    sub: bytesToHex(randomBytes(32)),
    aud,
    iat,
    exp: iat + RELAY.jwtTtlSeconds,
  })
  const signature = ed25519.sign(new TextEncoder().encode(`${header}.${claims}`), seed)
  return `${header}.${claims}.${encodeBase64Url(signature)}`
}

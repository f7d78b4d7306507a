import { createCipheriv, createHash, hkdfSync } from 'node:crypto'
import { x25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { decodeEnvelope, encodeEnvelope, readEnvelope } from './envelope.ts'
import { deriveSymKey, generateKeyPair, hashKey } from './keys.ts'

// RFC 7748 §6.1 Diffie-Hellman test vector.
const alicePrivate = '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a'
const alicePublic = '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a'
const bobPrivate = '5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb'
const bobPublic = 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f'
const sharedSecret = '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742'

describe('key agreement and topics (specification crypto, packages/walletconnect/README.md)', () => {
  it('x25519 matches the RFC 7748 vector', () => {
    expect(bytesToHex(x25519.getPublicKey(hexToBytes(alicePrivate)))).toBe(alicePublic)
    expect(bytesToHex(x25519.getSharedSecret(hexToBytes(alicePrivate), hexToBytes(bobPublic)))).toBe(
      sharedSecret,
    )
  })

  it('the symmetric key is HKDF-SHA256 of the shared secret, no salt, no info, 32 bytes (checked against node:crypto)', () => {
    const expected = Buffer.from(
      hkdfSync('sha256', hexToBytes(sharedSecret), new Uint8Array(), new Uint8Array(), 32),
    )
    expect(deriveSymKey(alicePrivate, bobPublic)).toBe(expected.toString('hex'))
    expect(deriveSymKey(bobPrivate, alicePublic)).toBe(expected.toString('hex'))
  })

  it('a topic is the sha256 of the key bytes', () => {
    const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
    expect(hashKey(symKey)).toBe(createHash('sha256').update(Buffer.from(symKey, 'hex')).digest('hex'))
  })

  it('generates distinct key pairs whose agreement is symmetric', () => {
    const a = generateKeyPair()
    const b = generateKeyPair()
    expect(a.publicKey).not.toBe(b.publicKey)
    expect(deriveSymKey(a.privateKey, b.publicKey)).toBe(deriveSymKey(b.privateKey, a.publicKey))
  })
})

describe('envelopes type 0 and type 1 (specification crypto-envelopes.md)', () => {
  const symKey = deriveSymKey(alicePrivate, bobPublic)
  const iv = hexToBytes('000102030405060708090a0b')

  it('type 0 is tp(0) + iv + ChaCha20-Poly1305 sealbox, base64 (sealbox checked against node:crypto)', () => {
    const encoded = encodeEnvelope({ message: '{"hello":"world"}', symKey, iv })
    const bytes = base64.decode(encoded)
    const cipher = createCipheriv('chacha20-poly1305', Buffer.from(symKey, 'hex'), iv, { authTagLength: 16 })
    const sealed = Buffer.concat([cipher.update('{"hello":"world"}'), cipher.final(), cipher.getAuthTag()])
    expect(bytes[0]).toBe(0)
    expect(bytesToHex(bytes.subarray(1, 13))).toBe(bytesToHex(iv))
    expect(bytesToHex(bytes.subarray(13))).toBe(sealed.toString('hex'))
    expect(decodeEnvelope(encoded, symKey)).toEqual({ type: 0, message: '{"hello":"world"}' })
  })

  it('type 1 carries the sender public key so the receiver can derive the key', () => {
    const encoded = encodeEnvelope({ message: 'auth response', symKey, type: 1, senderPublicKey: bobPublic })
    const bytes = base64.decode(encoded)
    expect(bytes[0]).toBe(1)
    expect(bytesToHex(bytes.subarray(1, 33))).toBe(bobPublic)
    expect(readEnvelope(encoded).senderPublicKey).toBe(bobPublic)
    const receiverKey = deriveSymKey(alicePrivate, readEnvelope(encoded).senderPublicKey ?? '')
    expect(decodeEnvelope(encoded, receiverKey)).toEqual({
      type: 1,
      senderPublicKey: bobPublic,
      message: 'auth response',
    })
  })

  it('rejects a tampered envelope and unknown types', () => {
    const bytes = base64.decode(encodeEnvelope({ message: 'x', symKey }))
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
    expect(() => decodeEnvelope(base64.encode(bytes), symKey)).toThrow()
    expect(() => readEnvelope(base64.encode(Uint8Array.of(7, 1, 2)))).toThrow('Unsupported envelope type')
  })
})

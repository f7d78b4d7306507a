import { randomBytes } from '@noble/hashes/utils.js'
import { base58, base64, base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import {
  decodeBase58,
  decodeBase64,
  decodeBase64Url,
  encodeBase58,
  encodeBase64,
  encodeBase64Url,
} from './encoding.ts'

describe('encodings (envelopes, JWT, did:key)', () => {
  it('match @scure/base for random inputs, including leading zero bytes', () => {
    for (let length = 0; length < 80; length++) {
      const bytes = randomBytes(length)
      if (length % 7 === 0 && length > 0) bytes[0] = 0
      if (length % 11 === 0 && length > 1) bytes[1] = 0
      expect(encodeBase64(bytes)).toBe(base64.encode(bytes))
      expect(decodeBase64(base64.encode(bytes))).toEqual(bytes)
      expect(encodeBase64Url(bytes)).toBe(base64urlnopad.encode(bytes))
      expect(decodeBase64Url(base64urlnopad.encode(bytes))).toEqual(bytes)
      expect(encodeBase58(bytes)).toBe(base58.encode(bytes))
      expect(decodeBase58(base58.encode(bytes))).toEqual(bytes)
    }
  })

  it('reject characters outside their alphabet', () => {
    expect(() => decodeBase58('0OIl')).toThrow('Not base58btc.')
    expect(() => decodeBase64Url('ab+/')).toThrow('Not base64url.')
  })
})

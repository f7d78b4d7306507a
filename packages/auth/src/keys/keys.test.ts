import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { deriveAccounts } from './deriveAccounts.ts'
import { encryptRecoveryShare, openRecoveryShare, WrongPasscodeError } from './passcode.ts'
import { createShareReceiver, SHARES_INFO } from './sealedShares.ts'
import { combineShares, splitEntropy } from './shares.ts'

// Issue 15 keys: one BIP-39 seed derives the EVM (BIP-32) and Solana (SLIP-0010) keys.
describe('deriveAccounts', () => {
  it('derives the well-known addresses of the all-zero entropy ("abandon … about")', () => {
    const accounts = deriveAccounts(new Uint8Array(16))
    expect(accounts.evm.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    expect(accounts.solana.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })
})

describe('splitEntropy', () => {
  it('rebuilds the entropy from any two of the three shares, and not from one', async () => {
    const entropy = crypto.getRandomValues(new Uint8Array(32))
    const { deviceShare, authShare, recoveryShare } = await splitEntropy(entropy)
    for (const pair of [
      [deviceShare, authShare],
      [authShare, recoveryShare],
      [deviceShare, recoveryShare],
    ] as const) {
      expect(await combineShares(pair)).toEqual(entropy)
    }
    expect(await combineShares([authShare, authShare]).catch(() => undefined)).not.toEqual(entropy)
  })
})

describe('recovery passcode', () => {
  it('opens with the passcode and refuses another', async () => {
    const sealed = await encryptRecoveryShare('share-value', 'correct horse')
    expect(sealed.kdf).toEqual({ name: 'scrypt', N: 32768, r: 8, p: 1 })
    expect(JSON.stringify(sealed)).not.toContain('share-value')
    expect(await openRecoveryShare(sealed, 'correct horse')).toBe('share-value')
    await expect(openRecoveryShare(sealed, 'wrong')).rejects.toBeInstanceOf(WrongPasscodeError)
  })
})

describe('createShareReceiver', () => {
  it('opens what the server encrypts to its throwaway key (ECDH P-256, HKDF-SHA256, AES-256-GCM)', async () => {
    const receiver = await createShareReceiver()
    // The server side, as the contract describes it.
    const server = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ])
    const peer = await crypto.subtle.importKey(
      'raw',
      base64urlnopad.decode(receiver.publicKey) as BufferSource,
      { name: 'ECDH', namedCurve: 'P-256' },
      false,
      [],
    )
    const secret = await crypto.subtle.deriveBits({ name: 'ECDH', public: peer }, server.privateKey, 256)
    const hkdf = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey'])
    const key = await crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode(SHARES_INFO) },
      hkdf,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt'],
    )
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const plain = { authShare: 'a', recoveryShare: { kind: 'operator', share: 'r' } }
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      key,
      new TextEncoder().encode(JSON.stringify(plain)),
    )
    const sealed = {
      publicKey: base64urlnopad.encode(
        new Uint8Array(await crypto.subtle.exportKey('raw', server.publicKey)),
      ),
      iv: base64urlnopad.encode(iv),
      ciphertext: base64urlnopad.encode(new Uint8Array(ciphertext)),
    }
    expect(await receiver.open(sealed)).toEqual(plain)
  })
})

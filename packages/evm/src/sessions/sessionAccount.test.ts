import { keccak256, recoverMessageAddress, size, slice, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createSessionKey } from './sessionAccount.ts'

const SECP256K1_HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

// docs/rules/permissions.md wallet_grantPermissions: a session operation carries the session key's EIP-191 signature
// over the user operation hash, which the account checks with ecrecover.
describe('createSessionKey', () => {
  it('signs EIP-191 messages that recover to its own checksummed address', async () => {
    const key = createSessionKey()
    expect(key.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(key.address).not.toBe(key.address.toLowerCase())
    const raw = keccak256(toHex('user operation'))
    const signature = await key.signMessage({ message: { raw } })
    expect(size(signature)).toBe(65)
    expect([27, 28]).toContain(Number.parseInt(signature.slice(-2), 16))
    expect(BigInt(slice(signature, 32, 64))).toBeLessThanOrEqual(SECP256K1_HALF_N)
    await expect(recoverMessageAddress({ message: { raw }, signature })).resolves.toBe(key.address)
  })

  it('signs deterministically and makes a new key each time', async () => {
    const key = createSessionKey()
    const raw = keccak256(toHex('same hash'))
    expect(await key.signMessage({ message: { raw } })).toBe(await key.signMessage({ message: { raw } }))
    expect(createSessionKey().address).not.toBe(key.address)
  })
})

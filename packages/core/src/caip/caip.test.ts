import { describe, expect, it } from 'vitest'
import { isEvmAddress, isSolanaAddress } from './addresses.ts'
import { assertCaipAddress, isCaipAddress, parseCaipAddress, toCaipAddress } from './caipAddress.ts'
import { assertCaipNetworkId, isCaipNetworkId, parseCaipNetworkId, toCaipNetworkId } from './caipNetworkId.ts'
import { CHAIN_NAMESPACE_NAMES, isCaipNamespace, isChainNamespace } from './namespaces.ts'

const evm = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

describe('chain namespaces (docs/rules/entities.md)', () => {
  it('names every namespace for display', () => {
    expect(CHAIN_NAMESPACE_NAMES).toEqual({
      eip155: 'EVM Networks',
      solana: 'Solana',
      polkadot: 'Polkadot',
      bip122: 'Bitcoin',
      cosmos: 'Cosmos',
      sui: 'Sui',
      stacks: 'Stacks',
    })
  })

  it('knows only its own namespaces, not inherited object keys', () => {
    expect(isChainNamespace('eip155')).toBe(true)
    expect(isChainNamespace('foo')).toBe(false)
    expect(isChainNamespace('toString')).toBe(false)
    expect(isChainNamespace('EIP155')).toBe(false)
  })
})

describe('parseCaipNetworkId (docs/rules/entities.md, validation.md)', () => {
  it('splits namespace and chain id', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each([
    '',
    ' ',
    'eip155',
    'eip155:',
    ':1',
    'eip155:1:0xabc',
    'eip155::1',
    'foo:1',
    'eip155: 1',
    'eip155:1 ',
    'eip155:１',
    'eip155:é',
  ])('rejects %j with the docs/rules/validation.md message', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow(`Invalid CAIP-2 network id: ${value}`)
  })

  it('rejects non-strings', () => {
    expect(() => parseCaipNetworkId(42 as unknown as string)).toThrow('Invalid CAIP-2 network id: 42')
  })

  it('builds ids from a string or parts and refuses to build invalid ones', () => {
    expect(toCaipNetworkId('eip155:31337')).toBe('eip155:31337')
    expect(toCaipNetworkId({ chainNamespace: 'eip155', chainId: 31337 })).toBe('eip155:31337')
    expect(() => toCaipNetworkId({ chainNamespace: 'eip155', chainId: '' })).toThrow(
      'Invalid CAIP-2 network id: eip155:',
    )
    expect(() => toCaipNetworkId('foo:1')).toThrow('Invalid CAIP-2 network id: foo:1')
  })

  it('isCaipNetworkId and assertCaipNetworkId apply the same rule as the parser', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false)
    expect(isCaipNetworkId(undefined)).toBe(false)
    expect(() => assertCaipNetworkId('eip155:1')).not.toThrow()
    expect(() => assertCaipNetworkId('near:mainnet')).toThrow('Invalid CAIP-2 network id: near:mainnet')
  })

  it("accepts any CAIP-2 namespace syntax with namespace: 'any', never a malformed one", () => {
    expect(isCaipNetworkId('near:mainnet', { namespace: 'any' })).toBe(true)
    expect(parseCaipNetworkId('near:mainnet', { namespace: 'any' })).toEqual({
      chainNamespace: 'near',
      chainId: 'mainnet',
    })
    for (const value of ['ab:1', 'toolongns:1', 'EIP155:1', 'near:', 'near:a:b']) {
      expect(isCaipNetworkId(value, { namespace: 'any' })).toBe(false)
    }
    expect(isCaipNamespace('cip34')).toBe(true)
    expect(isCaipNamespace('cip_34')).toBe(false)
  })
})

describe('parseCaipAddress (docs/rules/entities.md, validation.md)', () => {
  it('splits namespace, chain id and address', () => {
    expect(parseCaipAddress(`eip155:1:${evm}`)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: evm,
      caipNetworkId: 'eip155:1',
    })
  })

  it.each([
    'eip155:1',
    'eip155::0xabc',
    'foo:1:0xabc',
    'eip155:1:0xabc:extra',
    ':1:0xabc',
    'eip155:1:',
    '',
    '  ',
    'eip155:1:0x abc',
    'eip155:1:0x☃',
  ])('rejects %j with the docs/rules/validation.md message', (value) => {
    expect(() => parseCaipAddress(value)).toThrow(`Invalid CAIP-10 address: ${value}`)
  })

  it('builds addresses from a string or parts', () => {
    expect(toCaipAddress({ chainNamespace: 'eip155', chainId: 1, address: evm })).toBe(`eip155:1:${evm}`)
    expect(toCaipAddress(`eip155:1:${evm}`)).toBe(`eip155:1:${evm}`)
    expect(() => toCaipAddress({ chainNamespace: 'eip155', chainId: 1, address: '' })).toThrow(
      'Invalid CAIP-10 address: eip155:1:',
    )
  })

  it("accepts any CAIP-2 namespace with namespace: 'any'", () => {
    expect(isCaipAddress('near:mainnet:alice.near')).toBe(false)
    expect(isCaipAddress('near:mainnet:alice.near', { namespace: 'any' })).toBe(true)
    expect(parseCaipAddress('near:mainnet:alice.near', { namespace: 'any' }).caipNetworkId).toBe(
      'near:mainnet',
    )
  })
})

describe('assertCaipAddress (docs/rules/validation.md): exactly 3 non-empty parts and a known namespace', () => {
  it('accepts a valid address', () => {
    expect(() => assertCaipAddress(`eip155:1:${evm}`)).not.toThrow()
    expect(() => assertCaipAddress('bip122:000000000019d6689c085ae165831e93:bc1qxy2k')).not.toThrow()
  })

  it.each([
    'eip155:1',
    'eip155::0xabc',
    'foo:1:0xabc',
    'eip155:1:0xabc:0',
    '',
    'a:b:c:d',
    undefined,
    null,
    7,
  ])('rejects %j', (value) => {
    expect(() => assertCaipAddress(value)).toThrow('Invalid CAIP Address')
    expect(isCaipAddress(value)).toBe(false)
  })
})

describe('isEvmAddress (docs/rules/validation.md): 40 hex digits, optional 0x', () => {
  it('accepts mixed case with and without prefix', () => {
    expect(isEvmAddress(evm)).toBe(true)
    expect(isEvmAddress(evm.slice(2))).toBe(true)
    expect(isEvmAddress(evm.toLowerCase())).toBe(true)
    expect(isEvmAddress(evm.toUpperCase().replace('0X', '0x'))).toBe(true)
  })

  it('rejects 39 and 41 digits, other prefixes, spaces and non-hex', () => {
    expect(isEvmAddress(`0x${'a'.repeat(39)}`)).toBe(false)
    expect(isEvmAddress(`0x${'a'.repeat(41)}`)).toBe(false)
    expect(isEvmAddress(`0X${'a'.repeat(40)}`)).toBe(false)
    expect(isEvmAddress(` ${evm}`)).toBe(false)
    expect(isEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(isEvmAddress(`0x${'٣'.repeat(40)}`)).toBe(false)
    expect(isEvmAddress('')).toBe(false)
    expect(isEvmAddress(undefined)).toBe(false)
  })
})

describe('isSolanaAddress (docs/rules/validation.md): 32–44 base58 characters', () => {
  it('accepts 32 to 44 base58 characters', () => {
    expect(isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(true)
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('z'.repeat(44))).toBe(true)
  })

  it('rejects lengths 31 and 45 and the base58-forbidden 0, O, I, l', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
    for (const forbidden of ['0', 'O', 'I', 'l']) {
      expect(isSolanaAddress(`${forbidden}${'1'.repeat(33)}`)).toBe(false)
    }
    expect(isSolanaAddress(`${'1'.repeat(33)}é`)).toBe(false)
    expect(isSolanaAddress('')).toBe(false)
  })
})

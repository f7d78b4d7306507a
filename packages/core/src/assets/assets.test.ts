import { describe, expect, it } from 'vitest'
import { filterZeroDecimalTokens, isValidAssetResponse } from './rules.ts'

const asset = {
  address: '0x0000000000000000000000000000000000000000',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: '' },
}

describe('isValidAssetResponse (docs/rules/validation.md)', () => {
  it('accepts assets keyed by chain', () => {
    expect(isValidAssetResponse({ '0x1': [asset, { ...asset, type: 'ERC20' }] })).toBe(true)
    expect(isValidAssetResponse({})).toBe(true)
  })

  it.each([
    ['null', null],
    ['an array', [asset]],
    ['a non-array chain entry', { '0x1': asset }],
    ['a numeric balance', { '0x1': [{ ...asset, balance: 1 }] }],
    ['a missing address', { '0x1': [{ ...asset, address: undefined }] }],
    ['another type', { '0x1': [{ ...asset, type: 'ERC721' }] }],
    ['no metadata', { '0x1': [{ ...asset, metadata: null }] }],
    ['string decimals', { '0x1': [{ ...asset, metadata: { ...asset.metadata, decimals: '18' } }] }],
    ['NaN price', { '0x1': [{ ...asset, metadata: { ...asset.metadata, price: Number.NaN } }] }],
    ['numeric symbol', { '0x1': [{ ...asset, metadata: { ...asset.metadata, symbol: 1 } }] }],
    ['no iconUrl', { '0x1': [{ ...asset, metadata: { ...asset.metadata, iconUrl: undefined } }] }],
  ])('rejects %s', (_, value) => {
    expect(isValidAssetResponse(value)).toBe(false)
  })
})

describe('filterZeroDecimalTokens (docs/rules/validation.md)', () => {
  it("drops tokens whose decimals are '0'", () => {
    const tokens = [
      { symbol: 'A', quantity: { decimals: '18', numeric: '1' } },
      { symbol: 'NFT', quantity: { decimals: '0', numeric: '3' } },
      { symbol: 'B', quantity: { decimals: '6', numeric: '0' } },
    ]
    expect(filterZeroDecimalTokens(tokens).map((t) => t.symbol)).toEqual(['A', 'B'])
  })
})

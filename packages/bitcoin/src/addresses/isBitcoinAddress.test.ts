import { BITCOIN_DEV_ACCOUNTS, BITCOIN_DEVNET_GENESIS_HASH } from '@portico/devnet/bitcoin'
import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinSignet, bitcoinTestnet } from '../networks/bitcoinNetworks.ts'
import { defineBitcoinNetwork } from '../networks/defineBitcoinNetwork.ts'
import { assertBitcoinAddress, isBitcoinAddress } from './isBitcoinAddress.ts'

const regtest = defineBitcoinNetwork({
  genesisHash: BITCOIN_DEVNET_GENESIS_HASH,
  name: 'Regtest',
  esploraUrls: [],
})

describe('isBitcoinAddress (BIP-173, BIP-350 and base58check vectors)', () => {
  it.each([
    ['P2WPKH', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['P2WPKH in upper case', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
    ['P2WSH', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'],
    ['P2TR', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
    [
      'a v1 program of 40 bytes',
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    ],
    ['P2PKH', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['P2SH', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
  ])('accepts a mainnet %s address, on mainnet only', (_kind, address) => {
    expect(isBitcoinAddress(address)).toBe(true)
    expect(isBitcoinAddress(address, { network: bitcoin })).toBe(true)
    expect(isBitcoinAddress(address, { network: bitcoinTestnet })).toBe(false)
  })

  it.each([
    ['v0 with a bech32m checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
    [
      'v1 with a bech32 checksum',
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
    ],
    ['mixed case', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['a v0 program of 16 bytes', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P'],
    ['a wrong base58 checksum', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'],
    ['an EVM address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
  ])('rejects %s', (_kind, address) => {
    expect(isBitcoinAddress(address)).toBe(false)
  })

  it('tells test networks and regtest apart by prefix', () => {
    const [{ payment, ordinals }] = BITCOIN_DEV_ACCOUNTS
    for (const address of [payment.address, ordinals.address]) {
      expect(isBitcoinAddress(address, { network: regtest })).toBe(true)
      expect(isBitcoinAddress(address, { network: bitcoinSignet })).toBe(false)
    }
    expect(isBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', { network: bitcoinSignet })).toBe(
      true,
    )
    expect(() => assertBitcoinAddress(payment.address, { network: bitcoin })).toThrow(
      expect.objectContaining({ shortMessage: 'Invalid Bitcoin address' }),
    )
  })
})

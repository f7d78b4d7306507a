import { describe, expect, it } from 'vitest'
import { ERC20_TRANSFER_ABI, USDT_TRANSFER_ABI } from './erc20.ts'
import { getErc20TransferAbi } from './getErc20TransferAbi.ts'

const token = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }

describe('ERC20 ABI variant (docs/rules/api.md)', () => {
  it('uses the no-return variant for known USDT contracts, in any case', () => {
    const usdt = '0xdac17f958d2ee523a2206206994597c13d831ec7'
    expect(getErc20TransferAbi({ caipNetworkId: 'eip155:1', tokenAddress: usdt })).toBe(USDT_TRANSFER_ABI)
    expect(USDT_TRANSFER_ABI[0].outputs).toEqual([])
  })

  it('uses it for `usdtContracts` such as the devnet token', () => {
    expect(
      getErc20TransferAbi({
        caipNetworkId: 'eip155:31337',
        tokenAddress: token.address,
        usdtContracts: [token.address],
      }),
    ).toBe(USDT_TRANSFER_ABI)
  })

  it('uses the standard ABI otherwise, including USDT addresses on another chain', () => {
    expect(getErc20TransferAbi({ caipNetworkId: 'eip155:31337', tokenAddress: token.address })).toBe(
      ERC20_TRANSFER_ABI,
    )
    expect(
      getErc20TransferAbi({
        caipNetworkId: 'eip155:8453',
        tokenAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      }),
    ).toBe(ERC20_TRANSFER_ABI)
  })
})

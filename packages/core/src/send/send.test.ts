import { describe, expect, it } from 'vitest'
import { formatTokenAmount, parseTokenAmount } from './amount.ts'
import { assertErc20TokenAddress, assertSendRequest } from './validate.ts'

const token = { symbol: 'PUSD', decimals: 6, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('amount conversion with the token decimals (docs/rules/states.md, validation.md)', () => {
  it('converts exactly, without floating point', () => {
    expect(parseTokenAmount('0.1', 18)).toBe(100_000_000_000_000_000n)
    expect(parseTokenAmount('0.1', 6)).toBe(100_000n)
    expect(parseTokenAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseTokenAmount('123456789.123456789123456789', 18)).toBe(123456789123456789123456789n)
    expect(parseTokenAmount('1.10', 1)).toBe(11n)
    expect(parseTokenAmount('7', 0)).toBe(7n)
    expect(parseTokenAmount('1e-6', 6)).toBe(1n)
  })

  it.each([
    ['too many decimals', '0.0000001', 6],
    ['negative', '-1', 18],
    ['empty', '', 18],
    ['text', 'abc', 18],
    ['bad decimals', '1', -1],
  ])('rejects %s', (_, amount, decimals) => {
    expect(() => parseTokenAmount(amount as string, decimals as number)).toThrow('Enter a valid amount')
  })

  it('formats back exactly', () => {
    expect(formatTokenAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatTokenAmount(100_000_000_000_000_000n, 18)).toBe('0.1')
    expect(formatTokenAmount(5n, 0)).toBe('5')
    expect(formatTokenAmount(-25n, 2)).toBe('-0.25')
  })
})

describe('send checks (docs/rules/states.md, validation.md, errors.md)', () => {
  it('requires an amount and a receiver first', () => {
    expect(() => assertSendRequest({ token, receiverAddress: receiver, chainNamespace: 'eip155' })).toThrow(
      'An amount and receiver address are required',
    )
    expect(() =>
      assertSendRequest({ token, amount: '1', receiverAddress: ' ', chainNamespace: 'eip155' }),
    ).toThrow('An amount and receiver address are required')
  })

  it('then a token', () => {
    expect(() =>
      assertSendRequest({ amount: '1', receiverAddress: receiver, chainNamespace: 'eip155' }),
    ).toThrow('A token is required')
  })

  it('then an active namespace, dispatching eip155, solana and bip122 and refusing the rest', () => {
    expect(() => assertSendRequest({ token, amount: '1', receiverAddress: receiver })).toThrow(
      'No ActiveCaipAddress found',
    )
    expect(
      assertSendRequest({ token, amount: '1', receiverAddress: receiver, chainNamespace: 'eip155' }),
    ).toBe('eip155')
    expect(
      assertSendRequest({ token, amount: '1', receiverAddress: receiver, chainNamespace: 'solana' }),
    ).toBe('solana')
    expect(
      assertSendRequest({ token, amount: '1', receiverAddress: receiver, chainNamespace: 'bip122' }),
    ).toBe('bip122')
    expect(() =>
      assertSendRequest({ token, amount: '1', receiverAddress: receiver, chainNamespace: 'cosmos' }),
    ).toThrow('Unsupported chain')
    expect(() =>
      assertSendRequest({ token, amount: '1', receiverAddress: receiver, chainNamespace: 'polkadot' }),
    ).toThrow('Unsupported chain')
  })

  it('an ERC20 send needs a token address', () => {
    expect(() => assertErc20TokenAddress(undefined)).toThrow(
      'SendController:sendERC20Token - tokenAddress is required',
    )
    expect(() => assertErc20TokenAddress(token.address)).not.toThrow()
  })
})

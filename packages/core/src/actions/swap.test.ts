import { createTestPortico } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import type { SwapToken } from '../api/convert.ts'
import { SwapNetworkNotSupportedError } from '../errors/transactions.ts'
import { connect } from './connect.ts'
import { getSwapQuote } from './getSwapQuote.ts'
import { getSwapTokens } from './getSwapTokens.ts'

const token = (symbol: string, address: string): SwapToken => ({
  name: symbol,
  symbol,
  address,
  decimals: 6,
  logoUri: '',
  eip2612: false,
  price: 1,
  value: 0,
})

describe('swap actions (docs/rules/validation.md, permissions.md, errors.md)', () => {
  it("throw 'Network not supported for Swaps' off the swap chains, before any request", async () => {
    const { portico } = createTestPortico()
    await connect(portico, { connectorId: 'dev' })
    const chainId = portico.networks.store.getState().caipNetwork?.caipNetworkId
    const from = token('PUSD', `${chainId}:0x0000000000000000000000000000000000000001`)
    const to = token('PDAI', `${chainId}:0x0000000000000000000000000000000000000002`)
    await expect(getSwapTokens(portico)).rejects.toThrow(SwapNetworkNotSupportedError)
    await expect(getSwapQuote(portico, { from, to, amount: '10' })).rejects.toThrow(
      'Network not supported for Swaps',
    )
  })
})

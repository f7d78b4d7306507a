import { describe, expect, it } from 'vitest'
import { groupTransactions } from './groupTransactions.ts'
import type { TransactionItem } from './types.ts'

const item = (id: string, minedAt: string): TransactionItem => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:1',
    operationType: 'send',
    hash: id,
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers: [],
})

describe('groupTransactions (docs/rules/entities.md transactionsByYear: year, then month)', () => {
  it('groups by year and month and keeps the order within a month', () => {
    const a = item('a', new Date(2026, 10, 20).toISOString())
    const b = item('b', new Date(2026, 10, 2).toISOString())
    const c = item('c', new Date(2026, 0, 5).toISOString())
    const d = item('d', new Date(2025, 11, 31).toISOString())
    expect(groupTransactions([a, b, c, d])).toEqual({ 2026: { 10: [a, b], 0: [c] }, 2025: { 11: [d] } })
    expect(groupTransactions([])).toEqual({})
  })
})

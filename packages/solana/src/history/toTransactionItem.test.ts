import { shortenName } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { type RpcTransaction, toTransactionItem } from './toTransactionItem.ts'

const ME = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const FRIEND = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SYSTEM = '11111111111111111111111111111111'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const chain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const native = { name: 'Solana', symbol: 'SOL', decimals: 9 }

function transaction(meta: Partial<NonNullable<RpcTransaction['meta']>>, keys: string[]): RpcTransaction {
  return {
    blockTime: 1_767_225_600,
    meta: { err: null, fee: 5000, preBalances: [], postBalances: [], ...meta },
    transaction: { signatures: ['sig'], message: { accountKeys: keys } },
  }
}

describe('toTransactionItem: a getTransaction answer as an Activity entry of the address', () => {
  it('a SOL transfer out: the fee payer sent what the receiver got, the fee left out', () => {
    const item = toTransactionItem({
      signature: 'sig1',
      transaction: transaction(
        { preBalances: [5_000_000_000, 0, 1], postBalances: [3_499_995_000, 1_500_000_000, 1] },
        [ME, FRIEND, SYSTEM],
      ),
      address: ME,
      chain,
      native,
    })
    expect(item).toEqual({
      id: 'sig1',
      metadata: {
        minedAt: '2026-01-01T00:00:00.000Z',
        chain,
        operationType: 'send',
        hash: 'sig1',
        status: 'confirmed',
        sentFrom: ME,
        sentTo: FRIEND,
      },
      transfers: [
        {
          fungible_info: { name: 'Solana', symbol: 'SOL' },
          direction: 'out',
          sender: ME,
          recipient: FRIEND,
          quantity: { numeric: '1.5' },
          value: 0,
          price: 0,
        },
      ],
    })
  })

  it('the same transfer seen by the receiver is a receive from the payer', () => {
    const item = toTransactionItem({
      signature: 'sig1',
      transaction: transaction(
        { preBalances: [5_000_000_000, 0, 1], postBalances: [3_499_995_000, 1_500_000_000, 1] },
        [FRIEND, ME, SYSTEM],
      ),
      address: ME,
      chain,
      native,
    })
    expect(item.metadata).toMatchObject({ operationType: 'receive', sentFrom: FRIEND, sentTo: ME })
    expect(item.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1.5' } })
  })

  it('a token balance that moved wins over SOL: the amount in the mint’s decimals, the other owner as counterparty', () => {
    const item = toTransactionItem({
      signature: 'sig2',
      transaction: transaction(
        {
          preBalances: [1_000_000_000, 2_039_280, 2_039_280],
          postBalances: [999_995_000, 2_039_280, 2_039_280],
          preTokenBalances: [
            { accountIndex: 1, mint: MINT, owner: ME, uiTokenAmount: { amount: '5000000', decimals: 6 } },
            { accountIndex: 2, mint: MINT, owner: FRIEND, uiTokenAmount: { amount: '0', decimals: 6 } },
          ],
          postTokenBalances: [
            { accountIndex: 1, mint: MINT, owner: ME, uiTokenAmount: { amount: '3750000', decimals: 6 } },
            { accountIndex: 2, mint: MINT, owner: FRIEND, uiTokenAmount: { amount: '1250000', decimals: 6 } },
          ],
        },
        [ME, 'AtaMe111111111111111111111111111111111111111', 'AtaFriend1111111111111111111111111111111111'],
      ),
      address: ME,
      chain,
      native,
      tokenOf: (mint) => (mint === MINT ? { name: 'USD Coin', symbol: 'USDC' } : undefined),
    })
    expect(item.metadata).toMatchObject({ operationType: 'send', sentTo: FRIEND })
    expect(item.transfers).toEqual([
      expect.objectContaining({
        fungible_info: { name: 'USD Coin', symbol: 'USDC' },
        direction: 'out',
        quantity: { numeric: '1.25' },
      }),
    ])
  })

  it('a token the account does not know by name is called by its shortened mint, never by nothing', () => {
    const moved = transaction(
      {
        preBalances: [1_000_000_000, 2_039_280],
        postBalances: [1_000_000_000, 2_039_280],
        preTokenBalances: [],
        postTokenBalances: [
          { accountIndex: 1, mint: MINT, owner: ME, uiTokenAmount: { amount: '2000000', decimals: 6 } },
        ],
      },
      [FRIEND, 'AtaMe111111111111111111111111111111111111111'],
    )
    const item = toTransactionItem({ signature: 'sig4', transaction: moved, address: ME, chain, native })
    expect(item.transfers[0]).toMatchObject({
      fungible_info: { name: MINT, symbol: shortenName(MINT) },
      direction: 'in',
      quantity: { numeric: '2' },
    })
    const named = toTransactionItem({
      signature: 'sig4',
      transaction: moved,
      address: ME,
      chain,
      native,
      tokenOf: () => ({ name: 'Portico USD', symbol: 'PUSD', iconUrl: 'http://127.0.0.1/pusd.svg' }),
    })
    expect(named.transfers[0]?.fungible_info).toEqual({
      name: 'Portico USD',
      symbol: 'PUSD',
      icon: { url: 'http://127.0.0.1/pusd.svg' },
    })
  })

  it('a failed transaction keeps its status; one that moved nothing but the fee is a call', () => {
    const item = toTransactionItem({
      signature: 'sig3',
      transaction: transaction(
        { err: { InstructionError: [0, 'Custom'] }, preBalances: [10_000, 1], postBalances: [5_000, 1] },
        [ME, SYSTEM],
      ),
      address: ME,
      chain,
      native,
    })
    expect(item.metadata).toMatchObject({ operationType: 'execute', status: 'failed' })
    expect(item.transfers).toEqual([])
  })
})

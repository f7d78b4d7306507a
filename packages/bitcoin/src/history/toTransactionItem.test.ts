import { describe, expect, it } from 'vitest'
import { type EsploraTransaction, toTransactionItem } from './toTransactionItem.ts'

const ME = 'bcrt1qme'
const FRIEND = 'bcrt1qfriend'
const SHOP = 'bcrt1qshop'
const chain = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const confirmed = { confirmed: true, block_time: 1_767_225_600 } // 2026-01-01T00:00:00Z

describe('toTransactionItem: an Esplora transaction as an Activity entry of the address', () => {
  it('a payment in is a receive of what came to the address, from the first other input', () => {
    const transaction: EsploraTransaction = {
      txid: 'a'.repeat(64),
      vin: [{ prevout: { scriptpubkey_address: FRIEND, value: 200_000 } }],
      vout: [
        { scriptpubkey_address: ME, value: 150_000 },
        { scriptpubkey_address: FRIEND, value: 49_800 },
      ],
      fee: 200,
      status: confirmed,
    }
    expect(toTransactionItem({ transaction, address: ME, chain })).toEqual({
      id: 'a'.repeat(64),
      metadata: {
        minedAt: '2026-01-01T00:00:00.000Z',
        chain,
        operationType: 'receive',
        hash: 'a'.repeat(64),
        status: 'confirmed',
        sentFrom: FRIEND,
        sentTo: ME,
      },
      transfers: [
        {
          fungible_info: { name: 'Bitcoin', symbol: 'BTC' },
          direction: 'in',
          sender: FRIEND,
          recipient: ME,
          quantity: { numeric: '0.0015' },
          value: 0,
          price: 0,
        },
      ],
    })
  })

  it('spending its outputs is a send of what went to others: change and fee are not counted', () => {
    const transaction: EsploraTransaction = {
      txid: 'b'.repeat(64),
      vin: [
        { prevout: { scriptpubkey_address: ME, value: 100_000 } },
        { prevout: { scriptpubkey_address: ME, value: 50_000 } },
      ],
      vout: [
        { scriptpubkey_address: SHOP, value: 120_000 },
        { scriptpubkey_address: ME, value: 29_718 },
      ],
      fee: 282,
      status: { confirmed: false },
    }
    const now = new Date('2026-03-04T05:06:07Z')
    const item = toTransactionItem({ transaction, address: ME, chain, now })
    expect(item.metadata).toMatchObject({
      operationType: 'send',
      status: 'pending',
      minedAt: '2026-03-04T05:06:07.000Z',
      sentFrom: ME,
      sentTo: SHOP,
    })
    expect(item.transfers[0]).toMatchObject({
      direction: 'out',
      recipient: SHOP,
      quantity: { numeric: '0.0012' },
    })
  })

  it('a consolidation to itself moves nothing to anyone else', () => {
    const transaction: EsploraTransaction = {
      txid: 'c'.repeat(64),
      vin: [{ prevout: { scriptpubkey_address: ME, value: 10_000 } }],
      vout: [{ scriptpubkey_address: ME, value: 9_800 }],
      status: confirmed,
    }
    const item = toTransactionItem({ transaction, address: ME, chain })
    expect(item.transfers[0]).toMatchObject({ direction: 'self', quantity: { numeric: '0' } })
    expect(item.metadata.sentTo).toBe(ME)
  })

  it('a coinbase (no previous outputs) paying the address is a receive', () => {
    const transaction: EsploraTransaction = {
      txid: 'd'.repeat(64),
      vin: [{ prevout: null, is_coinbase: true }],
      vout: [{ scriptpubkey_address: ME, value: 5_000_000_000 }],
      status: confirmed,
    }
    const item = toTransactionItem({ transaction, address: ME, chain })
    expect(item.metadata.operationType).toBe('receive')
    expect(item.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '50' } })
  })
})

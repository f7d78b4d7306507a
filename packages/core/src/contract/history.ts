import type { FromSchema } from 'json-schema-to-ts'

/**
 * The history API's answer (`GET /v1/account/{address}/history`, docs/rules/api.md) as JSON schemas:
 * the server answers and documents the route with them, and the types below are read from them.
 */

const string = { type: 'string' } as const

const transferSchema = {
  type: 'object',
  properties: {
    fungible_info: {
      description: 'For a coin or an ERC-20',
      type: 'object',
      properties: {
        name: string,
        symbol: string,
        icon: { type: 'object', properties: { url: string }, required: ['url'], additionalProperties: false },
      },
      required: ['name', 'symbol', 'icon'],
      additionalProperties: false,
    },
    nft_info: {
      description: 'For an ERC-721',
      type: 'object',
      properties: {
        name: string,
        flags: {
          type: 'object',
          properties: { is_spam: { type: 'boolean' } },
          required: ['is_spam'],
          additionalProperties: false,
        },
      },
      required: ['name', 'flags'],
      additionalProperties: false,
    },
    direction: { type: 'string', enum: ['in', 'out', 'self'] },
    sender: {
      ...string,
      description: "Who the value moved from (a token's own transfer, not the transaction's)",
    },
    recipient: { ...string, description: 'Who the value moved to' },
    quantity: {
      type: 'object',
      properties: { numeric: string },
      required: ['numeric'],
      additionalProperties: false,
    },
    value: { type: 'number', description: 'quantity × price in US dollars; 0 when unpriced' },
    price: { type: 'number', description: 'The price of one whole token in US dollars now; 0 when unpriced' },
  },
  required: ['direction', 'quantity', 'value', 'price'],
  additionalProperties: false,
} as const

/** One transaction of the account (docs/rules/entities.md Transaction list item). */
export const transactionItemSchema = {
  type: 'object',
  properties: {
    id: { ...string, description: '`{caipNetworkId}:{hash}`' },
    metadata: {
      type: 'object',
      properties: {
        minedAt: { ...string, description: 'ISO 8601' },
        chain: { ...string, description: 'CAIP-2 id' },
        operationType: {
          ...string,
          description: 'send, receive, trade, mint, burn, approve, deploy or execute',
        },
        hash: string,
        status: { type: 'string', enum: ['confirmed', 'failed'] },
        sentFrom: string,
        sentTo: { ...string, description: 'The receiver, or the deployed contract of a creation' },
      },
      required: ['minedAt', 'chain', 'operationType', 'hash', 'status', 'sentFrom', 'sentTo'],
      additionalProperties: false,
    },
    transfers: { type: 'array', items: transferSchema },
  },
  required: ['id', 'metadata', 'transfers'],
  additionalProperties: false,
} as const

/** A page of the account's transactions, newest first, and the cursor of the next page (null: the last). */
export const historyPageAnswerSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: transactionItemSchema },
    next: { type: ['string', 'null'] },
  },
  required: ['data', 'next'],
  additionalProperties: false,
} as const

/** A transaction as the history API answers it. */
export type HistoryTransactionItem = FromSchema<typeof transactionItemSchema>
/** One movement of value within a transaction, as the history API answers it. */
export type HistoryTransfer = HistoryTransactionItem['transfers'][number]
/** `GET /v1/account/{address}/history`'s answer. */
export type HistoryPage = FromSchema<typeof historyPageAnswerSchema>

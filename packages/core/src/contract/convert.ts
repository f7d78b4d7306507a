import type { FromSchema } from 'json-schema-to-ts'
import { listAnswerSchema } from './listAnswer.ts'

/**
 * The convert (swap) API's answers (docs/rules/api.md) as JSON schemas: the server answers and documents
 * its routes with them, and the client's types below are read from them.
 */

const text = { type: 'string' } as const

/** A token the convert API can swap (docs/rules/entities.md swap token). */
export const swapTokenSchema = {
  type: 'object',
  properties: {
    name: text,
    symbol: text,
    address: { ...text, description: 'CAIP-10; the native coin is `0xEeee…EEeE` on its network' },
    decimals: { type: 'integer' },
    logoUri: text,
    eip2612: { type: 'boolean' },
    price: { type: 'number' },
    value: { type: 'number' },
  },
  required: ['name', 'symbol', 'address', 'decimals', 'logoUri', 'eip2612', 'price', 'value'],
  additionalProperties: false,
} as const

/** `GET /v1/convert/tokens`. */
export const swapTokensAnswerSchema = listAnswerSchema('tokens', swapTokenSchema)

/** One quote: amounts in the tokens' smallest units. */
export const swapQuoteSchema = {
  type: 'object',
  properties: {
    id: { type: 'null' },
    provider: text,
    fromAccount: text,
    fromAmount: text,
    toAccount: text,
    toAmount: text,
    path: { type: 'array', items: text },
    priceImpact: { type: ['number', 'null'] },
    gas: text,
  },
  required: [
    'id',
    'provider',
    'fromAccount',
    'fromAmount',
    'toAccount',
    'toAmount',
    'path',
    'priceImpact',
    'gas',
  ],
  additionalProperties: false,
} as const

/** `GET /v1/convert/quotes`: best first. */
export const swapQuotesAnswerSchema = listAnswerSchema('quotes', swapQuoteSchema)

/** `GET /v1/convert/allowance`: what the swap spender may take of the token. */
export const swapAllowanceAnswerSchema = {
  type: 'object',
  properties: { allowance: text, spender: text },
  required: ['allowance', 'spender'],
  additionalProperties: false,
} as const

/** Slippage percent a built swap may be given; the modal asks for 1 (docs/rules/limits.md). */
export const MAX_SWAP_SLIPPAGE = 50

const caipText = { type: 'string', minLength: 1, maxLength: 200 } as const

/** `POST /v1/convert/build-transaction`'s body; formats are checked by the server with clear messages. */
export const swapTransactionRequestSchema = {
  type: 'object',
  properties: {
    amount: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'The amount of the `from` token to sell',
    },
    eip155: {
      description: 'EVM options: the `slippage` tolerance',
      type: 'object',
      properties: {
        slippage: { type: 'number', exclusiveMinimum: 0, maximum: MAX_SWAP_SLIPPAGE },
      },
      required: ['slippage'],
      additionalProperties: false,
    },
    projectId: { description: 'The project (also accepted in the query)', type: 'string', maxLength: 128 },
    from: { ...caipText, description: 'The token sold (CAIP-10, or `{caipNetworkId}:native`)' },
    to: { ...caipText, description: 'The token bought (CAIP-10, or `{caipNetworkId}:native`)' },
    userAddress: { ...caipText, description: 'The account that swaps (CAIP-10)' },
    disableEstimate: { description: 'Skip the gas estimate', type: 'boolean', default: false },
  },
  required: ['amount', 'from', 'to', 'userAddress'],
  additionalProperties: false,
} as const

/** A transaction the convert API builds; `from` and `to` are CAIP-10. */
const swapTransactionProperties = { from: text, to: text, data: text, value: text } as const

/** `GET /v1/convert/build-approve`: the approval transaction to sign. */
export const swapApproveAnswerSchema = {
  type: 'object',
  properties: {
    tx: {
      type: 'object',
      properties: {
        ...swapTransactionProperties,
        spender: text,
        amount: text,
        eip155: {
          type: 'object',
          properties: { gasPrice: text },
          required: ['gasPrice'],
          additionalProperties: false,
        },
      },
      required: ['from', 'to', 'data', 'value', 'spender', 'amount', 'eip155'],
      additionalProperties: false,
    },
  },
  required: ['tx'],
  additionalProperties: false,
} as const

/** `POST /v1/convert/build-transaction`: the swap transaction to sign. */
export const swapTransactionAnswerSchema = {
  type: 'object',
  properties: {
    tx: {
      type: 'object',
      properties: {
        ...swapTransactionProperties,
        amount: text,
        toAmount: text,
        toAmountMin: text,
        eip155: {
          type: 'object',
          properties: { gas: text, gasPrice: text, slippage: { type: 'number' } },
          required: ['gas', 'gasPrice', 'slippage'],
          additionalProperties: false,
        },
      },
      required: ['from', 'to', 'data', 'value', 'amount', 'toAmount', 'toAmountMin', 'eip155'],
      additionalProperties: false,
    },
  },
  required: ['tx'],
  additionalProperties: false,
} as const

/** A token the convert API can swap: a CAIP-10 address, eip2612, value and logoUri. */
export type SwapToken = FromSchema<typeof swapTokenSchema>
/** One answer of `GET /v1/convert/quotes`. */
export type SwapQuoteAnswer = FromSchema<typeof swapQuoteSchema>
/** `GET /v1/convert/allowance`'s answer. */
export type SwapAllowance = FromSchema<typeof swapAllowanceAnswerSchema>
/** The approval transaction of `GET /v1/convert/build-approve`. */
export type SwapApproveTransaction = FromSchema<typeof swapApproveAnswerSchema>['tx']
/** What `POST /v1/convert/build-transaction` takes; `disableEstimate` is there once the schema's default is. */
export type SwapTransactionRequest = FromSchema<typeof swapTransactionRequestSchema>
/** The swap transaction of `POST /v1/convert/build-transaction`. */
export type SwapTransaction = FromSchema<typeof swapTransactionAnswerSchema>['tx']
/** What every transaction the convert API builds has: `from` and `to` are CAIP-10. */
export type BuiltSwapTransaction = Pick<SwapTransaction, 'from' | 'to' | 'data' | 'value'>

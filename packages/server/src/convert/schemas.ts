import { errorResponses, querySchema } from '../http/schemas.ts'
import { MAX_SWAP_SLIPPAGE } from './options.ts'

/**
 * Formats (CAIP-10 addresses, amounts) are checked in the handlers with clear messages, so the schemas
 * only bound lengths.
 */
const caipText = { type: 'string', minLength: 1, maxLength: 200 } as const
const amountText = { type: 'string', minLength: 1, maxLength: 100 } as const
const text = { type: 'string' } as const

const swapTransactionProperties = {
  from: text,
  to: text,
  data: text,
  value: text,
} as const

export const convertTokensSchema = {
  querystring: querySchema({ chainId: { type: 'string', minLength: 1, maxLength: 64 } }, ['chainId']),
  response: {
    200: {
      description: 'The tokens that can be swapped on the network',
      type: 'object',
      properties: {
        tokens: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: text,
              symbol: text,
              address: text,
              decimals: { type: 'integer' },
              logoUri: text,
              eip2612: { type: 'boolean' },
              price: { type: 'number' },
              value: { type: 'number' },
            },
            required: ['name', 'symbol', 'address', 'decimals', 'logoUri', 'eip2612', 'price', 'value'],
            additionalProperties: false,
          },
        },
      },
      required: ['tokens'],
      additionalProperties: false,
    },
    ...errorResponses,
  },
} as const

export const convertQuotesSchema = {
  querystring: querySchema(
    { amount: amountText, userAddress: caipText, from: caipText, to: caipText, gasPrice: amountText },
    ['amount', 'from', 'to'],
  ),
  response: {
    200: {
      description: 'Quotes for the swap, best first',
      type: 'object',
      properties: {
        quotes: {
          type: 'array',
          items: {
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
          },
        },
      },
      required: ['quotes'],
      additionalProperties: false,
    },
    ...errorResponses,
  },
} as const

export const convertAllowanceSchema = {
  querystring: querySchema({ tokenAddress: caipText, userAddress: caipText }, [
    'tokenAddress',
    'userAddress',
  ]),
  response: {
    200: {
      description: "The token's allowance for the swap router",
      type: 'object',
      properties: { allowance: text, spender: text },
      required: ['allowance', 'spender'],
      additionalProperties: false,
    },
    ...errorResponses,
  },
} as const

export const buildApproveSchema = {
  querystring: querySchema({ userAddress: caipText, from: caipText, to: caipText, amount: amountText }, [
    'userAddress',
    'from',
  ]),
  response: {
    200: {
      description: 'The approval transaction to sign',
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
    },
    ...errorResponses,
  },
} as const

export const buildTransactionSchema = {
  querystring: querySchema(),
  body: {
    type: 'object',
    properties: {
      amount: { ...amountText, description: 'The amount of the `from` token to sell' },
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
  },
  response: {
    200: {
      description: 'The swap transaction to sign',
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
    },
    ...errorResponses,
  },
} as const

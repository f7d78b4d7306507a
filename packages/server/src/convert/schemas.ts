import {
  swapAllowanceAnswerSchema,
  swapApproveAnswerSchema,
  swapQuotesAnswerSchema,
  swapTokensAnswerSchema,
  swapTransactionAnswerSchema,
} from '@portico/core'
import { errorResponses, querySchema } from '../http/schemas.ts'
import { MAX_SWAP_SLIPPAGE } from './options.ts'

/**
 * Formats (CAIP-10 addresses, amounts) are checked in the handlers with clear messages, so the schemas
 * only bound lengths.
 */
const caipText = { type: 'string', minLength: 1, maxLength: 200 } as const
const amountText = { type: 'string', minLength: 1, maxLength: 100 } as const

export const convertTokensSchema = {
  querystring: querySchema({ chainId: { type: 'string', minLength: 1, maxLength: 64 } }, ['chainId']),
  response: {
    200: { ...swapTokensAnswerSchema, description: 'The tokens that can be swapped on the network' },
    ...errorResponses,
  },
} as const

export const convertQuotesSchema = {
  querystring: querySchema(
    { amount: amountText, userAddress: caipText, from: caipText, to: caipText, gasPrice: amountText },
    ['amount', 'from', 'to'],
  ),
  response: {
    200: { ...swapQuotesAnswerSchema, description: 'Quotes for the swap, best first' },
    ...errorResponses,
  },
} as const

export const convertAllowanceSchema = {
  querystring: querySchema({ tokenAddress: caipText, userAddress: caipText }, [
    'tokenAddress',
    'userAddress',
  ]),
  response: {
    200: { ...swapAllowanceAnswerSchema, description: "The token's allowance for the swap router" },
    ...errorResponses,
  },
} as const

export const buildApproveSchema = {
  querystring: querySchema({ userAddress: caipText, from: caipText, to: caipText, amount: amountText }, [
    'userAddress',
    'from',
  ]),
  response: {
    200: { ...swapApproveAnswerSchema, description: 'The approval transaction to sign' },
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
    200: { ...swapTransactionAnswerSchema, description: 'The swap transaction to sign' },
    ...errorResponses,
  },
} as const

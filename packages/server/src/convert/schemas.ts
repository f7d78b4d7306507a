import {
  swapAllowanceAnswerSchema,
  swapApproveAnswerSchema,
  swapQuotesAnswerSchema,
  swapTokensAnswerSchema,
  swapTransactionAnswerSchema,
  swapTransactionRequestSchema,
} from '@portico/core'
import { errorResponses, querySchema } from '../http/schemas.ts'

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
  body: swapTransactionRequestSchema,
  response: {
    200: { ...swapTransactionAnswerSchema, description: 'The swap transaction to sign' },
    ...errorResponses,
  },
} as const

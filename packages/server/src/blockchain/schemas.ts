import {
  balancesAnswerSchema,
  fungiblePricesAnswerSchema,
  fungiblePricesRequestSchema,
  gasPriceAnswerSchema,
  identityAnswerSchema,
  nftsAnswerSchema,
  supportedChainsAnswerSchema,
} from '@portico/core'
import { errorResponses, querySchema } from '../http/schemas.ts'

/**
 * Formats are checked in the handlers, with docs/rules/validation.md's messages ('Invalid CAIP-2 network id: {value}'),
 * so the schemas only bound the lengths.
 */
const chainId = { type: 'string', minLength: 1, maxLength: 64 } as const
const currencyCode = { type: 'string', pattern: '^[A-Za-z]{2,10}$' } as const
const currency = { ...currencyCode, default: 'usd' } as const

export const addressParamsSchema = {
  type: 'object',
  properties: { address: { type: 'string', minLength: 1, maxLength: 128 } },
  required: ['address'],
  additionalProperties: false,
} as const

export const supportedChainsSchema = {
  querystring: querySchema(),
  response: {
    200: {
      ...supportedChainsAnswerSchema,
      description: 'The networks served: JSON-RPC over HTTP, over WebSocket, and with transaction history',
    },
    ...errorResponses,
  },
} as const

export const balanceSchema = {
  params: addressParamsSchema,
  querystring: querySchema({
    currency,
    chainId,
    forceUpdate: { type: 'boolean', default: false },
  }),
  response: {
    200: { ...balancesAnswerSchema, description: "The account's token balances with their prices" },
    ...errorResponses,
  },
} as const

export const fungiblePriceSchema = {
  querystring: querySchema(),
  body: fungiblePricesRequestSchema,
  response: {
    200: { ...fungiblePricesAnswerSchema, description: "The tokens' prices" },
    ...errorResponses,
  },
} as const

export const identitySchema = {
  params: addressParamsSchema,
  querystring: querySchema({ sender: { type: 'string', maxLength: 128 } }),
  response: {
    200: { ...identityAnswerSchema, description: "The address's name and avatar (null when it has none)" },
    ...errorResponses,
  },
} as const

export const gasPriceSchema = {
  querystring: querySchema({ chainId }, ['chainId']),
  response: {
    200: { ...gasPriceAnswerSchema, description: "The network's gas prices, in wei" },
    ...errorResponses,
  },
} as const

export const nftsSchema = {
  params: addressParamsSchema,
  querystring: querySchema({ chainId }),
  response: {
    200: { ...nftsAnswerSchema, description: "The account's NFTs" },
    ...errorResponses,
  },
} as const

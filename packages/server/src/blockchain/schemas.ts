import {
  gasPriceAnswerSchema,
  identityAnswerSchema,
  nftsAnswerSchema,
  supportedChainsAnswerSchema,
} from '@portico/core'
import { errorResponses, querySchema } from '../http/schemas.ts'
import { MAX_PRICE_ADDRESSES } from './options.ts'

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

const tokenBalanceSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    symbol: { type: 'string' },
    chainId: { type: 'string' },
    address: { type: 'string' },
    value: { type: 'number' },
    price: { type: 'number' },
    quantity: {
      type: 'object',
      properties: { decimals: { type: 'string' }, numeric: { type: 'string' } },
      required: ['decimals', 'numeric'],
      additionalProperties: false,
    },
    iconUrl: { type: 'string' },
  },
  required: ['name', 'symbol', 'chainId', 'value', 'price', 'quantity', 'iconUrl'],
  additionalProperties: false,
} as const

export const balanceSchema = {
  params: addressParamsSchema,
  querystring: querySchema({
    currency,
    chainId,
    forceUpdate: { type: 'boolean', default: false },
  }),
  response: {
    200: {
      description: "The account's token balances with their prices",
      type: 'object',
      properties: { balances: { type: 'array', items: tokenBalanceSchema } },
      required: ['balances'],
      additionalProperties: false,
    },
    ...errorResponses,
  },
} as const

export const fungiblePriceSchema = {
  querystring: querySchema(),
  body: {
    type: 'object',
    properties: {
      currency: { ...currencyCode, description: 'The currency of the prices, e.g. usd' },
      addresses: {
        description: 'The tokens, by CAIP-10 address or `{caipNetworkId}:native`',
        type: 'array',
        items: { type: 'string', minLength: 1, maxLength: 200 },
        minItems: 1,
        maxItems: MAX_PRICE_ADDRESSES,
      },
      projectId: { description: 'The project (also accepted in the query)', type: 'string', maxLength: 128 },
    },
    required: ['currency', 'addresses'],
    additionalProperties: false,
  },
  response: {
    200: {
      description: "The tokens' prices",
      type: 'object',
      properties: {
        fungibles: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              address: { type: 'string' },
              name: { type: 'string' },
              symbol: { type: 'string' },
              iconUrl: { type: 'string' },
              price: { type: 'number' },
            },
            required: ['address', 'name', 'symbol', 'iconUrl', 'price'],
            additionalProperties: false,
          },
        },
      },
      required: ['fungibles'],
      additionalProperties: false,
    },
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

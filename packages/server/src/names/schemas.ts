import { accountNameSchema, nameSuggestionSchema } from '@portico/core'
import { errorResponses, querySchema } from '../http/schemas.ts'

const string = { type: 'string' } as const
const nameParams = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['name'],
  additionalProperties: false,
} as const

export const nameZonesSchema = {
  querystring: querySchema(),
  response: {
    200: {
      description: 'The zones names can be registered in',
      type: 'object',
      properties: {
        zones: {
          type: 'array',
          items: string,
          description:
            'The zones names may be registered in, preferred first: the configured ones, then reown.id and wcn.id.',
        },
      },
      required: ['zones'],
      additionalProperties: false,
    },
    ...errorResponses,
  },
} as const

export const lookupNameSchema = {
  params: nameParams,
  querystring: querySchema({ apiVersion: { type: 'string', maxLength: 16 } }),
  response: { 200: { ...accountNameSchema, description: 'The name and its addresses' }, ...errorResponses },
} as const

export const reverseNameSchema = {
  params: {
    type: 'object',
    properties: { address: { type: 'string', minLength: 1, maxLength: 128 } },
    required: ['address'],
    additionalProperties: false,
  },
  querystring: querySchema({
    sender: { type: 'string', maxLength: 128 },
    apiVersion: { type: 'string', maxLength: 16 },
  }),
  response: {
    200: {
      description: "The address's names, the primary one first",
      type: 'array',
      items: accountNameSchema,
    },
    ...errorResponses,
  },
} as const

export const suggestionsSchema = {
  params: nameParams,
  querystring: querySchema({ zone: { type: 'string', maxLength: 100 } }),
  response: {
    200: {
      description: 'Free names like the one asked, and whether each is taken',
      type: 'object',
      properties: {
        suggestions: {
          type: 'array',
          items: nameSuggestionSchema,
        },
      },
      required: ['suggestions'],
      additionalProperties: false,
    },
    ...errorResponses,
  },
} as const

export const registerNameSchema = {
  querystring: querySchema(),
  body: {
    type: 'object',
    properties: {
      coin_type: {
        description:
          "ENSIP-11 coin type of the address's chain: 60 for Ethereum, 0x80000000 + chainId for other EVM chains",
        type: 'integer',
        minimum: 0,
      },
      address: {
        description: 'The EVM address the name is for',
        type: 'string',
        minLength: 1,
        maxLength: 128,
      },
      message: {
        description: 'JSON { name, attributes, timestamp } with the timestamp in seconds',
        type: 'string',
        minLength: 1,
        maxLength: 8192,
      },
      signature: {
        description: "The address's signature of the message (EOA, EIP-1271 or EIP-6492)",
        type: 'string',
        minLength: 1,
        maxLength: 8192,
      },
    },
    required: ['coin_type', 'address', 'message', 'signature'],
    additionalProperties: false,
  },
  response: {
    200: {
      ...accountNameSchema,
      description: 'The name was already registered to the address: its record, updated',
    },
    201: { ...accountNameSchema, description: 'The name is registered' },
    ...errorResponses,
  },
} as const

import {
  onrampOptionsAnswerSchema,
  onrampProvidersAnswerSchema,
  onrampQuoteAnswerSchema,
  onrampQuoteRequestSchema,
} from '@portico/core'
import { errorResponses, querySchema } from '../http/schemas.ts'

const text = { type: 'string', maxLength: 200 } as const
export const onrampOptionsSchema = {
  querystring: querySchema({ provider: { type: 'string', maxLength: 32 } }),
  response: {
    200: { ...onrampOptionsAnswerSchema, description: 'The currencies that can be paid and bought' },
    ...errorResponses,
  },
} as const

export const onrampQuoteSchema = {
  querystring: querySchema(),
  body: onrampQuoteRequestSchema,
  response: {
    200: {
      ...onrampQuoteAnswerSchema,
      description: 'The quote: what is received for the amount, and the fees',
    },
    ...errorResponses,
  },
} as const

export const onrampUrlSchema = {
  querystring: querySchema(),
  body: {
    type: 'object',
    properties: {
      destinationWallets: {
        description: 'The one wallet that receives the tokens: address, CAIP-2 blockchains, assets',
        type: 'array',
        minItems: 1,
        maxItems: 1,
        items: {
          type: 'object',
          properties: {
            address: text,
            blockchains: { type: 'array', items: text, minItems: 1, maxItems: 8 },
            assets: { type: 'array', items: text, maxItems: 8 },
          },
          required: ['address', 'blockchains'],
          additionalProperties: false,
        },
      },
      defaultNetwork: { ...text, description: 'The network preselected in the checkout' },
      partnerUserId: { ...text, description: "The dapp's id for the buyer" },
      defaultExperience: { description: 'buy or send', type: 'string', enum: ['buy', 'send'] },
      presetCryptoAmount: { description: 'A token amount to prefill', type: ['string', 'number'] },
      presetFiatAmount: { description: 'A fiat amount to prefill', type: ['string', 'number'] },
      paymentCurrency: { ...text, description: 'The fiat currency paid, e.g. USD' },
      paymentMethod: { description: 'The payment method, e.g. card', type: 'string', maxLength: 32 },
      provider: {
        description: 'The onramp provider; default: the first configured',
        type: 'string',
        maxLength: 32,
      },
      projectId: { ...text, description: 'The project (also accepted in the query)' },
    },
    required: ['destinationWallets'],
    additionalProperties: false,
  },
  response: {
    200: {
      description: "The provider's checkout URL, to open for the buyer",
      type: 'object',
      properties: { url: { type: 'string' } },
      required: ['url'],
    },
    ...errorResponses,
  },
} as const

export const onrampProvidersSchema = {
  querystring: querySchema(),
  response: {
    200: { ...onrampProvidersAnswerSchema, description: 'The onramp providers on offer' },
    ...errorResponses,
  },
} as const

const sandboxOrderParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9a-f-]{36}$', description: 'The order id' } },
  required: ['id'],
} as const

export const sandboxCheckoutSchema = {
  params: sandboxOrderParams,
  response: {
    200: {
      description: "The checkout page: the order and a card form (HTML, the page's own script only)",
      content: { 'text/html': { schema: { type: 'string' } } },
    },
    ...errorResponses,
  },
} as const

export const sandboxPaySchema = {
  params: sandboxOrderParams,
  body: {
    type: 'object',
    properties: {
      cardNumber: {
        description: 'The sandbox test card, 4242 4242 4242 4242',
        type: 'string',
        maxLength: 40,
      },
    },
    required: ['cardNumber'],
  },
  response: {
    200: {
      description: 'The order after the payment',
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['pending', 'paid', 'completed', 'failed'] },
        txHash: { type: ['string', 'null'], description: 'The payout transaction, once sent' },
        error: { type: ['string', 'null'], description: 'Why the payout failed' },
      },
      required: ['status', 'txHash', 'error'],
    },
    ...errorResponses,
  },
} as const

import type { FromSchema } from 'json-schema-to-ts'

/**
 * The onramp API's answers (docs/rules/api.md) as JSON schemas: the server answers and documents its
 * routes with them, and the client's types below are read from them, so the two cannot drift.
 */

const text = { type: 'string', maxLength: 200 } as const

export const onrampAmountSchema = {
  type: 'object',
  properties: { amount: text, currency: text },
  required: ['amount', 'currency'],
  additionalProperties: false,
} as const

/** `GET /v1/onramp/options`: what can be bought, on which networks, and the payment limits. */
export const onrampOptionsAnswerSchema = {
  type: 'object',
  properties: {
    purchaseCurrencies: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: text,
          name: text,
          symbol: text,
          networks: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: text, display_name: text, chain_id: text, contract_address: text },
              required: ['name', 'display_name', 'chain_id', 'contract_address'],
              additionalProperties: false,
            },
          },
        },
        required: ['id', 'name', 'symbol', 'networks'],
        additionalProperties: false,
      },
    },
    paymentCurrencies: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: text,
          payment_method_limits: {
            type: 'array',
            items: {
              type: 'object',
              properties: { id: text, min: text, max: text },
              required: ['id', 'min', 'max'],
              additionalProperties: false,
            },
          },
        },
        required: ['id', 'payment_method_limits'],
        additionalProperties: false,
      },
    },
  },
  required: ['purchaseCurrencies', 'paymentCurrencies'],
  additionalProperties: false,
} as const

/** `POST /v1/onramp/quote`: what the amount buys, and the fees (docs/rules/entities.md Onramp quote). */
export const onrampQuoteAnswerSchema = {
  type: 'object',
  properties: {
    networkFee: onrampAmountSchema,
    paymentSubtotal: onrampAmountSchema,
    paymentTotal: onrampAmountSchema,
    purchaseAmount: onrampAmountSchema,
    quoteId: text,
  },
  required: ['networkFee', 'paymentSubtotal', 'paymentTotal', 'purchaseAmount', 'quoteId'],
  additionalProperties: false,
} as const

/** `POST /v1/onramp/quote`'s body. */
export const onrampQuoteRequestSchema = {
  type: 'object',
  properties: {
    purchaseCurrency: { ...text, description: 'The token to buy (CAIP-19 or symbol)' },
    paymentCurrency: { ...text, description: 'The fiat currency paid, e.g. USD' },
    amount: { description: 'The fiat amount', type: ['string', 'number'] },
    network: { ...text, description: 'The CAIP-2 network the tokens arrive on' },
    provider: {
      description: 'The onramp provider; default: the first configured',
      type: 'string',
      maxLength: 32,
    },
    paymentMethod: { description: 'The payment method, e.g. card', type: 'string', maxLength: 32 },
    projectId: { ...text, description: 'The project (also accepted in the query)' },
  },
  required: ['purchaseCurrency', 'paymentCurrency', 'amount', 'network'],
  additionalProperties: false,
} as const

/** `GET /v1/onramp/providers`: the card-payment providers on offer, with their fee range. */
export const onrampProvidersAnswerSchema = {
  type: 'object',
  properties: {
    providers: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: text, label: text, feeRange: text },
        required: ['name', 'label', 'feeRange'],
        additionalProperties: false,
      },
    },
  },
  required: ['providers'],
  additionalProperties: false,
} as const

/** docs/rules/entities.md Onramp options: what can be bought, on which networks, and the payment limits. */
export type OnrampOptions = FromSchema<typeof onrampOptionsAnswerSchema>
export type OnrampAmount = FromSchema<typeof onrampAmountSchema>
/** docs/rules/entities.md Onramp quote. */
export type OnrampQuote = FromSchema<typeof onrampQuoteAnswerSchema>
/** What `POST /v1/onramp/quote` takes. */
export type OnrampQuoteRequest = FromSchema<typeof onrampQuoteRequestSchema>
/** A card-payment provider the server offers, with its fee range. */
export type OnrampProviderInfo = FromSchema<typeof onrampProvidersAnswerSchema>['providers'][number]

import { errorResponses, querySchema } from '../http/schemas.ts'

const text = { type: 'string', maxLength: 200 } as const
const amount = {
  type: 'object',
  properties: { amount: text, currency: text },
  required: ['amount', 'currency'],
} as const

export const onrampOptionsSchema = {
  querystring: querySchema({ provider: { type: 'string', maxLength: 32 } }),
  response: {
    200: {
      description: 'The currencies that can be paid and bought',
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
                },
              },
            },
            required: ['id', 'name', 'symbol', 'networks'],
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
                },
              },
            },
            required: ['id', 'payment_method_limits'],
          },
        },
      },
      required: ['purchaseCurrencies', 'paymentCurrencies'],
    },
    ...errorResponses,
  },
} as const

export const onrampQuoteSchema = {
  querystring: querySchema(),
  body: {
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
  },
  response: {
    200: {
      description: 'The quote: what is received for the amount, and the fees',
      type: 'object',
      properties: {
        networkFee: amount,
        paymentSubtotal: amount,
        paymentTotal: amount,
        purchaseAmount: amount,
        quoteId: text,
      },
      required: ['networkFee', 'paymentSubtotal', 'paymentTotal', 'purchaseAmount', 'quoteId'],
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
    200: {
      description: 'The onramp providers on offer',
      type: 'object',
      properties: {
        providers: {
          type: 'array',
          items: {
            type: 'object',
            properties: { name: text, label: text, feeRange: text },
            required: ['name', 'label', 'feeRange'],
          },
        },
      },
      required: ['providers'],
    },
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

import { addressParamsSchema } from '../blockchain/schemas.ts'
import { errorResponses, querySchema } from '../http/schemas.ts'

const string = { type: 'string' } as const
const object = (properties: Record<string, object>, required = Object.keys(properties)) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const

const transferSchema = object(
  {
    fungible_info: object({ name: string, symbol: string, icon: object({ url: string }) }),
    nft_info: object({ name: string, flags: object({ is_spam: { type: 'boolean' } }) }),
    direction: { type: 'string', enum: ['in', 'out', 'self'] },
    sender: string,
    recipient: string,
    quantity: object({ numeric: string }),
    value: { type: 'number' },
    price: { type: 'number' },
  },
  ['direction', 'quantity', 'value', 'price'],
)

const transactionSchema = object({
  id: string,
  metadata: object({
    minedAt: string,
    chain: string,
    operationType: string,
    hash: string,
    status: { type: 'string', enum: ['confirmed', 'failed'] },
    sentFrom: string,
    sentTo: string,
  }),
  transfers: { type: 'array', items: transferSchema },
})

/** Formats (address, CAIP-2 id, cursor) are checked in the handler, with their own messages. */
export const historySchema = {
  params: addressParamsSchema,
  querystring: querySchema({
    chainId: { type: 'string', minLength: 1, maxLength: 64 },
    cursor: { type: 'string', minLength: 1, maxLength: 4096 },
  }),
  response: {
    200: {
      description: "A page of the account's transactions, newest first, and the cursor of the next page",
      ...object({
        data: { type: 'array', items: transactionSchema },
        next: { type: ['string', 'null'] },
      }),
    },
    ...errorResponses,
  },
} as const

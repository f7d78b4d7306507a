import { historyPageAnswerSchema } from '@portico/core'
import { addressParamsSchema } from '../blockchain/schemas.ts'
import { errorResponses, querySchema } from '../http/schemas.ts'

/** Formats (address, CAIP-2 id, cursor) are checked in the handler, with their own messages. */
export const historySchema = {
  params: addressParamsSchema,
  querystring: querySchema({
    chainId: { type: 'string', minLength: 1, maxLength: 64 },
    cursor: { type: 'string', minLength: 1, maxLength: 4096 },
  }),
  response: {
    200: {
      ...historyPageAnswerSchema,
      description: "A page of the account's transactions, newest first, and the cursor of the next page",
    },
    ...errorResponses,
  },
} as const

import { authSessionAnswerSchema } from '@portico/core'
import { authErrorResponses, authPendingSchema, textFields } from '../responseSchemas.ts'

export const farcasterStartSchema = {
  summary: 'Starts a Farcaster login through the relay: the channel to show as a QR code',
  response: {
    200: textFields('The channel is open', {
      channelToken: 'The channel, for `/v1/auth/farcaster/status`',
      url: 'The Farcaster sign-in URL to show as a QR code',
    }),
    ...authErrorResponses,
  },
} as const

export const farcasterStatusSchema = {
  summary: "A Farcaster login's state; opens the session once it is signed",
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['channelToken'],
    properties: {
      channelToken: {
        description: 'The channel token `/v1/auth/farcaster/start` answered',
        type: 'string',
        minLength: 8,
        maxLength: 128,
        pattern: '^[A-Za-z0-9_-]+$',
      },
    },
  },
  response: { 200: authSessionAnswerSchema, 202: authPendingSchema, ...authErrorResponses },
} as const

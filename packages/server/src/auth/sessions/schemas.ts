import { sessionAnswerSchema } from '@portico/core'
import { CODE, ID } from '../fieldSchemas.ts'
import {
  authErrorResponses,
  noContentSchema,
  providersResponseSchema,
  textFields,
} from '../responseSchemas.ts'

export const providersSchema = {
  summary: 'The logins this secure origin offers: email, social providers, Farcaster',
  response: { 200: providersResponseSchema, ...authErrorResponses },
} as const

export const sessionSchema = {
  summary: "The session's user and wallet",
  response: { 200: sessionAnswerSchema, ...authErrorResponses },
} as const

export const reauthStartSchema = {
  summary: "Sends a code to the session's email for a sensitive action",
  response: {
    200: textFields('The code is sent', { flowId: 'The id to verify the code with' }),
    ...authErrorResponses,
  },
} as const

export const reauthVerifySchema = {
  summary: 'Checks the reauthentication code; the session is fresh for five minutes',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['flowId', 'code'],
    properties: {
      flowId: { ...ID, description: 'The id `/v1/auth/reauth/start` answered' },
      code: { ...CODE, description: 'The 6-digit code from the email' },
    },
  },
  response: {
    200: textFields('The session is fresh', { freshUntil: 'When the session stops being fresh (ISO 8601)' }),
    ...authErrorResponses,
  },
} as const

export const logoutSchema = {
  summary: 'Ends the session',
  response: { 204: noContentSchema, ...authErrorResponses },
} as const

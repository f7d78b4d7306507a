import { authSessionAnswerSchema, authUserAnswerSchema } from '@portico/core'
import { CODE, EMAIL, ID } from '../fieldSchemas.ts'
import { authErrorResponses, emailChangeResponseSchema, textFields } from '../responseSchemas.ts'

export const emailStartSchema = {
  summary: 'Sends a one-time login code to an email address',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email'],
    properties: { email: { ...EMAIL, description: 'The email address to send the 6-digit login code to' } },
  },
  response: {
    200: textFields('The code is sent', { flowId: 'The id to verify the code with' }),
    ...authErrorResponses,
  },
} as const

export const emailVerifySchema = {
  summary: 'Checks the emailed code and opens a session',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['flowId', 'code'],
    properties: {
      flowId: { ...ID, description: 'The id `/v1/auth/email/start` answered' },
      code: { ...CODE, description: 'The 6-digit code from the email' },
    },
  },
  response: { 200: authSessionAnswerSchema, ...authErrorResponses },
} as const

export const emailChangeStartSchema = {
  summary: 'Starts an email change: codes to the current and the new address',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['newEmail'],
    properties: { newEmail: { ...EMAIL, description: 'The new email address' } },
  },
  response: {
    200: textFields('Both codes are sent', { changeId: 'The id to verify both codes with' }),
    ...authErrorResponses,
  },
} as const

export const emailChangeVerifySchema = {
  summary: 'Completes an email change with both codes',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['changeId', 'currentCode', 'newCode'],
    properties: {
      changeId: { ...ID, description: 'The id `/v1/auth/email/change/start` answered' },
      currentCode: { ...CODE, description: 'The code sent to the current address' },
      newCode: { ...CODE, description: 'The code sent to the new address' },
    },
  },
  response: {
    200: authUserAnswerSchema,
    ...authErrorResponses,
  },
} as const

export const emailChangeStatusSchema = {
  summary: "An email change's status",
  response: { 200: emailChangeResponseSchema, ...authErrorResponses },
  params: { type: 'object', required: ['changeId'], properties: { changeId: ID } },
} as const

import { authSessionAnswerSchema } from '@portico/core'
import { ID } from '../fieldSchemas.ts'
import {
  authErrorResponses,
  authErrorSchema,
  authPendingSchema,
  htmlPageContent,
  textFields,
} from '../responseSchemas.ts'

export const socialStartSchema = {
  summary: "Starts a social (OpenID Connect) login: the provider's URL to open",
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['provider'],
    properties: {
      provider: {
        description: 'The social provider: google, github, discord, x, apple or facebook (those configured)',
        type: 'string',
        minLength: 1,
        maxLength: 32,
      },
    },
  },
  response: {
    200: textFields('The login started', {
      url: "The provider's authorization URL, to open in a popup",
      state: 'The flow id, for `/v1/auth/social/finish`',
    }),
    ...authErrorResponses,
  },
} as const

export const socialCallbackSchema = {
  summary: "The provider's redirect back to the secure origin after a social login",
  response: {
    200: { description: 'Signed in: the page tells the opener and closes', content: htmlPageContent },
    400: {
      description: 'Sign-in failed (HTML, the page tells the opener and closes), or a malformed request',
      content: { ...htmlPageContent, 'application/json': { schema: authErrorSchema } },
    },
    '5xx': authErrorResponses['5xx'],
  },
  querystring: {
    type: 'object',
    required: ['state'],
    properties: { state: ID, code: { type: 'string', maxLength: 2048 } },
  },
} as const

export const socialFinishSchema = {
  summary: 'Opens the session of a completed social login',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['state'],
    properties: { state: { ...ID, description: 'The `state` `/v1/auth/social/start` answered' } },
  },
  response: { 200: authSessionAnswerSchema, 202: authPendingSchema, ...authErrorResponses },
} as const

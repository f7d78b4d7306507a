import { errorResponses, querySchema } from '../schemas.ts'

const isoTime = { type: 'string', minLength: 1, maxLength: 64 } as const
const line = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '^[^\\n\\r]*$' }) as const

/** The wallet sign-in message fields. */
export const messageDataSchema = {
  type: 'object',
  properties: {
    accountAddress: { type: 'string', pattern: '^[A-Za-z0-9]{1,128}$' },
    chainId: { type: 'string', pattern: '^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$' },
    domain: line(255),
    uri: line(2048),
    version: { type: 'string', enum: ['1'] },
    nonce: { type: 'string', pattern: '^[A-Za-z0-9]{8,64}$' },
    notBefore: isoTime,
    statement: line(512),
    resources: { type: 'array', maxItems: 32, items: line(2048) },
    requestId: line(256),
    issuedAt: isoTime,
    expirationTime: isoTime,
  },
  required: ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce', 'issuedAt'],
  additionalProperties: false,
} as const

export const storedSessionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    chainId: { type: 'string' },
    address: { type: 'string' },
    data: messageDataSchema,
    message: { type: 'string' },
    signature: { type: 'string' },
    createdAt: { type: 'string' },
    expiresAt: { type: 'string' },
  },
  required: ['id', 'chainId', 'address', 'data', 'message', 'signature', 'createdAt', 'expiresAt'],
} as const

export const addressParamsSchema = {
  type: 'object',
  properties: { address: { type: 'string', pattern: '^[A-Za-z0-9]{1,128}$' } },
  required: ['address'],
  additionalProperties: false,
} as const

export const nonceRouteSchema = {
  querystring: querySchema({}, ['projectId']),
  response: {
    201: {
      description: 'A nonce to put in the SIWX message',
      type: 'object',
      properties: { nonce: { type: 'string' }, expiresAt: { type: 'string' } },
      required: ['nonce', 'expiresAt'],
    },
    ...errorResponses,
  },
} as const

export const createSessionRouteSchema = {
  querystring: querySchema({}, ['projectId']),
  body: {
    type: 'object',
    properties: {
      data: {
        ...messageDataSchema,
        description: 'The SIWX message fields the wallet signed (domain, account, chain, nonce, times)',
      },
      message: {
        description: 'The SIWX message as signed (text)',
        type: 'string',
        minLength: 1,
        maxLength: 8192,
      },
      signature: {
        description: "The wallet's signature of the message",
        type: 'string',
        minLength: 1,
        maxLength: 4096,
      },
    },
    required: ['data', 'message', 'signature'],
    additionalProperties: false,
  },
  response: {
    201: {
      description: 'The session is created: its token and the session',
      type: 'object',
      properties: { token: { type: 'string' }, session: storedSessionSchema },
      required: ['token', 'session'],
    },
    ...errorResponses,
  },
} as const

export const getSessionsRouteSchema = {
  params: addressParamsSchema,
  querystring: querySchema({ chainId: messageDataSchema.properties.chainId }, ['projectId']),
  response: {
    200: {
      description: "The account's sessions",
      type: 'object',
      properties: { sessions: { type: 'array', items: storedSessionSchema } },
      required: ['sessions'],
    },
    ...errorResponses,
  },
} as const

export const revokeSessionRouteSchema = {
  params: addressParamsSchema,
  querystring: querySchema({}, ['projectId']),
  body: {
    type: 'object',
    properties: {
      pci: {
        description: 'The session id to revoke (a UUID)',
        type: 'string',
        pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
      },
      signature: {
        description: "The account's signature of the revocation",
        type: 'string',
        minLength: 1,
        maxLength: 4096,
      },
    },
    required: ['pci', 'signature'],
    additionalProperties: false,
  },
  response: {
    200: {
      description: 'Whether a session was revoked (false: it was not found or already revoked)',
      type: 'object',
      properties: { revoked: { type: 'boolean' } },
      required: ['revoked'],
    },
    ...errorResponses,
  },
} as const

export const verifySessionRouteSchema = {
  querystring: querySchema({}, ['projectId']),
  body: {
    type: 'object',
    properties: {
      token: {
        description: 'The session token; without it, the session cookie',
        type: 'string',
        pattern: '^[A-Za-z0-9_-]{16,128}$',
      },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      description: 'The session the token belongs to',
      type: 'object',
      properties: { session: storedSessionSchema },
      required: ['session'],
    },
    ...errorResponses,
  },
} as const

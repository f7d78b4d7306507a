/**
 * What the secure origin's `/v1/auth/*` routes answer, as JSON schemas for docs/openapi-vault.json.
 * Fastify serializes a reply through its status's schema, so each one lists every field its route
 * sends; an error object keeps any further field as it is.
 */

const text = { type: 'string' } as const

/** An error of the secure origin: `{ error }`, with the fields some routes add. */
export const authErrorSchema = {
  type: 'object',
  properties: {
    error: { ...text, description: 'What went wrong, a short sentence' },
    attemptsLeft: { type: 'number', description: 'A wrong code: how many tries the flow has left' },
    retryAfter: { type: 'number', description: 'Rate limited: seconds until the next try' },
    reauthRequired: { type: 'boolean', description: 'The action needs a fresh session (reauth first)' },
    field: { ...text, description: 'Which of the codes was wrong (currentCode or newCode)' },
  },
  required: ['error'],
  additionalProperties: true,
} as const

export const authErrorResponses = {
  '4xx': {
    ...authErrorSchema,
    description: 'Refused: a malformed request, a wrong or expired code, no session, or rate limited',
  },
  '5xx': {
    ...authErrorSchema,
    description:
      'Failed: the server, the database or the mail or login provider (Retry-After when worth retrying)',
  },
} as const

/** A login that is not finished yet: ask again. */
export const authPendingSchema = {
  description: 'Not signed in yet: ask again',
  type: 'object',
  properties: { status: { const: 'pending' } },
  required: ['status'],
  additionalProperties: false,
} as const

/** An answer of string fields, all present: `fields` maps each name to its description. */
export function textFields(description: string, fields: Record<string, string>) {
  return {
    description,
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, text]) => [name, { type: 'string', description: text }]),
    ),
    required: Object.keys(fields),
    additionalProperties: false,
  } as const
}

/** An answer without a body. */
export const noContentSchema = { type: 'null', description: 'No content' } as const

/** An HTML page, as the social login's popup shows it. */
export const htmlPageContent = { 'text/html': { schema: { type: 'string' } } } as const

export const providersResponseSchema = {
  description: 'The logins on offer',
  type: 'object',
  properties: {
    email: { type: 'boolean', description: 'Email codes can be sent (SMTP configured)' },
    socials: { type: 'array', items: text, description: 'The configured social providers, in order' },
    farcaster: { type: 'boolean', description: 'Farcaster login is configured' },
  },
  required: ['email', 'socials', 'farcaster'],
  additionalProperties: false,
} as const

export const sharesResponseSchema = textFields(
  'The auth and recovery shares, readable only with the throwaway private key',
  {
    publicKey: "The server's ephemeral P-256 public key (raw, base64url)",
    iv: 'The AES-GCM nonce (base64url)',
    ciphertext: 'The shares as JSON, AES-256-GCM under the ECDH + HKDF-SHA256 key (base64url)',
  },
)

export const emailChangeResponseSchema = {
  description: "The change's status",
  type: 'object',
  properties: { status: { type: 'string', enum: ['pending', 'done'] } },
  required: ['status'],
  additionalProperties: false,
} as const

export const vaultTokensResponseSchema = {
  description: 'The known tokens among the addresses',
  type: 'object',
  properties: {
    tokens: {
      type: 'array',
      items: {
        type: 'object',
        properties: { address: text, symbol: text, decimals: { type: 'integer' } },
        required: ['address', 'symbol', 'decimals'],
        additionalProperties: false,
      },
    },
  },
  required: ['tokens'],
  additionalProperties: false,
} as const

export const healthResponseSchema = {
  description: 'The listener is up',
  type: 'object',
  properties: { status: { const: 'ok' } },
  required: ['status'],
  additionalProperties: false,
} as const

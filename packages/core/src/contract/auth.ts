import type { FromSchema } from 'json-schema-to-ts'

/**
 * The embedded wallet's session answers (the secure origin's `/v1/auth/*` routes, docs/rules/api.md)
 * as JSON schemas: the server answers and documents its routes with them, and the vault's types below
 * are read from them.
 */

const text = { type: 'string' } as const

/** The OpenID Connect providers a server can offer for social login. */
export const AUTH_SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'apple', 'github', 'facebook'] as const

/** A signed-in user: the login it came with and what the provider told of it. */
export const authUserSchema = {
  type: 'object',
  properties: {
    id: text,
    email: text,
    socialProvider: {
      type: 'string',
      enum: [...AUTH_SOCIAL_PROVIDERS, 'farcaster'],
      description: 'How the user signed in: a social provider or farcaster',
    },
    username: text,
    farcasterUrl: text,
  },
  required: ['id'],
  additionalProperties: false,
} as const

/** `POST /v1/auth/email/change/verify`: the user with the new email. */
export const authUserAnswerSchema = {
  description: 'The user with the new email',
  type: 'object',
  properties: { user: authUserSchema },
  required: ['user'],
  additionalProperties: false,
} as const

/** The user's stored wallet: its addresses and who keeps the recovery share. */
export const authWalletSchema = {
  type: 'object',
  properties: {
    addresses: {
      type: 'object',
      properties: { eip155: text, solana: text },
      required: ['eip155', 'solana'],
      additionalProperties: false,
    },
    recovery: { type: 'string', enum: ['operator', 'passcode'], description: 'Who keeps the recovery share' },
  },
  required: ['addresses', 'recovery'],
  additionalProperties: false,
} as const

/** A login that opened a session: its bearer token for `authorization`, and the user. */
export const authSessionAnswerSchema = {
  description: 'Signed in: the session',
  type: 'object',
  properties: {
    token: { ...text, description: 'The session token, sent as `authorization: Bearer …`' },
    expiresAt: { ...text, format: 'date-time' },
    user: authUserSchema,
  },
  required: ['token', 'expiresAt', 'user'],
  additionalProperties: false,
} as const

/** `GET /v1/auth/session`: the session's user and its wallet, null until one is stored. */
export const sessionAnswerSchema = {
  description: "The session's user and wallet",
  type: 'object',
  properties: {
    user: authUserSchema,
    wallet: { anyOf: [authWalletSchema, { type: 'null' }], description: 'null until a wallet is stored' },
  },
  required: ['user', 'wallet'],
  additionalProperties: false,
} as const

/** `POST /v1/auth/wallet`: the wallet just stored. */
export const walletAnswerSchema = {
  description: 'The stored wallet',
  type: 'object',
  properties: { wallet: authWalletSchema },
  required: ['wallet'],
  additionalProperties: false,
} as const

/** A signed-in user as the auth routes answer it. */
export type AuthUser = FromSchema<typeof authUserSchema>
/** What `POST /v1/auth/email/change/verify` answers. */
export type AuthUserAnswer = FromSchema<typeof authUserAnswerSchema>
/**
 * The embedded wallet's addresses. A JSON schema cannot brand a string, so `eip155` is narrowed to the
 * hex address the server stored after checking it.
 */
export type AuthAddresses = { eip155: `0x${string}`; solana: string }
/** The user's stored wallet. */
export type AuthWallet = Omit<FromSchema<typeof authWalletSchema>, 'addresses'> & { addresses: AuthAddresses }
/** What a finished login answers: the session token, its expiry and the user. */
export type AuthSessionAnswer = FromSchema<typeof authSessionAnswerSchema>
/** What `GET /v1/auth/session` answers. */
export type SessionAnswer = Omit<FromSchema<typeof sessionAnswerSchema>, 'wallet'> & {
  wallet: AuthWallet | null
}

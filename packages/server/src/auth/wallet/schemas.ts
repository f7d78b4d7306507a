import { walletAnswerSchema } from '@portico/core'
import { RECOVERY_SHARE, SHARE } from '../fieldSchemas.ts'
import { authErrorResponses, noContentSchema, sharesResponseSchema } from '../responseSchemas.ts'

export const createWalletSchema = {
  summary: "Stores a new wallet's sealed auth share, recovery share and addresses",
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['authShare', 'recoveryShare', 'addresses'],
    properties: {
      authShare: {
        ...SHARE,
        description: 'The auth share of the new key (sealed under the master key at rest)',
      },
      recoveryShare: {
        ...RECOVERY_SHARE,
        description:
          'The recovery share: kept by the operator ("operator") or encrypted under a passcode ("passcode", scrypt)',
      },
      addresses: {
        description: "The wallet's EVM and Solana addresses",
        type: 'object',
        additionalProperties: false,
        required: ['eip155', 'solana'],
        properties: {
          eip155: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          solana: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' },
        },
      },
    },
  },
  response: { 201: walletAnswerSchema, ...authErrorResponses },
} as const

export const walletSharesSchema = {
  summary: "Releases the wallet's auth share, encrypted to the vault's throwaway key",
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['publicKey'],
    properties: {
      publicKey: {
        description: "The vault's throwaway public key (base64url) the auth share is encrypted to",
        type: 'string',
        minLength: 87,
        maxLength: 88,
        pattern: '^[A-Za-z0-9_-]+$',
      },
    },
  },
  response: { 200: sharesResponseSchema, ...authErrorResponses },
} as const

export const walletRecoverySchema = {
  summary: "Releases the wallet's recovery share to a freshly authenticated session",
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['recoveryShare'],
    properties: {
      recoveryShare: { ...RECOVERY_SHARE, description: 'The new recovery share (operator or passcode)' },
    },
  },
  response: { 204: noContentSchema, ...authErrorResponses },
} as const

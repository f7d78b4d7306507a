/** The request fields the auth flows share, as JSON schemas. */

export const EMAIL = {
  type: 'string',
  minLength: 3,
  maxLength: 254,
  pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$',
} as const
export const ID = { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const
export const CODE = { type: 'string', minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' } as const
export const SHARE = { type: 'string', minLength: 16, maxLength: 4096, pattern: '^[A-Za-z0-9_-]+$' } as const
const B64 = { type: 'string', minLength: 1, maxLength: 4096, pattern: '^[A-Za-z0-9_-]+$' } as const

export const RECOVERY_SHARE = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'share'],
      properties: { kind: { const: 'operator' }, share: SHARE },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'ciphertext', 'iv', 'salt', 'kdf'],
      properties: {
        kind: { const: 'passcode' },
        ciphertext: B64,
        iv: B64,
        salt: B64,
        kdf: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'N', 'r', 'p'],
          properties: {
            name: { const: 'scrypt' },
            N: { type: 'integer', minimum: 1024, maximum: 4_194_304 },
            r: { type: 'integer', minimum: 1, maximum: 64 },
            p: { type: 'integer', minimum: 1, maximum: 64 },
          },
        },
      },
    },
  ],
} as const

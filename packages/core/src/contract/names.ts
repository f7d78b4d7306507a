import type { FromSchema } from 'json-schema-to-ts'

/**
 * The profile (names) API's answers (docs/rules/api.md profile routes) as JSON schemas: the server
 * answers and documents its routes with them, and the client's types below are read from them.
 */

const text = { type: 'string' } as const

/** A registered name as answered: the name, times in seconds, its address by coin type, attributes. */
export const accountNameSchema = {
  type: 'object',
  properties: {
    name: { ...text, description: 'The full name, e.g. `alice.example.id`' },
    registered: { type: 'integer', description: 'Registration, in seconds' },
    updated: { type: 'integer', description: 'Last update, in seconds' },
    addresses: {
      description: 'The address per coin type (ENSIP-11)',
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: { address: text, created: { type: 'integer' } },
        required: ['address', 'created'],
        additionalProperties: false,
      },
    },
    attributes: { type: 'object', additionalProperties: text },
  },
  required: ['name', 'registered', 'updated', 'addresses', 'attributes'],
  additionalProperties: false,
} as const

/** A name like the one asked, and whether it is taken. */
export const nameSuggestionSchema = {
  type: 'object',
  properties: { name: text, registered: { type: 'boolean' } },
  required: ['name', 'registered'],
  additionalProperties: false,
} as const

/** A registered account name as the profile API answers it. */
export type AccountName = FromSchema<typeof accountNameSchema>
/** One of `GET /v1/profile/suggestions/{name}`'s suggestions. */
export type NameSuggestion = FromSchema<typeof nameSuggestionSchema>

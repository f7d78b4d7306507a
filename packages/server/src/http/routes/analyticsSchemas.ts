import { TRACK_EVENTS } from '../../analytics/events.ts'

const address = { type: 'string', minLength: 1, maxLength: 128 } as const

const trackProps = {
  type: 'object',
  properties: {
    type: { const: 'track' },
    event: { type: 'string', enum: [...TRACK_EVENTS] },
    address,
    properties: {
      type: 'object',
      maxProperties: 32,
      propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
      additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: 1_000 },
    },
  },
  required: ['type', 'event'],
  additionalProperties: false,
  allOf: [
    {
      if: { type: 'object', properties: { event: { const: 'MODAL_CLOSE' } } },
      // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON Schema keyword
      then: {
        type: 'object',
        required: ['properties'],
        properties: {
          properties: {
            type: 'object',
            required: ['connected'],
            properties: { connected: { type: 'boolean' } },
          },
        },
      },
    },
    {
      if: { type: 'object', properties: { event: { const: 'SEARCH_WALLET' } } },
      // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON Schema keyword
      then: {
        type: 'object',
        required: ['properties'],
        properties: {
          properties: {
            type: 'object',
            required: ['badge', 'search'],
            properties: { badge: { type: 'string' }, search: { type: 'string' } },
          },
        },
      },
    },
  ],
} as const

const errorProps = {
  type: 'object',
  properties: {
    type: { const: 'error' },
    event: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,63}$' },
    errorType: { type: 'string', minLength: 1, maxLength: 128 },
    errorMessage: { type: 'string', maxLength: 4_000 },
    stackTrace: { type: 'string', maxLength: 16_000 },
    uncaught: { type: 'boolean' },
    address,
  },
  required: ['type', 'event', 'errorType', 'errorMessage'],
  additionalProperties: false,
} as const

/** docs/rules/api.md analytics and error-report body. `props.type` tells which of the two it is. */
export const analyticsBodySchema = {
  type: 'object',
  properties: {
    eventId: {
      description: 'A unique id per event (a UUID); a repeated one is stored once',
      type: 'string',
      pattern: '^[A-Za-z0-9-]{8,64}$',
    },
    url: { description: "The page's URL", type: 'string', minLength: 1, maxLength: 2_048 },
    domain: { description: "The page's host name", type: 'string', minLength: 1, maxLength: 253 },
    timestamp: {
      description: 'When it happened, in milliseconds since 1970',
      type: 'integer',
      minimum: 0,
      maximum: 4_102_444_800_000,
    },
    props: {
      description:
        'The event: `type` "track" (event, address, properties) or "error" (event, errorType, errorMessage, stackTrace)',
      type: 'object',
      properties: { type: { type: 'string', enum: ['track', 'error'] } },
      required: ['type'],
      if: { type: 'object', properties: { type: { const: 'track' } } },
      // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON Schema keyword
      then: trackProps,
      else: {
        if: { type: 'object', properties: { type: { const: 'error' } } },
        // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON Schema keyword
        then: errorProps,
      },
    },
  },
  required: ['eventId', 'url', 'domain', 'timestamp', 'props'],
  additionalProperties: false,
} as const

const DAY = '^\\d{4}-\\d{2}-\\d{2}$'

export const summaryQueryProperties = {
  from: { type: 'string', pattern: DAY },
  to: { type: 'string', pattern: DAY },
} as const

export const summaryResponseSchema = {
  description: "The project's event counts per day and event",
  type: 'object',
  properties: {
    projectId: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          day: { type: 'string' },
          kind: { type: 'string' },
          event: { type: 'string' },
          count: { type: 'integer' },
        },
        required: ['day', 'kind', 'event', 'count'],
      },
    },
    totals: { type: 'object', additionalProperties: { type: 'integer' } },
  },
  required: ['projectId', 'from', 'to', 'data', 'totals'],
} as const

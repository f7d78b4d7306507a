import { PROJECT_ID_PATTERN } from '../projects/project.ts'
import { IMAGE_ID_PATTERN } from '../wallets/ids.ts'

/** Query parameters every route accepts (docs/rules/api.md): the project id, product-type tag and SDK version. */
export const sdkQueryProperties = {
  projectId: { type: 'string', pattern: PROJECT_ID_PATTERN },
  st: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,32}$' },
  sv: { type: 'string', pattern: '^[A-Za-z0-9_.@/+-]{1,64}$' },
} as const

/** A query schema with the SDK parameters, the given ones and nothing else. */
export function querySchema(properties: Record<string, object> = {}, required: string[] = []) {
  return {
    type: 'object',
    properties: { ...sdkQueryProperties, ...properties },
    required,
    additionalProperties: false,
  } as const
}

export const errorResponseSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['statusCode', 'error', 'message'],
} as const

/** The failures every route may answer: docs/rules/errors.md lists the statuses and their messages. */
export const errorResponses = {
  '4xx': {
    ...errorResponseSchema,
    description:
      'Refused: a malformed request, an unknown id, a page the project does not allow, or rate limited',
  },
  '5xx': {
    ...errorResponseSchema,
    description: 'Failed: the server, the database or an upstream service (Retry-After when worth retrying)',
  },
} as const

/** An answer with no body: the client's copy (sent with `If-None-Match`) is still current. */
export const notModifiedSchema = {
  type: 'null',
  description: 'Not modified: the cached copy is current',
} as const

/** Image bytes, in the format the file was imported in. */
export const imageResponseSchema = {
  description: 'The image (ETag, long-lived cache)',
  content: Object.fromEntries(
    ['image/svg+xml', 'image/webp', 'image/png', 'image/jpeg'].map((type) => [
      type,
      { schema: { type: 'string', format: 'binary' } },
    ]),
  ),
} as const

export const imageParamsSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: IMAGE_ID_PATTERN } },
  required: ['id'],
  additionalProperties: false,
} as const

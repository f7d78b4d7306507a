/**
 * The schema of an answer that is one list under one key, such as `{ tokens: [...] }`: the shape most of
 * the API's list routes answer with.
 *
 * @example
 * const swapTokensAnswerSchema = listAnswerSchema('tokens', swapTokenSchema)
 */
export function listAnswerSchema<const key extends string, const item>(key: key, item: item) {
  return {
    type: 'object',
    properties: { [key]: { type: 'array', items: item } } as {
      [name in key]: { type: 'array'; items: item }
    },
    required: [key] as const,
    additionalProperties: false,
  } as const
}

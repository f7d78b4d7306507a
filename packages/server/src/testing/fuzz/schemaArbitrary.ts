import fc from 'fast-check'

/** The part of JSON Schema the server's route schemas use. */
export type JsonSchema = {
  type?: string | readonly string[]
  properties?: Record<string, JsonSchema>
  required?: readonly string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  enum?: readonly unknown[]
  const?: unknown
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  maxItems?: number
  anyOf?: readonly JsonSchema[]
  oneOf?: readonly JsonSchema[]
  allOf?: readonly JsonSchema[]
}

/** Strings that broke parsers, routers, databases and renderers before. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '𝕏🦊👨‍👩‍👧\u200D',
  '\u202Egnp.exe',
  '\uFEFFportico',
  'İıß\u0130',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%E0%A4%A',
  "' OR 1=1 --",
  '"; drop table projects; --',
  `\${7*7}{{7*7}}`,
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  `0x${'f'.repeat(64)}`,
  `0x${'0'.repeat(40)}`,
  'eip155:1:0x0000000000000000000000000000000000000000',
  'eip155:99999999999999999999999',
  'solana:',
  ':::',
  '1e308',
  '-1',
  '-0',
  '0.0000001',
  '9'.repeat(400),
  '18446744073709551616',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\r\nSet-Cookie: portico_session=x',
  'a,b,,c,',
  ',,,,',
  'x'.repeat(257),
  'y'.repeat(40_000),
]

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 64,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.EPSILON,
]

const hostileScalar = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  { weight: 1, arbitrary: fc.bigInt().map((value) => `${value}`) },
)

/** Objects whose own keys try to reach Object.prototype when merged or copied. */
export const POLLUTION_VALUES: readonly unknown[] = [
  JSON.parse('{"__proto__":{"polluted":"yes"}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  JSON.parse('{"__proto__":null,"prototype":{"polluted":"yes"}}'),
]

/** Any JSON value a hostile client might send, including deep and prototype-polluting ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.constantFrom(...POLLUTION_VALUES) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 200 }).map(deepArray) },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
)

/** `[[[…]]]` nested `depth` times. */
export function deepArray(depth: number): unknown {
  let value: unknown = []
  for (let index = 0; index < depth; index++) value = [value]
  return value
}

function types(schema: JsonSchema): string[] {
  if (schema.type === undefined) return schema.properties ? ['object'] : ['string']
  return typeof schema.type === 'string' ? [schema.type] : [...schema.type]
}

/**
 * The pattern with its unbounded repetitions bounded by the schema's lengths. fast-check repeats `+`
 * and `*` at most about ten times, so `^[a-z]+$` with minLength 16 could never be generated (a filter on
 * the length then loops forever, synchronously); one repeated atom gets the exact length range.
 */
export function boundedPattern(pattern: string, minLength: number, maxLength: number): string {
  const single = /^\^(\[(?:\\.|[^\]\\])+\]|\\.|[^\\[(|)])([+*])\$$/.exec(pattern)
  if (single) {
    const min = Math.max(minLength, single[2] === '+' ? 1 : 0)
    return `^${single[1]}{${min},${Math.max(min, maxLength)}}$`
  }
  let bounded = ''
  let inClass = false
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string
    if (char === '\\') {
      bounded += pattern.slice(index, index + 2)
      index++
    } else if (inClass) {
      bounded += char
      inClass = char !== ']'
    } else if (char === '[') {
      bounded += char
      inClass = true
    } else if (char === '+' || char === '*') bounded += `{${char === '+' ? 1 : 0},${maxLength}}`
    else bounded += char
  }
  return bounded
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0
  const maxLength = Math.min(schema.maxLength ?? 80, 300)
  if (schema.pattern) {
    try {
      // No filter on the length: a value that misses it is a boundary case the route must refuse.
      return fc.stringMatching(new RegExp(boundedPattern(schema.pattern, minLength, maxLength)))
    } catch {
      // A pattern fast-check cannot generate from: plain strings of the right length.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' })
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum
  const max = schema.maximum
  const boundaries = [
    min,
    max,
    min === undefined ? undefined : min - 1,
    max === undefined ? undefined : max + 1,
  ].filter((value): value is number => value !== undefined)
  const inRange = integer
    ? fc.integer({ min: min ?? -1_000_000, max: max ?? 1_000_000 })
    : fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true })
  return boundaries.length > 0 ? fc.oneof(inRange, fc.constantFrom(...boundaries)) : inRange
}

/**
 * Values that satisfy the schema (within the limits fast-check can generate), with its boundaries:
 * the route's ordinary input, the baseline every mutation starts from.
 */
export function validArbitrary(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((s) => validArbitrary(s, depth)))
  if (schema.allOf && schema.allOf.length > 0)
    return validArbitrary(Object.assign({}, ...schema.allOf), depth)
  const choices = types(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFor(schema)
      case 'integer':
        return numberFor(schema, true)
      case 'number':
        return numberFor(schema, false)
      case 'boolean':
        return fc.boolean()
      case 'null':
        return fc.constant(null)
      case 'array':
        return fc.array(schema.items && depth < 4 ? validArbitrary(schema.items, depth + 1) : fc.string(), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 8),
        })
      default:
        return objectArbitrary(schema, depth)
    }
  })
  return choices.length === 1 ? choices[0]! : fc.oneof(...choices)
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {})
  if (properties.length === 0 || depth > 4) return fc.constant({})
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, property] of properties) record[name] = validArbitrary(property, depth + 1)
  const required = (schema.required ?? []).filter((name) => name in record)
  return fc.record(record, { requiredKeys: required })
}

/**
 * A value for the schema: valid, or valid with one hostile change (a property replaced, removed or
 * added, a prototype-polluting key, the whole value replaced).
 */
export function fuzzArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema)
  const names = Object.keys(schema.properties ?? {})
  const mutations: Array<fc.Arbitrary<unknown>> = [
    hostileValue,
    fc
      .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'prototype', 'x', '\u0000', ''), hostileValue)
      .map(([value, key, extra]) => withKey(value, key, extra)),
  ]
  if (names.length > 0) {
    const name = fc.constantFrom(...names)
    mutations.push(
      fc.tuple(valid, name, hostileValue).map(([value, key, extra]) => withKey(value, key, extra)),
      fc.tuple(valid, name).map(([value, key]) => withoutKey(value, key)),
    )
  }
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: fc.oneof(...mutations) })
}

function withKey(value: unknown, key: string, extra: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const copy: Record<string, unknown> = { ...value }
  // defineProperty: `copy[key] =` with "__proto__" would set the prototype instead of an own key.
  Object.defineProperty(copy, key, { value: extra, enumerable: true, configurable: true, writable: true })
  return copy
}

function withoutKey(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const { [key]: _removed, ...rest } = value as Record<string, unknown>
  return rest
}

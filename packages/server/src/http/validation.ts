import type { ErrorObject } from 'ajv'
import { Ajv } from 'ajv'
import type { FastifySchemaCompiler, FastifySchemaValidationError, FastifyServerOptions } from 'fastify'
import { HttpError } from './httpError.ts'

type SchemaErrorDataVar = Parameters<NonNullable<FastifyServerOptions['schemaErrorFormatter']>>[1]

/**
 * Two validators: query strings and path params arrive as text, so numbers and booleans there are
 * coerced; bodies are JSON, so wrong types there are errors. Neither removes unknown properties: every
 * schema says `additionalProperties: false`, and an unknown parameter is a 400.
 */
const textAjv = new Ajv({
  coerceTypes: true,
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
  allowUnionTypes: true,
})
const jsonAjv = new Ajv({
  coerceTypes: false,
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
  allowUnionTypes: true,
})

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? jsonAjv : textAjv
  return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>
}

function describe(error: FastifySchemaValidationError | ErrorObject, dataVar: SchemaErrorDataVar): string {
  const path = `${dataVar}${error.instancePath.replaceAll('/', '.')}`
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'additionalProperties':
      return dataVar === 'querystring' && error.instancePath === ''
        ? `Unknown query parameter "${String(params.additionalProperty)}"`
        : `${path} has an unknown property "${String(params.additionalProperty)}"`
    case 'required':
      return `${path} is missing "${String(params.missingProperty)}"`
    case 'enum':
      return `${path} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`
    case 'pattern':
      return `${path} has an invalid format`
    case 'type':
      return `${path} must be ${Array.isArray(params.type) ? params.type.join(' or ') : String(params.type)}`
    default:
      return `${path} ${error.message ?? 'is invalid'}`
  }
}

/** Turns the first schema error into one clear sentence, e.g. `querystring.entries must be <= 100`. */
export function schemaErrorFormatter(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): HttpError {
  const error = errors.find((candidate) => candidate.keyword !== 'if') ?? errors[0]
  return new HttpError(400, error ? describe(error, dataVar) : `${dataVar} is invalid`)
}

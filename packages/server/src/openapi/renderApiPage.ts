type Schema = {
  type?: string | string[]
  description?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  const?: unknown
  oneOf?: Schema[]
  anyOf?: Schema[]
  pattern?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  default?: unknown
}

type Operation = {
  summary?: string
  description?: string
  tags?: string[]
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>
}

/** The parts of an OpenAPI 3.1 document the page shows. */
export type ApiDocument = {
  info: { title: string; version: string; description?: string }
  paths?: Record<string, Record<string, Operation>>
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** A schema's type in a few words: `string (1–64, ^[a-z]+$)`, `array of object`, `"a" | "b"`. */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return ''
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  const variants = schema.oneOf ?? schema.anyOf
  if (variants) return variants.map(typeOf).join(' or ')
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any')
  if (type === 'array') return `array of ${typeOf(schema.items)}`
  const limits = [
    schema.minLength !== undefined || schema.maxLength !== undefined
      ? `${schema.minLength ?? 0}–${schema.maxLength ?? '∞'} chars`
      : undefined,
    schema.minimum !== undefined || schema.maximum !== undefined
      ? `${schema.minimum ?? '−∞'}–${schema.maximum ?? '∞'}`
      : undefined,
    schema.pattern ? schema.pattern : undefined,
  ].filter(Boolean)
  return limits.length > 0 ? `${type} (${limits.join(', ')})` : type
}

/** A table of an object schema's fields, nested objects and lists of objects as `a.b` and `a[].b`. */
function fieldsTable(schema: Schema | undefined): string {
  const rows: string[] = []
  const walk = (node: Schema | undefined, prefix: string) => {
    const target = node?.type === 'array' ? node.items : node
    const suffix = node?.type === 'array' ? '[]' : ''
    for (const [name, field] of Object.entries(target?.properties ?? {})) {
      const path = `${prefix}${suffix}${prefix || suffix ? '.' : ''}${name}`
      const required = target?.required?.includes(name) ? 'yes' : ''
      rows.push(
        `<tr><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(typeOf(field))}</td><td>${required}</td><td>${escapeHtml(field.description ?? '')}</td></tr>`,
      )
      walk(field, path)
    }
  }
  walk(schema, '')
  if (rows.length === 0) return schema ? `<p><code>${escapeHtml(typeOf(schema))}</code></p>` : ''
  return `<table><thead><tr><th>field</th><th>type</th><th>required</th><th>description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const parts = [
    `<h3 id="${escapeHtml(`${method}-${path}`)}"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
  ]
  if (operation.summary) parts.push(`<p><strong>${escapeHtml(operation.summary)}</strong></p>`)
  if (operation.description) parts.push(`<p>${escapeHtml(operation.description)}</p>`)
  const parameters = operation.parameters ?? []
  if (parameters.length > 0) {
    const rows = parameters.map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${escapeHtml(typeOf(parameter.schema))}</td><td>${parameter.required ? 'yes' : ''}</td><td>${escapeHtml(parameter.description ?? parameter.schema?.description ?? '')}</td></tr>`,
    )
    parts.push(
      `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th>required</th><th>description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    )
  }
  const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema
  if (body) parts.push(`<h4>Request body</h4>${fieldsTable(body)}`)
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const schema = Object.values(response.content ?? {})[0]?.schema
    parts.push(
      `<h4>${escapeHtml(status)} ${escapeHtml(response.description ?? '')}</h4>${status.startsWith('2') ? fieldsTable(schema) : ''}`,
    )
  }
  return `<section>${parts.join('\n')}</section>`
}

/**
 * The readable page of an OpenAPI document: every operation with its parameters, request body and
 * answers, as plain HTML with inline styles (served under a policy that runs no script).
 */
export function renderApiPage(document: ApiDocument): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  )
  const index = operations
    .map(
      ({ path, method, operation }) =>
        `<li><a href="#${escapeHtml(`${method}-${path}`)}">${method.toUpperCase()} ${escapeHtml(path)}</a> ${escapeHtml(operation.summary ?? '')}</li>`,
    )
    .join('')
  const title = `${document.info.title} ${document.info.version}`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e8e8ec;background:#141416}a{color:#8ab4ff}th,td{border-color:#333}}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}
section{border-top:1px solid #8884;padding:.5rem 0}.method{font-family:monospace;font-weight:700}code{font-size:.9em}
</style></head><body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>The same description as OpenAPI 3.1: <a href="docs/json">docs/json</a>.</p>
<ul>${index}</ul>
${operations.map(({ path, method, operation }) => operationHtml(method, path, operation)).join('\n')}
</body></html>
`
}

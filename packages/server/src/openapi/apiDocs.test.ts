import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer } from '../server/createServer.ts'
import { createStorage, MEMORY_DATA_DIR } from '../storage/createStorage.ts'
import { API_DOCS_SERVER_OPTIONS, type ApiDocuments, buildApiDocuments } from './buildApiDocuments.ts'
import type { ApiDocument } from './renderApiPage.ts'

const root = new URL('../../../../', import.meta.url)
const committed = (path: keyof ApiDocuments) => readFileSync(new URL(path, root), 'utf8')

type Response = {
  description: string
  content?: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>
}

type Operation = {
  summary?: string
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, { description?: string }> } }>
  }
}

describe('the server reference cannot drift (docs/openapi.json, docs/openapi-vault.json)', () => {
  let documents: ApiDocuments
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    documents = await buildApiDocuments()
    app = await createServer({
      ...API_DOCS_SERVER_OPTIONS,
      storage: await createStorage({ dataDir: MEMORY_DATA_DIR }),
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    // Two servers built from every route module: slow on a loaded two-core machine.
  }, 180_000)
  afterAll(async () => {
    await app?.close()
  })

  it.each(['docs/openapi.json', 'docs/openapi-vault.json', 'docs/server-config.md'] as const)(
    '%s is what the routes and the config schema produce (regenerate with npm run docs:api)',
    (path) => {
      expect(committed(path), `${path} is stale: run npm run docs:api`).toBe(documents[path])
    },
  )

  it('serves the description at /docs/json and a page at /docs that loads nothing and runs no script', async () => {
    const json = await fetch(`${base}/docs/json?projectId=portico-local`)
    expect(json.status).toBe(200)
    const served = (await json.json()) as ApiDocument & { openapi: string }
    expect(served).toEqual(JSON.parse(committed('docs/openapi.json')))
    expect(served.openapi).toBe('3.1.0')

    const page = await fetch(`${base}/docs`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline'/,
    )
    const html = await page.text()
    expect(html).not.toMatch(/<script|<link|\bsrc=/i)
    for (const [path, methods] of Object.entries(served.paths ?? {}))
      for (const method of Object.keys(methods))
        expect(html).toContain(`${method.toUpperCase()}</span> <code>${path}`)
  })

  it.each(['docs/openapi.json', 'docs/openapi-vault.json'] as const)(
    '%s: every operation has a summary and every request body field a description',
    (path) => {
      const document = JSON.parse(documents[path]) as { paths: Record<string, Record<string, Operation>> }
      const missing: string[] = []
      for (const [route, methods] of Object.entries(document.paths))
        for (const [method, operation] of Object.entries(methods)) {
          if (!operation.summary) missing.push(`${method.toUpperCase()} ${route}: summary`)
          for (const { schema } of Object.values(operation.requestBody?.content ?? {}))
            for (const [name, field] of Object.entries(schema.properties ?? {}))
              if (!field.description) missing.push(`${method.toUpperCase()} ${route}: body.${name}`)
        }
      expect(missing).toEqual([])
    },
  )

  it.each(['docs/openapi.json', 'docs/openapi-vault.json'] as const)(
    '%s: every operation describes each status it answers, success and failure, none a "Default Response"',
    (path) => {
      const document = JSON.parse(documents[path]) as {
        paths: Record<string, Record<string, { responses?: Record<string, Response> }>>
      }
      const undocumented: string[] = []
      for (const [route, methods] of Object.entries(document.paths))
        for (const [method, operation] of Object.entries(methods)) {
          const name = `${method.toUpperCase()} ${route}`
          const responses = Object.entries(operation.responses ?? {})
          for (const [status, answer] of responses)
            if (answer.description === 'Default Response') undocumented.push(`${name}: ${status}`)
          if (!responses.some(([status]) => status.startsWith('2'))) undocumented.push(`${name}: 2XX`)
          if (!responses.some(([status]) => status.startsWith('4'))) undocumented.push(`${name}: 4XX`)
          if (!responses.some(([status]) => status.startsWith('5'))) undocumented.push(`${name}: 5XX`)
        }
      expect(undocumented).toEqual([])
    },
  )

  it("docs/openapi-vault.json: every operation documents what it answers, the session's fields included", () => {
    const vault = JSON.parse(documents['docs/openapi-vault.json']) as {
      paths: Record<string, Record<string, { responses: Record<string, Response> }>>
    }
    const undocumented: string[] = []
    for (const [route, methods] of Object.entries(vault.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const answers = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status))
        if (answers.length === 0 || answers.some(([, answer]) => answer.description === 'Default Response'))
          undocumented.push(`${method.toUpperCase()} ${route}`)
        if (!Object.keys(operation.responses).some((status) => status.startsWith('4')))
          undocumented.push(`${method.toUpperCase()} ${route}: 4XX`)
      }
    expect(undocumented).toEqual([])
    const session =
      vault.paths['/v1/auth/email/verify']?.post?.responses['200']?.content?.['application/json']
    expect(Object.keys(session?.schema.properties ?? {})).toEqual(['token', 'expiresAt', 'user'])
    const error = vault.paths['/v1/auth/email/verify']?.post?.responses['4XX']?.content?.['application/json']
    expect(error?.schema.required).toEqual(['error'])
  })

  it("docs/openapi.json: the sandbox onramp's checkout page and payment route", () => {
    const main = JSON.parse(documents['docs/openapi.json']) as {
      paths: Record<string, Record<string, { responses: Record<string, Response> }>>
    }
    const page = main.paths['/onramp/sandbox/checkout/{id}']?.get?.responses['200']
    expect(Object.keys(page?.content ?? {})).toEqual(['text/html'])
    const pay = main.paths['/onramp/sandbox/checkout/{id}/pay']?.post?.responses['200']
    expect(Object.keys(pay?.content?.['application/json']?.schema.properties ?? {})).toEqual([
      'status',
      'txHash',
      'error',
    ])
  })

  it('the config reference lists every top-level field with its type', () => {
    const reference = documents['docs/server-config.md']
    for (const name of [
      'networks',
      'bundlers',
      'onramp',
      'sponsorship',
      'embeddedWallet',
      'localWalletsFile',
      'names',
      'history',
    ])
      expect(reference).toMatch(new RegExp(`^\\| \`${name}\` \\| \\S`, 'm'))
    expect(reference).toMatch(/^\| `history.pageSize` \| integer, 1 to 100 \| {2}\| `20` \|/m)
  })

  it('documents the email login bodies of the secure origin', () => {
    const vault = JSON.parse(documents['docs/openapi-vault.json']) as {
      paths: Record<string, Record<string, Operation>>
    }
    const start = vault.paths['/v1/auth/email/start']?.post?.requestBody?.content['application/json']?.schema
    expect(Object.keys(start?.properties ?? {})).toEqual(['email'])
    const verify =
      vault.paths['/v1/auth/email/verify']?.post?.requestBody?.content['application/json']?.schema
    expect(Object.keys(verify?.properties ?? {})).toEqual(['flowId', 'code'])
  })
})

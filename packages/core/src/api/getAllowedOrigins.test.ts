import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RateLimitedError, ServerError } from '../errors/http.ts'
import { getAllowedOrigins } from './getAllowedOrigins.ts'
import { createApiClient } from './http.ts'

const clientOf = (apiUrl: string, projectId = 'shop') =>
  createApiClient({ apiUrl, projectId, sdkType: 'portico', sdkVersion: 'test' })

describe('getAllowedOrigins (docs/rules/api.md, errors.md)', () => {
  let http: Server
  let url: string
  let answer: { status: number; body: string }

  beforeAll(async () => {
    http = createServer((request, response) => {
      expect(request.url).toMatch(/^\/projects\/v1\/origins\?projectId=shop&st=portico&sv=test$/)
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
    })
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())))

  it('returns the allowed origins of the answer', async () => {
    answer = {
      status: 200,
      body: '{"allowedOrigins":["https://shop.example.com","https://*.shop.example.com"]}',
    }
    expect(await getAllowedOrigins({ api: clientOf(url) })).toEqual([
      'https://shop.example.com',
      'https://*.shop.example.com',
    ])
  })

  const call = (status: number, body = '{}') => {
    answer = { status, body }
    return getAllowedOrigins({ api: clientOf(url) })
  }

  it('throws RATE_LIMITED on 429', async () => {
    const error = await call(429).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error).toMatchObject({ code: 'RATE_LIMITED', shortMessage: 'RATE_LIMITED', status: 429 })
  })

  it.each([500, 503, 599])('throws SERVER_ERROR on %i', async (status) => {
    const error = await call(status).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ServerError)
    expect(error).toMatchObject({ code: 'SERVER_ERROR', shortMessage: 'SERVER_ERROR', status })
  })

  it.each([400, 403, 404, 499])('gives an empty list on %i', async (status) => {
    expect(await call(status)).toEqual([])
  })

  it('gives an empty list for a malformed body and keeps only string origins', async () => {
    expect(await call(200, 'not json')).toEqual([])
    expect(await call(200, '{"allowedOrigins":"https://a.example"}')).toEqual([])
    expect(await call(200, '{"allowedOrigins":["https://a.example",7,null]}')).toEqual(['https://a.example'])
  })

  it('gives an empty list when the server cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    expect(await getAllowedOrigins({ api: clientOf(`http://127.0.0.1:${port}`) })).toEqual([])
  })
})

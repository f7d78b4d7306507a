import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'

/**
 * A local HTTP server on 127.0.0.1 that knows no project (404 to every route), for the API requests an
 * open modal makes. Returns a getter of its URL, set before the file's tests run.
 */
export function startLocalApi(): () => string {
  let server: Server
  let url = ''
  beforeAll(async () => {
    server = createServer((request, response) => {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
      response.writeHead(404, { ...cors, 'Content-Type': 'application/json' }).end('{}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  return () => url
}

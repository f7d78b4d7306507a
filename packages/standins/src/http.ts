import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/** What every stand-in takes: where to listen. Port 0 picks a free port. */
export type StandinParameters = { port?: number | undefined; host?: string | undefined }

/** A listening stand-in. */
export type RunningStandin = {
  /** e.g. `http://127.0.0.1:8025` */
  url: string
  close(): Promise<void>
}

export const LOCAL_HOST = '127.0.0.1'

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(text)
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
  response.end(html)
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

const BODY_LIMIT = 64 * 1024

/** The request body parsed as JSON (or as a form), `undefined` when it is neither. */
export async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > BODY_LIMIT) return undefined
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if ((request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Listens on the host (127.0.0.1 unless told) and resolves to the server's URL. */
export async function listen(server: Server, parameters: StandinParameters): Promise<string> {
  const host = parameters.host ?? LOCAL_HOST
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : parameters.port
  return `http://${host}:${port}`
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}

export { createServer }

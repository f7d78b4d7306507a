import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DevnetError } from '../devnetError.ts'
import { SOLANA_DEVNET_DEFAULT_PORT } from './constants.ts'
import { createSolanaChain } from './createSolanaChain.ts'
import { createSolanaRpcHandler } from './createSolanaRpcHandler.ts'
import { SOLANA_RPC_ERROR_CODES } from './rpcError.ts'

/** Request bodies above this are refused (a Solana transaction is at most 1,232 bytes). */
const MAX_BODY_BYTES = 1_000_000

export type StartSolanaDevnetParameters = {
  /** 0 picks a free port. Default 8899. */
  port?: number | undefined
  host?: string | undefined
}

export type StartSolanaDevnetReturnType = {
  /** The JSON-RPC URL, e.g. http://127.0.0.1:8899. */
  url: string
  stop(): Promise<void>
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
}

/**
 * Starts the local Solana chain: an in-process SVM (litesvm) with the PUSD mint and funded dev
 * accounts, behind Solana's JSON-RPC over HTTP (POST, batches, CORS for the demo page). There is no
 * WebSocket API: clients poll `getSignatureStatuses`.
 *
 * @example
 * const solana = await startSolanaDevnet({ port: 0 })
 * const rpc = createSolanaRpc(solana.url)
 * await solana.stop()
 */
export async function startSolanaDevnet(
  parameters: StartSolanaDevnetParameters = {},
): Promise<StartSolanaDevnetReturnType> {
  const { port = SOLANA_DEVNET_DEFAULT_PORT, host = '127.0.0.1' } = parameters
  const handle = createSolanaRpcHandler(await createSolanaChain())
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end()
      return
    }
    const reply = (status: number, body: unknown) =>
      response
        .writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' })
        .end(JSON.stringify(body))
    if (request.method !== 'POST') {
      reply(405, {
        jsonrpc: '2.0',
        id: null,
        error: { code: SOLANA_RPC_ERROR_CODES.InvalidRequest, message: 'Use POST' },
      })
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) request.destroy()
      else chunks.push(chunk)
    })
    request.on('end', () => {
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        reply(200, {
          jsonrpc: '2.0',
          id: null,
          error: { code: SOLANA_RPC_ERROR_CODES.ParseError, message: 'Parse error' },
        })
        return
      }
      reply(200, handle(body))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new DevnetError(`Could not start the Solana devnet on ${host}:${port}`, { cause: error })),
    )
    server.listen(port, host, resolve)
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://${host}:${bound}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

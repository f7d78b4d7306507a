import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DevnetError } from '../devnetError.ts'
import { BITCOIN_DEVNET_DEFAULT_PORT } from './constants.ts'
import { type BitcoinChain, createBitcoinChain } from './createBitcoinChain.ts'
import { createEsploraHandler, type EsploraResponse } from './createEsploraHandler.ts'
import type { BitcoinBlock } from './types.ts'

/** Esplora's limit: a larger body answers 413 (a standard transaction is at most 400,000 weight units). */
const MAX_BODY_BYTES = 1_000_000

export type StartBitcoinDevnetParameters = {
  /** 0 picks a free port. Default 3002. */
  port?: number | undefined
  host?: string | undefined
  /** Seconds between mined blocks (fractions allowed); 0 mines only on demand. Default 5. */
  blockTime?: number | undefined
}

export type StartBitcoinDevnetReturnType = {
  /** The Esplora API base URL, e.g. http://127.0.0.1:3002. */
  url: string
  chain: BitcoinChain
  /** Mines a block now, with every mempool transaction (what `POST /mine` does). */
  mine(): BitcoinBlock
  stop(): Promise<void>
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
}

/**
 * Starts the local Bitcoin chain: a regtest ledger in memory (createBitcoinChain) behind the Esplora
 * HTTP API (createEsploraHandler), with CORS for the demo page. A block is mined every `blockTime`
 * seconds and on demand (`mine()` or `POST /mine`).
 *
 * @example
 * const bitcoin = await startBitcoinDevnet({ port: 0, blockTime: 0 })
 * const utxos = await (await fetch(`${bitcoin.url}/address/${BITCOIN_DEV_ACCOUNTS[0].payment.address}/utxo`)).json()
 * await bitcoin.stop()
 */
export async function startBitcoinDevnet(
  parameters: StartBitcoinDevnetParameters = {},
): Promise<StartBitcoinDevnetReturnType> {
  const { port = BITCOIN_DEVNET_DEFAULT_PORT, host = '127.0.0.1', blockTime = 5 } = parameters
  if (!Number.isFinite(blockTime) || blockTime < 0) {
    throw new DevnetError(`The Bitcoin devnet's blockTime must be 0 or more seconds, not ${blockTime}`)
  }
  const chain = createBitcoinChain()
  const handle = createEsploraHandler(chain)
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end()
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    request.on('end', () => {
      let answer: EsploraResponse
      try {
        answer =
          size > MAX_BODY_BYTES
            ? { status: 413, contentType: 'text/plain', body: 'Request body too large' }
            : handle({
                method: request.method ?? 'GET',
                url: request.url ?? '/',
                body: Buffer.concat(chunks).toString('utf8'),
              })
      } catch {
        answer = { status: 500, contentType: 'text/plain', body: 'Internal server error' }
      }
      response
        .writeHead(answer.status, { ...CORS_HEADERS, 'content-type': answer.contentType })
        .end(answer.body)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new DevnetError(`Could not start the Bitcoin devnet on ${host}:${port}`, { cause: error })),
    )
    server.listen(port, host, resolve)
  })
  const timer = blockTime > 0 ? setInterval(() => chain.mine(), blockTime * 1000) : undefined
  timer?.unref()
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://${host}:${bound}`,
    chain,
    mine: () => chain.mine(),
    stop: () =>
      new Promise((resolve) => {
        clearInterval(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

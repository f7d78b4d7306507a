import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TokenBalance, Wallet } from '@portico/core'
import { TEST_NETWORKS } from './memoryAdapter.ts'

export type RecordedRequest = { method: string; path: string; query: URLSearchParams; body: unknown }

export type DirectoryServerOptions = {
  wallets?: Wallet[]
  features?: unknown
  analyticsEnabled?: boolean
  /** Token balances the blockchain routes answer (default: 1.23456 ETH on each test network). */
  balances?: TokenBalance[]
  /** Names GET /v1/identity/{address} answers, by address. */
  identities?: Record<string, { name: string; avatar: string | null }>
  /** Status codes to answer instead, by path. */
  statuses?: Record<string, number>
}

export type DirectoryServer = {
  url: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

export function makeWallets(count: number): Wallet[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `wallet-${index}`,
    name: index === 7 ? 'Trust Wallet' : `Wallet ${index}`,
    image_id: `image-${index}`,
    rdns: `com.wallet${index}`,
  }))
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? JSON.parse(text) : undefined
}

function nativeBalance(network: (typeof TEST_NETWORKS)[number]): TokenBalance {
  return {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    value: 3703.68,
    price: 3000,
    quantity: { decimals: '18', numeric: '1.23456' },
    iconUrl: '',
  }
}

/**
 * A small wallet-directory server on 127.0.0.1 (docs/rules/api.md routes, plus the blockchain API's supported
 * chains, balance and NFTs) that records every request.
 */
export async function startDirectoryServer(options: DirectoryServerOptions = {}): Promise<DirectoryServer> {
  const wallets = options.wallets ?? makeWallets(130)
  const requests: RecordedRequest[] = []
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    // Browsers (and happy-dom) call the server cross-origin, as the real server allows.
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method === 'OPTIONS') {
      response.writeHead(204)
      return response.end()
    }
    const body = request.method === 'POST' ? await readBody(request) : undefined
    requests.push({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, body })
    const status = options.statuses?.[url.pathname]
    const json = (value: unknown, code = 200) => {
      response.writeHead(code, { 'content-type': 'application/json' })
      response.end(JSON.stringify(value))
    }
    if (status) return json({ message: 'forced' }, status)
    if (url.pathname === '/getWallets') {
      const page = Number(url.searchParams.get('page') ?? 1)
      const entries = Number(url.searchParams.get('entries') ?? 40)
      const include = url.searchParams.get('include')?.split(',')
      const exclude = url.searchParams.get('exclude')?.split(',') ?? []
      const search = url.searchParams.get('search')?.toLowerCase()
      const matching = wallets.filter(
        (wallet) =>
          (!include || include.includes(wallet.id)) &&
          !exclude.includes(wallet.id) &&
          (!search || wallet.name.toLowerCase().includes(search)),
      )
      return json({ data: matching.slice((page - 1) * entries, page * entries), count: matching.length })
    }
    if (url.pathname === '/appkit/v1/config') return json({ features: options.features ?? {} })
    if (url.pathname === '/getAnalyticsConfig')
      return json({ isAnalyticsEnabled: options.analyticsEnabled ?? true })
    if (url.pathname === '/v1/supported-chains')
      return json({ http: TEST_NETWORKS.map((network) => network.caipNetworkId), ws: [] })
    if (/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) {
      const chainId = url.searchParams.get('chainId')
      const balances = options.balances ?? TEST_NETWORKS.map(nativeBalance)
      return json({ balances: balances.filter((balance) => !chainId || balance.chainId === chainId) })
    }
    if (/^\/v1\/account\/[^/]+\/nfts$/.test(url.pathname)) return json({ nfts: [] })
    if (url.pathname.startsWith('/v1/identity/')) {
      const address = decodeURIComponent(url.pathname.slice('/v1/identity/'.length))
      return json(options.identities?.[address] ?? { name: null, avatar: null })
    }
    if (url.pathname === '/e') {
      response.writeHead(202)
      return response.end()
    }
    json({ message: 'not found' }, 404)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** What the proxy does to one request instead of (or after) forwarding it. */
export type RpcFault =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'rpcError'; code: number; message?: string }
  /** The connection is cut before the request reaches the node. */
  | { kind: 'drop' }
  /** The node gets the request; the connection is cut before its answer comes back. */
  | { kind: 'dropAfterForward' }
  /** The node gets the request; its answer never comes back (the client times out). */
  | { kind: 'hangAfterForward' }

export type FaultyRpcProxy = {
  url: string
  /** Faults for the next requests, in order; a request with no fault queued is forwarded as is. */
  queue(...faults: RpcFault[]): void
  /** Faults for the next requests that call `method`, in order. */
  queueFor(method: string, ...faults: RpcFault[]): void
  /** A fault for every request from now on (`undefined` ends it). */
  always(fault: RpcFault | undefined): void
  /** Answer eth_chainId with this id instead of the node's (a misconfigured endpoint). */
  lieAboutChainId(chainId: number | undefined): void
  /** Methods of the requests that arrived, batch entries one by one, with their arrival times. */
  readonly log: { method: string; at: number }[]
  close(): Promise<void>
}

type JsonRpcRequest = { id: number | string; method: string }

/**
 * A JSON-RPC proxy on 127.0.0.1 in front of a real node that injects the faults of a flaky provider:
 * HTTP errors with Retry-After, JSON-RPC errors, cut connections before or after the node saw the
 * request, answers that never come, and a wrong chain id.
 */
export async function startFaultyRpcProxy(target: string): Promise<FaultyRpcProxy> {
  const faults: RpcFault[] = []
  const byMethod = new Map<string, RpcFault[]>()
  let permanent: RpcFault | undefined
  let fakeChainId: number | undefined
  const log: { method: string; at: number }[] = []
  const sockets = new Set<Socket>()

  const forward = async (body: string) => {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    return response.text()
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const parsed = JSON.parse(body) as JsonRpcRequest | JsonRpcRequest[]
    const entries = Array.isArray(parsed) ? parsed : [parsed]
    for (const entry of entries) log.push({ method: entry.method, at: performance.now() })
    const fault =
      entries.map((entry) => byMethod.get(entry.method)?.shift()).find(Boolean) ?? faults.shift() ?? permanent
    if (fault?.kind === 'drop') return request.socket.destroy()
    if (fault?.kind === 'status') {
      response.writeHead(fault.status, {
        'content-type': 'text/plain',
        ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
      })
      return response.end('injected fault')
    }
    if (fault?.kind === 'rpcError') {
      const errors = entries.map((entry) => ({
        jsonrpc: '2.0',
        id: entry.id,
        error: { code: fault.code, message: fault.message ?? 'injected fault' },
      }))
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(JSON.stringify(Array.isArray(parsed) ? errors : errors[0]))
    }
    let answer = await forward(body)
    if (fault?.kind === 'dropAfterForward') return request.socket.destroy()
    if (fault?.kind === 'hangAfterForward') return
    if (fakeChainId !== undefined && entries.some((entry) => entry.method === 'eth_chainId')) {
      const answers = JSON.parse(answer) as
        | { id: unknown; result?: unknown }[]
        | { id: unknown; result?: unknown }
      const lie = (item: { id: unknown; result?: unknown }) =>
        entries.find((entry) => entry.id === item.id)?.method === 'eth_chainId'
          ? { ...item, result: `0x${fakeChainId!.toString(16)}` }
          : item
      answer = JSON.stringify(Array.isArray(answers) ? answers.map(lie) : lie(answers))
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(answer)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => request.socket.destroy())
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    queue: (...next) => void faults.push(...next),
    queueFor: (method, ...next) => void byMethod.set(method, [...(byMethod.get(method) ?? []), ...next]),
    always: (fault) => {
      permanent = fault
    },
    lieAboutChainId: (chainId) => {
      fakeChainId = chainId
    },
    log,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A JSON-RPC error from the chain, the bundler or its paymaster, with the code and data it answered. */
export class JsonRpcError extends Error {
  override name = 'JsonRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

let id = 0

/**
 * A bare JSON-RPC caller over HTTP POST: the answer's `result`, or a JsonRpcError with the error it
 * answered (or the HTTP status when it answered no JSON-RPC at all).
 *
 * @example
 * const rpc = createJsonRpc('http://127.0.0.1:8545')
 * const code = await rpc('eth_getCode', [address, 'latest'])
 */
export function createJsonRpc(url: string) {
  return async (method: string, params: readonly unknown[]): Promise<unknown> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await response.json().catch(() => undefined)) as
      | { result?: unknown; error?: { code?: number; message?: string; data?: unknown } }
      | undefined
    if (body?.error)
      throw new JsonRpcError(
        body.error.code ?? -32603,
        body.error.message ?? `${method} failed`,
        body.error.data,
      )
    if (!response.ok || !body || !('result' in body))
      throw new JsonRpcError(-32603, `${method} failed: HTTP ${response.status}`)
    return body.result
  }
}

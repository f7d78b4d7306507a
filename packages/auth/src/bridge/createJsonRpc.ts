import { RequestTimeoutError, RPC } from '@portico/core'

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

export type CreateJsonRpcParameters = {
  /** How long one call may take before it fails with a RequestTimeoutError. Default 10 s. */
  timeoutMs?: number | undefined
}

let id = 0

/**
 * A bare JSON-RPC caller over HTTP POST: the answer's `result`, or a JsonRpcError with the error it
 * answered (or the HTTP status when it answered no JSON-RPC at all). A call that gets no answer in
 * time fails with a RequestTimeoutError and is not sent again: a user operation may have reached the
 * bundler even so.
 *
 * @example
 * const rpc = createJsonRpc('http://127.0.0.1:8545')
 * const code = await rpc('eth_getCode', [address, 'latest'])
 */
export function createJsonRpc(url: string, { timeoutMs = RPC.timeoutMs }: CreateJsonRpcParameters = {}) {
  return async (method: string, params: readonly unknown[]): Promise<unknown> => {
    const signal = AbortSignal.timeout(timeoutMs)
    let body: { result?: unknown; error?: { code?: number; message?: string; data?: unknown } } | undefined
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal,
      })
      body = await response.json().catch((error: unknown) => {
        if (signal.aborted) throw error
        return undefined
      })
    } catch (error) {
      if (signal.aborted) throw new RequestTimeoutError({ timeoutMs, url })
      throw error
    }
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

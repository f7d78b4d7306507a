import {
  type CaipNetwork,
  HttpStatusError,
  isRetryableRpcError,
  RequestTimeoutError,
  RPC,
} from '@portico/core'
import { SolanaRpcError } from '../errors/rpc.ts'

/** A JSON-RPC client of one Solana RPC URL. Integers past 2^53 (lamports, units) come back as bigint. */
export type SolanaRpc = {
  request<result>(method: string, params?: readonly unknown[]): Promise<result>
}

/** The commitment every read asks for: a confirmed block is final enough to show and to build on. */
export const COMMITMENT = 'confirmed'

const clients = new Map<string, SolanaRpc>()
let nextId = 0

/** Strings whole, and integers of 16 digits or more, which `JSON.parse` would round (not a fraction's digits). */
const LARGE_INTEGER = /"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])-?\d{16,}(?![.eE\d])/g
const BIGINT_KEY = '__portico_bigint'

function parseJson(text: string): unknown {
  const marked = text.replace(LARGE_INTEGER, (token) =>
    token.startsWith('"') ? token : `{"${BIGINT_KEY}":"${token}"}`,
  )
  return JSON.parse(marked, (_key, value) =>
    value !== null && typeof value === 'object' && BIGINT_KEY in value ? BigInt(value[BIGINT_KEY]) : value,
  )
}

/** The retryable JSON-RPC codes and HTTP statuses; a cut connection and a timeout are retried too. */
function isRetryable(error: unknown): boolean {
  if (error instanceof HttpStatusError) return isRetryableRpcError(error.status)
  if (error instanceof SolanaRpcError)
    return typeof error.code === 'number' && isRetryableRpcError(error.code)
  return true
}

async function call<result>(
  url: string,
  timeoutMs: number,
  method: string,
  params: readonly unknown[],
): Promise<result> {
  let response: Response
  let text: string
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    text = await response.text()
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new RequestTimeoutError({ timeoutMs, url })
    throw error
  }
  if (!response.ok) throw new HttpStatusError(response.status, { url, body: text })
  const answer = parseJson(text) as {
    result?: result
    error?: { code?: number; message?: string }
  }
  if (answer.error) {
    throw new SolanaRpcError({
      method,
      message: answer.error.message ?? `${method} failed`,
      code: answer.error.code,
    })
  }
  return answer.result as result
}

/**
 * A JSON-RPC client of one URL: a call that times out, is cut or gets a retryable code is tried again
 * up to 3 times, 150 ms apart and doubling.
 */
export function createRpc(
  url: string,
  { timeoutMs = RPC.timeoutMs }: { timeoutMs?: number } = {},
): SolanaRpc {
  return {
    async request<result>(method: string, params: readonly unknown[] = []): Promise<result> {
      for (let attempt = 0; ; attempt++) {
        try {
          return await call<result>(url, timeoutMs, method, params)
        } catch (error) {
          if (attempt >= RPC.retryCount || !isRetryable(error)) throw error
          await new Promise((resolve) => setTimeout(resolve, RPC.retryDelayMs * 2 ** attempt))
        }
      }
    },
  }
}

/**
 * The Solana JSON-RPC client (createRpc, 10 s timeout) of the network's first HTTP RPC URL, one per
 * URL. A signed transaction sent twice lands once (the network knows it by its signature).
 */
export function getRpc(caipNetwork: CaipNetwork): SolanaRpc {
  const url = caipNetwork.rpcUrls.default.http[0] ?? ''
  let rpc = clients.get(url)
  if (!rpc) {
    rpc = createRpc(url)
    clients.set(url, rpc)
  }
  return rpc
}

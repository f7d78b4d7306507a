import type { CaipNetwork } from '@portico/core'
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

/** The Solana JSON-RPC client of the network's first HTTP RPC URL, one per URL. */
export function getRpc(caipNetwork: CaipNetwork): SolanaRpc {
  const url = caipNetwork.rpcUrls.default.http[0] ?? ''
  let rpc = clients.get(url)
  if (!rpc) {
    rpc = {
      async request<result>(method: string, params: readonly unknown[] = []): Promise<result> {
        let answer: { result?: result; error?: { code?: number; message?: string } }
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
          })
          if (!response.ok) throw new Error(`HTTP ${response.status}`)
          answer = parseJson(await response.text()) as typeof answer
        } catch (error) {
          throw new SolanaRpcError({
            method,
            message: error instanceof Error ? error.message : String(error),
          })
        }
        if (answer.error) {
          throw new SolanaRpcError({
            method,
            message: answer.error.message ?? 'no message',
            ...(answer.error.code === undefined ? {} : { rpcCode: answer.error.code }),
          })
        }
        return answer.result as result
      },
    }
    clients.set(url, rpc)
  }
  return rpc
}

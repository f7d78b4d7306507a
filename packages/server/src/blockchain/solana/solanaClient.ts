import { RPC } from '@portico/core'
import {
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  type Rpc,
  type RpcTransport,
  type SolanaRpcApi,
} from '@solana/kit'
import type { SolanaNetwork } from './solanaNetwork.ts'

export type SolanaClient = Rpc<SolanaRpcApi>

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * A `@solana/kit` RPC client for a Solana network with the same transport rules as the EVM clients:
 * fallback between the RPC URLs, a 10 s timeout per request, and 3 retries with exponential backoff
 * from 150 ms.
 */
export function createSolanaClient(network: SolanaNetwork): SolanaClient {
  const transports = network.rpcUrls.map((url) => createDefaultRpcTransport({ url }))
  const transport: RpcTransport = async (request) => {
    let failure: unknown
    for (let attempt = 0; attempt <= RPC.retryCount; attempt++) {
      if (attempt > 0) await delay(RPC.retryDelayMs * 2 ** (attempt - 1))
      for (const send of transports) {
        try {
          return await send({ ...request, signal: request.signal ?? AbortSignal.timeout(RPC.timeoutMs) })
        } catch (error) {
          failure = error
        }
      }
    }
    throw failure
  }
  return createSolanaRpcFromTransport(transport)
}

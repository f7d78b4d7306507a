import { RPC } from '@portico/core'
import { fallback, type HttpTransportConfig, http, type Transport } from 'viem'
import { RpcUrlsRequiredError, type RpcUrlsRequiredErrorType } from '../errors/config.ts'
import { cacheRpcResponses } from './cacheRpcResponses.ts'

export type CreateRpcTransportParameters = {
  /** JSON-RPC endpoints, tried in order (fallback). */
  urls: readonly string[]
  fetchOptions?: HttpTransportConfig['fetchOptions']
}

export type CreateRpcTransportReturnType = Transport

export type CreateRpcTransportErrorType = RpcUrlsRequiredErrorType

/**
 * The chain RPC transport of SPEC §7: HTTP JSON-RPC with fallback between the URLs, batching up to
 * 1000 calls, a 10 s timeout, and 3 retries with exponential backoff from 150 ms (150, 300, 600 ms)
 * that waits for `Retry-After` when the server sends one (viem's retry rules, SPEC §8 codes), and an
 * LRU of up to 8192 answers that cannot change (SPEC §9; see `cacheRpcResponses`).
 *
 * @example
 * const client = createPublicClient({ chain, transport: createRpcTransport({ urls: chain.rpcUrls.default.http }) })
 */
export function createRpcTransport(parameters: CreateRpcTransportParameters): CreateRpcTransportReturnType {
  const { urls, fetchOptions } = parameters
  if (urls.length === 0) throw new RpcUrlsRequiredError()
  const retry = { retryCount: RPC.retryCount, retryDelay: RPC.retryDelayMs }
  const httpConfig: HttpTransportConfig = {
    batch: { batchSize: RPC.batchSize },
    timeout: RPC.timeoutMs,
    ...(fetchOptions ? { fetchOptions } : {}),
  }
  const cache = { maxEntries: RPC.responseCacheEntries }
  if (urls.length === 1) return cacheRpcResponses(http(urls[0], { ...httpConfig, ...retry }), cache)
  // Inside a fallback each URL is tried once per round; the fallback retries the round.
  return cacheRpcResponses(
    fallback(
      urls.map((url) => http(url, httpConfig)),
      retry,
    ),
    cache,
  )
}

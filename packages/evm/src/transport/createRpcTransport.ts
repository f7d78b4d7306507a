import { isRetryableRpcError, RPC } from '@portico/core'
import {
  type EIP1193RequestFn,
  fallback,
  type Hex,
  HttpRequestError,
  type HttpTransportConfig,
  http,
  keccak256,
  type Transport,
} from 'viem'
import {
  RpcChainMismatchError,
  type RpcChainMismatchErrorType,
  RpcUrlsRequiredError,
  type RpcUrlsRequiredErrorType,
} from '../errors/config.ts'
import { cacheRpcResponses } from './cacheRpcResponses.ts'

export type CreateRpcTransportParameters = {
  /** JSON-RPC endpoints, tried in order (fallback). */
  urls: readonly string[]
  /** The network's chain id: an endpoint that answers another one is not used. */
  chainId?: number | undefined
  fetchOptions?: HttpTransportConfig['fetchOptions']
}

export type CreateRpcTransportReturnType = Transport

export type CreateRpcTransportErrorType = RpcUrlsRequiredErrorType | RpcChainMismatchErrorType

type RpcRequest = { method: string; params?: unknown }

// SPEC §8's retryable JSON-RPC codes and HTTP statuses; an error with neither (a cut connection, a
// timeout) is retried too.
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'number') return isRetryableRpcError(code)
  if (error instanceof HttpRequestError && error.status) return isRetryableRpcError(error.status)
  return true
}

/** Checks once per endpoint that it serves `chainId` before it answers anything. */
function checkChainId(transport: Transport, url: string, chainId: number | undefined): Transport {
  if (chainId === undefined) return transport
  let verified: Promise<void> | undefined
  return (options) => {
    const inner = transport(options)
    const verify = () => {
      verified ??= (inner.request({ method: 'eth_chainId' }) as Promise<Hex>).then(
        (answer) => {
          if (Number(answer) !== chainId) {
            throw new RpcChainMismatchError({ expected: chainId, received: Number(answer), url })
          }
        },
        (error: unknown) => {
          // Unreachable now is not wrong: ask again next time.
          verified = undefined
          throw error
        },
      )
      return verified
    }
    const request = (async (args: RpcRequest, requestOptions?: unknown) => {
      await verify()
      return inner.request(args as never, requestOptions as never)
    }) as EIP1193RequestFn
    return { ...inner, request }
  }
}

/**
 * Sends a signed transaction at most once per attempt and never again once the network has it: after
 * a failed attempt (a timeout or a cut connection may come after the node took it), the transaction's
 * hash is looked up, and if any endpoint knows it, that hash is the answer.
 */
function sendOnce(reads: Transport, endpoints: readonly Transport[]): Transport {
  return (options) => {
    const read = reads(options)
    const each = endpoints.map((endpoint) => endpoint({ ...options, retryCount: 0 }))
    const isKnown = async (hash: Hex) => {
      try {
        return (await read.request({ method: 'eth_getTransactionByHash', params: [hash] })) !== null
      } catch {
        return false
      }
    }
    const request = (async (args: RpcRequest, requestOptions?: unknown) => {
      if (args.method !== 'eth_sendRawTransaction')
        return read.request(args as never, requestOptions as never)
      const hash = keccak256((args.params as [Hex])[0])
      let failure: unknown
      for (let attempt = 0; attempt <= RPC.retryCount; attempt++) {
        if (attempt > 0)
          await new Promise((resolve) => setTimeout(resolve, RPC.retryDelayMs * 2 ** (attempt - 1)))
        try {
          return await each[attempt % each.length]!.request(args as never, { retryCount: 0 })
        } catch (error) {
          failure = error
          if (await isKnown(hash)) return hash
          if (!isRetryable(error)) throw error
        }
      }
      throw failure
    }) as EIP1193RequestFn
    return { ...read, request }
  }
}

/**
 * The chain RPC transport of SPEC §7: HTTP JSON-RPC with fallback between the URLs, batching up to
 * 1000 calls, a 10 s timeout, and 3 retries with exponential backoff from 150 ms (150, 300, 600 ms)
 * that waits for `Retry-After` when the server sends one (SPEC §8's retryable codes only), and an LRU
 * of up to 8192 answers that cannot change (SPEC §9; see `cacheRpcResponses`). Given `chainId`, an
 * endpoint on another chain is skipped. A signed transaction is never sent again once an endpoint
 * knows its hash, even when the first attempt timed out after the node took it.
 *
 * @example
 * const client = createPublicClient({ chain, transport: createRpcTransport({ urls: chain.rpcUrls.default.http, chainId: chain.id }) })
 */
export function createRpcTransport(parameters: CreateRpcTransportParameters): CreateRpcTransportReturnType {
  const { urls, chainId, fetchOptions } = parameters
  if (urls.length === 0) throw new RpcUrlsRequiredError()
  const retry = { retryCount: RPC.retryCount, retryDelay: RPC.retryDelayMs }
  const httpConfig: HttpTransportConfig = {
    batch: { batchSize: RPC.batchSize },
    timeout: RPC.timeoutMs,
    ...(fetchOptions ? { fetchOptions } : {}),
  }
  const cache = { maxEntries: RPC.responseCacheEntries }
  const endpoints = urls.map((url) => checkChainId(http(url, httpConfig), url, chainId))
  // Inside a fallback each URL is tried once per round; the fallback retries the round.
  const reads =
    urls.length === 1
      ? checkChainId(http(urls[0], { ...httpConfig, ...retry }), urls[0]!, chainId)
      : fallback(endpoints, retry)
  return cacheRpcResponses(sendOnce(reads, endpoints), cache)
}

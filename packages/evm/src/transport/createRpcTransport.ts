import { isRetryableRpcError, RPC } from '@portico/core'
import {
  type Address,
  type EIP1193RequestFn,
  fallback,
  type Hex,
  HttpRequestError,
  type HttpTransportConfig,
  http,
  keccak256,
  numberToHex,
  type Transport,
} from 'viem'
import {
  RpcChainMismatchError,
  type RpcChainMismatchErrorType,
  RpcUrlsRequiredError,
  type RpcUrlsRequiredErrorType,
} from '../errors/config.ts'
import { TransactionAlreadySentError, type TransactionAlreadySentErrorType } from '../errors/transaction.ts'
import { cacheRpcResponses } from './cacheRpcResponses.ts'

export type CreateRpcTransportParameters = {
  /** JSON-RPC endpoints, tried in order (fallback). */
  urls: readonly string[]
  /** The network's chain id: an endpoint that answers another one is not used. */
  chainId?: number | undefined
  fetchOptions?: HttpTransportConfig['fetchOptions']
}

export type CreateRpcTransportReturnType = Transport

export type CreateRpcTransportErrorType =
  | RpcUrlsRequiredErrorType
  | RpcChainMismatchErrorType
  | TransactionAlreadySentErrorType

type RpcRequest = { method: string; params?: unknown }

/** How far back from the head a node-signed transaction is looked for by its nonce. */
const SEARCHED_BLOCKS = 64n

// docs/rules/errors.md's retryable JSON-RPC codes and HTTP statuses; an error with neither (a cut connection, a
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

/** Waits docs/rules/errors.md's backoff before retry `attempt`, or the endpoint's `Retry-After` when it sent one. */
function retryDelayMs(attempt: number, error: unknown): number {
  const retryAfter = (error as { headers?: Headers | undefined }).headers?.get('retry-after')
  if (retryAfter) {
    const seconds = Number.parseInt(retryAfter, 10)
    if (!Number.isNaN(seconds)) return seconds * 1000
    const until = Date.parse(retryAfter) - Date.now()
    if (until > 0) return until
  }
  return RPC.retryDelayMs * 2 ** (attempt - 1)
}

type NodeSignedTransaction = { from: Address; nonce?: Hex | undefined } & Record<string, unknown>

/**
 * Sends a transaction at most once per attempt and never again once the network has it: after a
 * failed attempt (a timeout or a cut connection may come after the node took it), a signed
 * transaction is looked up by its hash; one the node signs (`eth_sendTransaction`) is pinned to the
 * account's next nonce before the first attempt and looked up by that nonce. Retries honour
 * `Retry-After`.
 */
function sendOnce(reads: Transport, endpoints: readonly Transport[]): Transport {
  return (options) => {
    const read = reads(options)
    const each = endpoints.map((endpoint) => endpoint({ ...options, retryCount: 0 }))
    const ask = async <T>(method: string, params: unknown[]): Promise<T | undefined> => {
      try {
        return (await read.request({ method, params } as never)) as T
      } catch {
        return undefined
      }
    }
    const byHash = async (hash: Hex) =>
      (await ask<unknown>('eth_getTransactionByHash', [hash])) ? hash : undefined
    // The node took the nonce when the account's pending count passed it; the hash is in the pending
    // block or a recent one.
    const byNonce = async (from: Address, nonce: Hex, cause: unknown) => {
      const count = await ask<Hex>('eth_getTransactionCount', [from, 'pending'])
      if (count === undefined || BigInt(count) <= BigInt(nonce)) return undefined
      const sent = (block: { transactions?: { from: string; nonce: Hex; hash: Hex }[] } | null | undefined) =>
        block?.transactions?.find(
          (transaction) =>
            transaction.from.toLowerCase() === from.toLowerCase() &&
            BigInt(transaction.nonce) === BigInt(nonce),
        )?.hash
      const pending = sent(await ask('eth_getBlockByNumber', ['pending', true]))
      if (pending) return pending
      const head = await ask<Hex>('eth_blockNumber', [])
      if (head !== undefined) {
        for (let number = BigInt(head); number >= 0n && BigInt(head) - number < SEARCHED_BLOCKS; number--) {
          const hash = sent(await ask('eth_getBlockByNumber', [numberToHex(number), true]))
          if (hash) return hash
        }
      }
      throw new TransactionAlreadySentError({ from, nonce, cause })
    }
    async function send(args: RpcRequest, isSent: (error: unknown) => Promise<Hex | undefined>) {
      let failure: unknown
      for (let attempt = 0; attempt <= RPC.retryCount; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt, failure)))
        try {
          return await each[attempt % each.length]!.request(args as never, { retryCount: 0 })
        } catch (error) {
          failure = error
          const sent = await isSent(error)
          if (sent) return sent
          if (!isRetryable(error)) throw error
        }
      }
      throw failure
    }
    const request = (async (args: RpcRequest, requestOptions?: unknown) => {
      if (args.method === 'eth_sendRawTransaction') {
        const hash = keccak256((args.params as [Hex])[0])
        return send(args, () => byHash(hash))
      }
      if (args.method === 'eth_sendTransaction') {
        const [transaction, ...rest] = args.params as [NodeSignedTransaction, ...unknown[]]
        const nonce =
          transaction.nonce ??
          ((await read.request({
            method: 'eth_getTransactionCount',
            params: [transaction.from, 'pending'],
          } as never)) as Hex)
        return send({ method: args.method, params: [{ ...transaction, nonce }, ...rest] }, (error) =>
          byNonce(transaction.from, nonce, error),
        )
      }
      return read.request(args as never, requestOptions as never)
    }) as EIP1193RequestFn
    return { ...read, request }
  }
}

/**
 * The chain RPC transport of docs/rules/api.md: HTTP JSON-RPC with fallback between the URLs, batching up to
 * 1000 calls, a 10 s timeout, and 3 retries with exponential backoff from 150 ms (150, 300, 600 ms)
 * that waits for `Retry-After` when the server sends one (docs/rules/errors.md's retryable codes only), and an LRU
 * of up to 8192 answers that cannot change (docs/rules/limits.md; see `cacheRpcResponses`). Given `chainId`, an
 * endpoint on another chain is skipped. A transaction is never sent again once the network has it,
 * even when the first attempt timed out after the node took it: a signed one is found by its hash, one
 * the node signs (`eth_sendTransaction`) by its account's nonce, which is fixed before the first attempt.
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

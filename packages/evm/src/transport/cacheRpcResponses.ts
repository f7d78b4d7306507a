import type { EIP1193RequestFn, Transport } from 'viem'

export type CacheRpcResponsesParameters = {
  /** Least recently used answers are dropped beyond this many (docs/rules/limits.md: 8192). */
  maxEntries: number
}

type RpcRequest = { method: string; params?: unknown }

// Only answers that can never change for the same request are kept: the chain id of the endpoint,
// a block by its hash, and a transaction or receipt once mined (a pending one, or null, is not kept).
// Anything read at a block tag (eth_getBalance, eth_call, eth_getBlockByNumber…) is never cached.
function isImmutable(method: string, result: unknown): boolean {
  switch (method) {
    case 'eth_chainId':
    case 'net_version':
    case 'eth_getBlockByHash':
    case 'eth_getTransactionReceipt':
      return result !== null && result !== undefined
    case 'eth_getTransactionByHash':
      return typeof (result as { blockHash?: unknown } | null)?.blockHash === 'string'
    default:
      return false
  }
}

/**
 * Wraps a viem transport with an LRU cache of the answers that cannot change (docs/rules/limits.md RPC response
 * cache): eth_chainId, net_version, eth_getBlockByHash, and eth_getTransactionByHash and
 * eth_getTransactionReceipt of mined transactions, keyed by method and params.
 *
 * @example
 * const transport = cacheRpcResponses(http(url), { maxEntries: RPC.responseCacheEntries })
 */
export function cacheRpcResponses(transport: Transport, parameters: CacheRpcResponsesParameters): Transport {
  const answers = new Map<string, unknown>()
  return (options) => {
    const inner = transport(options)
    const request = (async (args: RpcRequest, requestOptions?: unknown) => {
      const key = JSON.stringify([args.method, args.params ?? []])
      if (answers.has(key)) {
        const cached = answers.get(key)
        answers.delete(key)
        answers.set(key, cached)
        return cached
      }
      const result = await inner.request(args as never, requestOptions as never)
      if (isImmutable(args.method, result)) {
        answers.set(key, result)
        if (answers.size > parameters.maxEntries) answers.delete(answers.keys().next().value as string)
      }
      return result
    }) as EIP1193RequestFn
    return { ...inner, request }
  }
}

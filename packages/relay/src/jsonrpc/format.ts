/** Serialises a result for the request whose id source text is `rawId`. */
export function formatResult(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

export function formatError(rawId: string | undefined, code: number, message: string, data?: string): string {
  const error = data === undefined ? { code, message } : { code, message, data }
  return `{"id":${rawId ?? 'null'},"jsonrpc":"2.0","error":${JSON.stringify(error)}}`
}

export function formatRequest(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}

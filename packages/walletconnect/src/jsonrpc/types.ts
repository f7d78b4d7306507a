/**
 * JSON-RPC ids of the session protocol are 19-digit integers, beyond Number's safe range, so they are
 * kept as decimal strings and written into JSON as bare numbers.
 */
export type RpcId = string

export type JsonRpcRequest<params = unknown> = { id: RpcId; jsonrpc: '2.0'; method: string; params: params }
export type JsonRpcError = { code: number; message: string; data?: unknown }
export type JsonRpcResult<result = unknown> = { id: RpcId; jsonrpc: '2.0'; result: result }
export type JsonRpcErrorResponse = { id: RpcId; jsonrpc: '2.0'; error: JsonRpcError }
export type JsonRpcResponse<result = unknown> = JsonRpcResult<result> | JsonRpcErrorResponse
export type JsonRpcPayload = JsonRpcRequest | JsonRpcResponse

export function isJsonRpcRequest(payload: JsonRpcPayload): payload is JsonRpcRequest {
  return 'method' in payload
}

export function isJsonRpcError(payload: JsonRpcPayload): payload is JsonRpcErrorResponse {
  return 'error' in payload
}

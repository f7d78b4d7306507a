import { createRpcId } from './ids.ts'
import type { JsonRpcError, JsonRpcErrorResponse, JsonRpcRequest, JsonRpcResult, RpcId } from './types.ts'

export function formatRequest<params>(
  method: string,
  params: params,
  id: RpcId = createRpcId(),
): JsonRpcRequest<params> {
  return { id, jsonrpc: '2.0', method, params }
}

export function formatResult<result>(id: RpcId, result: result): JsonRpcResult<result> {
  return { id, jsonrpc: '2.0', result }
}

export function formatError(id: RpcId, error: JsonRpcError): JsonRpcErrorResponse {
  return { id, jsonrpc: '2.0', error }
}

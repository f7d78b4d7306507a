export {
  type BundlerClient,
  type CreateBundlerClientParameters,
  createBundlerClient,
  ENTRY_POINT_07,
  type SendUserOperationParameters,
  type WaitForUserOperationReceiptParameters,
} from './createBundlerClient.ts'
export { type CreateJsonRpcParameters, createJsonRpc, JsonRpcError } from './createJsonRpc.ts'
export {
  type GetUserOperationHashParameters,
  type GetUserOperationHashReturnType,
  getUserOperationHash,
} from './getUserOperationHash.ts'
export {
  createAccountAbiItem,
  executeAbiItem,
  executeBatchAbiItem,
  getAccountAddressAbiItem,
  grantSessionAbiItem,
  revokeSessionAbiItem,
  sessionsAbiItem,
} from './porticoAccountAbi.ts'

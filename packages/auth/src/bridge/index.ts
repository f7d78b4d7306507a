export { AuthVaultUnavailableError } from '../errors.ts'
export {
  type AuthBridge,
  AuthVaultError,
  AuthVaultTimeoutError,
  type CreateAuthBridgeParameters,
  createAuthBridge,
} from './createAuthBridge.ts'
export { type AuthEvmProvider, createAuthEvmProvider, ProviderRpcError } from './createAuthEvmProvider.ts'

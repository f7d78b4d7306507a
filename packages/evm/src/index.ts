// The switching decision is namespace-agnostic, so it lives in core; re-exported for EVM users.
export {
  type GetSwitchNetworkActionParameters,
  getSwitchNetworkAction,
  type SwitchNetworkAction,
} from '@portico/core'
export { INJECTED_CONNECTOR_ID, toConnector } from './connectors/toConnector.ts'
export {
  type CreateEvmAdapterParameters,
  createEvmAdapter,
  type EvmAdapter,
  type EvmConnection,
  type EvmConnectionStatus,
} from './createEvmAdapter.ts'
export { EVM_NETWORK_IMAGE_IDS } from './networks/imageIds.ts'
export { getAssetImageUrl, type ToCaipNetworkOptions, toCaipNetwork } from './networks/toCaipNetwork.ts'
export { toViemChain } from './networks/toViemChain.ts'
export { TransactionRevertedError } from './send/errors.ts'
export { EVM_CACHE_KEYS } from './storage/keys.ts'
export { type CreateRpcTransportParameters, createRpcTransport } from './transport/createRpcTransport.ts'

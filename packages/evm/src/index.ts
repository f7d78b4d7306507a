// The switching decision is namespace-agnostic, so it lives in core; re-exported for EVM users.
export {
  type GetSwitchNetworkActionParameters,
  getSwitchNetworkAction,
  type SwitchNetworkAction,
} from '@portico/core'
export {
  type DiscoverInjectedConnectorsParameters,
  type DiscoverInjectedConnectorsReturnType,
  discoverInjectedConnectors,
} from './connectors/discoverInjectedConnectors.ts'
export { INJECTED_CONNECTOR_ID, toConnector } from './connectors/toConnector.ts'
export { type CreateEvmAdapterParameters, createEvmAdapter, type EvmAdapter } from './createEvmAdapter.ts'
export {
  EvmAdapterNotSetUpError,
  type EvmAdapterNotSetUpErrorType,
  EvmNetworksRequiredError,
  type EvmNetworksRequiredErrorType,
  NotEvmNetworkError,
  type NotEvmNetworkErrorType,
  RpcUrlsRequiredError,
  type RpcUrlsRequiredErrorType,
} from './errors/config.ts'
export {
  TransactionAlreadySentError,
  type TransactionAlreadySentErrorType,
  TransactionReceiptTimeoutError,
  type TransactionReceiptTimeoutErrorType,
  TransactionRevertedError,
  type TransactionRevertedErrorType,
} from './errors/transaction.ts'
export { EVM_NETWORK_IMAGE_IDS } from './networks/imageIds.ts'
export { getAssetImageUrl, type ToCaipNetworkOptions, toCaipNetwork } from './networks/toCaipNetwork.ts'
export { toViemChain } from './networks/toViemChain.ts'
export { ERC20_TRANSFER_ABI, KNOWN_USDT_CONTRACTS, USDT_TRANSFER_ABI } from './transfer/erc20.ts'
export {
  type GetErc20TransferAbiParameters,
  type GetErc20TransferAbiReturnType,
  getErc20TransferAbi,
} from './transfer/getErc20TransferAbi.ts'
export { type CreateRpcTransportParameters, createRpcTransport } from './transport/createRpcTransport.ts'

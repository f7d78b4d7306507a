export type { AccountType } from './accounts/types.ts'
export { DEFAULT_ACCOUNT_TYPES } from './accounts/types.ts'
export type {
  AdapterContext,
  AdapterEmit,
  AdapterEventMap,
  ChainAdapter,
  ConnectedAccount,
  Connection,
  Connector,
  ConnectorType,
  KeyValueStorage,
} from './adapters/types.ts'
export type { ChainNamespace } from './caip/namespaces.ts'
export { CHAIN_NAMESPACE_NAMES, CHAIN_NAMESPACES, isChainNamespace } from './caip/namespaces.ts'
export type { CaipAddress, CaipNetwork, CaipNetworkId } from './caip/types.ts'
export type { PorticoErrorParameters } from './errors/base.ts'
export { PorticoError } from './errors/base.ts'

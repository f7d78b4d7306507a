export {
  type SendTransferErrorType,
  type SendTransferParameters,
  type SendTransferReturnType,
  sendTransfer,
} from './actions/sendTransfer.ts'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage.ts'
export {
  type SignPsbtErrorType,
  type SignPsbtParameters,
  type SignPsbtReturnType,
  signPsbt,
} from './actions/signPsbt.ts'
export {
  assertBitcoinAddress,
  type BitcoinAddress,
  type IsBitcoinAddressOptions,
  isBitcoinAddress,
} from './addresses/isBitcoinAddress.ts'
export { type GetBalanceParameters, type GetBalanceReturnType, getBalance } from './balance/getBalance.ts'
export { NETWORK_STORAGE_KEY } from './connections/bitcoinConnection.ts'
export {
  type DiscoverBitcoinConnectorsParameters,
  type DiscoverBitcoinConnectorsReturnType,
  discoverBitcoinConnectors,
} from './connectors/discoverBitcoinConnectors.ts'
export { getSatsConnectProviders } from './connectors/getSatsConnectProviders.ts'
export { BITCOIN_WALLET_FEATURES, isBitcoinWallet } from './connectors/isBitcoinWallet.ts'
export {
  BITCOIN_CONNECTOR_IDS,
  getBitcoinConnectorId,
  SATS_CONNECT_CONNECTOR_IDS,
  toBitcoinConnector,
} from './connectors/toConnector.ts'
export type { BitcoinWalletHandle } from './connectors/types.ts'
export {
  type BitcoinAdapter,
  type BitcoinWalletActions,
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
} from './createBitcoinAdapter.ts'
export {
  BitcoinAccountNotFoundError,
  type BitcoinAccountNotFoundErrorType,
  BitcoinNetworkNotSupportedError,
  type BitcoinNetworkNotSupportedErrorType,
} from './errors/adapter.ts'
export { InvalidBitcoinAddressError, type InvalidBitcoinAddressErrorType } from './errors/address.ts'
export {
  InsufficientFundsError,
  type InsufficientFundsErrorType,
  PsbtNotFinalizedError,
  type PsbtNotFinalizedErrorType,
  UnsupportedPaymentAddressError,
  type UnsupportedPaymentAddressErrorType,
} from './errors/transfer.ts'
export * from './networks/index.ts'
export type {
  SatsConnectAddress,
  SatsConnectEvent,
  SatsConnectProvider,
  SatsConnectProviderInfo,
} from './wallets/satsConnect/types.ts'
export type {
  BitcoinAccount,
  MessageSigningProtocol,
  SignedMessage,
  SignedPsbt,
  TransferRecipient,
} from './wallets/types.ts'

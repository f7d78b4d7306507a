export { ConnectButton, type ConnectButtonProps } from './components/connectButton.tsx'
export { NetworkButton } from './components/networkButton.tsx'
export {
  PorticoProviderNotFoundError,
  type PorticoProviderNotFoundErrorType,
} from './errors/context.ts'
export { type UseAccountReturnType, useAccount } from './hooks/useAccount.ts'
export { type UseModalReturnType, useModal } from './hooks/useModal.ts'
export { type UseNetworkReturnType, useNetwork } from './hooks/useNetwork.ts'
export { type UsePorticoErrorType, usePortico } from './hooks/usePortico.ts'
export { type PorticoState, usePorticoState } from './hooks/usePorticoState.ts'
export { useWalletInfo } from './hooks/useWalletInfo.ts'
export { getMessages, type MessageKey, type Messages } from './messages/index.ts'
export { PorticoProvider, type PorticoProviderProps } from './provider.tsx'

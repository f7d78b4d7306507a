export {
  type CreatePorticoModalParameters,
  type CreatePorticoModalReturnType,
  createPorticoModal,
  type PorticoEventListener,
  type PorticoModal,
} from './createPorticoModal.ts'
export { CONNECT_BUTTON_TAG, defineElements, NETWORK_BUTTON_TAG } from './elements.ts'
export type {
  PorticoAccountDetail,
  PorticoEventMap,
  PorticoEventName,
  PorticoNetworkDetail,
} from './events.ts'

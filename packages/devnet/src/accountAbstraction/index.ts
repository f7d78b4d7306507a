export { DEVNET_ACCOUNT_ABSTRACTION } from '../contracts.ts'
export { type CreateDevnetPaymasterParameters, createDevnetPaymaster } from './createDevnetPaymaster.ts'
export {
  type ToPorticoSessionAccountParameters,
  toPorticoSessionAccount,
} from './toPorticoSessionAccount.ts'
export {
  type PorticoSmartAccount,
  type ToPorticoSmartAccountParameters,
  toPorticoSmartAccount,
} from './toPorticoSmartAccount.ts'

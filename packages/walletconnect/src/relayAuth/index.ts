export {
  RELAY_ERROR_CODES,
  RelayAuthError,
  type RelayAuthErrorType,
  type RelayErrorCode,
} from '../errors/relay.ts'
export { RELAY_AUTH } from './constants.ts'
export {
  type CreateRelayIdentityErrorType,
  type CreateRelayIdentityReturnType,
  createRelayIdentity,
  type RelayIdentity,
} from './createRelayIdentity.ts'
export { type DecodeDidKeyErrorType, decodeDidKey } from './decodeDidKey.ts'
export { type EncodeDidKeyErrorType, encodeDidKey } from './encodeDidKey.ts'
export { getClientId } from './getClientId.ts'
export {
  type SignRelayJwtErrorType,
  type SignRelayJwtParameters,
  type SignRelayJwtReturnType,
  signRelayJwt,
} from './signRelayJwt.ts'
export { stripTrailingSlash } from './stripTrailingSlash.ts'
export type { RelayJwtClaims, RelayJwtHeader } from './types.ts'
export {
  type VerifyRelayJwtErrorType,
  type VerifyRelayJwtParameters,
  type VerifyRelayJwtReturnType,
  verifyRelayJwt,
} from './verifyRelayJwt.ts'

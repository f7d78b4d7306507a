export { type ParsedName, parseAccountName } from './accountName.ts'
export { chainIdOfCoinType } from './coinType.ts'
export {
  BUILT_IN_ZONES,
  DEFAULT_MAX_MESSAGE_AGE_SECONDS,
  DEFAULT_NAMES_PER_ADDRESS,
  type NamesOptions,
} from './options.ts'
export { parseRegistrationMessage, type RegistrationMessage } from './registrationMessage.ts'
export {
  byZonePreference,
  nameZones,
  type RegisterNameRoutesParameters,
  registerNameRoutes,
} from './routes.ts'
export {
  type NameRecord,
  type NameRegistration,
  NameStore,
  type RegisterOutcome,
} from './storage/nameStore.ts'

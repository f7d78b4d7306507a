export { type CompleteOidcLoginParameters, completeOidcLogin } from './completeOidcLogin.ts'
export {
  FARCASTER_TEST_USERS,
  type FarcasterTestUser,
  farcasterCustodyKey,
  type StartFarcasterRelayReturnType,
  startFarcasterRelay,
} from './farcasterRelay.ts'
export type { RunningStandin, StandinParameters } from './http.ts'
export {
  type CaughtMail,
  type StartMailCatcherParameters,
  type StartMailCatcherReturnType,
  startMailCatcher,
} from './mailCatcher.ts'
export {
  DEFAULT_OIDC_CLIENT,
  OIDC_TEST_USERS,
  type OidcTestClient,
  type OidcTestUser,
  type StartOidcProviderParameters,
  type StartOidcProviderReturnType,
  startOidcProvider,
} from './oidcProvider.ts'
export { type StartStandinsReturnType, startStandins } from './startStandins.ts'

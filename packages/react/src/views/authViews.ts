/**
 * The views of email, social and Farcaster login in one chunk: they share the login's state, popup and
 * form code, which would otherwise be small chunks of their own.
 */
export { ConnectingFarcasterView } from './connectingFarcaster.tsx'
export { ConnectingSocialView } from './connectingSocial.tsx'
export { EmailLoginView } from './emailLogin.tsx'
export { UpdateEmailWalletView } from './updateEmailWallet.tsx'

import type { MessageTexts } from './en.ts'

/** The id of each lazy view's catalogue of texts (`ViewCatalogue`). */
export type ViewCatalogueId =
  | 'activity'
  | 'addresses'
  | 'allWallets'
  | 'authSettings'
  | 'buy'
  | 'connectingSocial'
  | 'dataCapture'
  | 'emailLogin'
  | 'networks'
  | 'nfts'
  | 'profileWallets'
  | 'receive'
  | 'registerName'
  | 'selectToken'
  | 'send'
  | 'sendPreview'
  | 'signIn'
  | 'smartSessions'
  | 'swap'
  | 'switchActiveChain'
  | 'switchNetwork'
  | 'tokens'
  | 'updateEmail'
  | 'walletConnect'

/**
 * The texts of every lazy view in one locale (`locales/<locale>.views.ts`), by catalogue id, and the
 * translations of the errors' fixed messages in the order of `ERROR_MESSAGE_IDS`.
 */
export type ViewTexts = { errors: MessageTexts } & Record<ViewCatalogueId, MessageTexts>

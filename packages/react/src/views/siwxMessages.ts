import type { ViewCatalogue } from '../messages/index.ts'

/** SIWXSignMessage's texts, in its chunk rather than in the page's first download. */
export const SIGN_IN_MESSAGES = {
  id: 'signIn',
  en: {
    signInTitle: '{name} needs to connect to your wallet',
    signInText: 'Sign this message to prove you own this wallet and proceed.',
    signInRequiredText:
      'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
    signInWaiting: 'Approve the sign-in request in your wallet.',
    sign: 'Sign',
    signing: 'Signing…',
  },
} as const satisfies ViewCatalogue

import type { ViewCatalogue } from '../messages/index.ts'

/** EmailLogin's and the code entry's texts, in the view's chunk. */
export const EMAIL_LOGIN_MESSAGES = {
  id: 'emailLogin',
  en: {
    codeSent: 'Enter the code we sent to {email}',
    codeHint: 'The code expires in 10 minutes.',
    codeDigit: 'Digit {index} of 6',
    codeGroup: 'Verification code',
    resendCode: 'Resend code',
    codeResent: 'A new code is on its way',
    attemptsLeft: '{count, plural, one {# attempt left} other {# attempts left}}',
    verifying: 'Checking the code…',
    authInitFailed: 'A problem occurred while trying initialize authentication',
    changeEmail: 'Use another email',
    /** The refusal of a code and, as its own sentence, the attempts left. */
    codeRefused: '{message}. {attempts}.',
  },
} as const satisfies ViewCatalogue

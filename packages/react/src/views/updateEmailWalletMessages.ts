import type { ViewCatalogue } from '../messages/index.ts'

/** UpdateEmailWallet's texts, in its chunk. */
export const UPDATE_EMAIL_MESSAGES = {
  id: 'updateEmail',
  en: {
    newEmail: 'New email',
    sendCodes: 'Send codes',
    codesSent: 'We sent a code to your current address and one to {email}.',
    currentCode: 'Code sent to your current email',
    newCode: 'Code sent to {email}',
    confirmChange: 'Change email',
    emailChanged: 'Email changed',
    waiting: 'Confirming…',
  },
} as const satisfies ViewCatalogue

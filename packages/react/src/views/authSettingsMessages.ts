import type { ViewCatalogue } from '../messages/index.ts'

/** The embedded wallet's account settings texts, in the Account chunk. */
export const AUTH_SETTINGS_MESSAGES = {
  id: 'authSettings',
  en: {
    walletSettings: 'Wallet settings',
    changeEmail: 'Change email',
    exportKey: 'Export private key',
    recoveryPasscode: 'Recovery passcode',
  },
} as const satisfies ViewCatalogue

import type { ViewCatalogue } from '../messages/index.ts'

/** The embedded wallet's account settings texts, in the Account chunk. */
export const AUTH_SETTINGS_MESSAGES = {
  id: 'authSettings',
  en: {
    walletSettings: 'Wallet settings',
    changeEmail: 'Change email',
    exportKey: 'Export private key',
    recoveryPasscode: 'Recovery passcode',
    smartSessions: 'Sessions',
    smartAccount: 'Smart account',
    smartAccountDeployed: 'Smart account: deployed',
    smartAccountCounterfactual: 'Smart account: created by its first transaction',
    smartAccountUnavailable: 'Smart accounts are not available on this network',
    eoa: 'Account type: EOA (the key’s own address)',
    useSmartAccount: 'Use a smart account',
  },
} as const satisfies ViewCatalogue

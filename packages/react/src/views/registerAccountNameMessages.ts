import type { ViewCatalogue } from '../messages/index.ts'

/** RegisterAccountName's and RegisterAccountNameSuccess's texts, in their chunks. */
export const REGISTER_NAME_MESSAGES = {
  id: 'registerName',
  en: {
    registerNameText: 'Your name is how people find and recognise your account, instead of its address.',
    accountName: 'Account name',
    accountNamePlaceholder: 'yourname',
    nameChecking: 'Checking availability…',
    nameAvailable: '{name} is available',
    nameTaken: '{name} is already taken',
    nameSuggestions: 'Available names',
    registerName: 'Register',
    registerNameSigning: 'Sign in your wallet…',
    registerNameSuccess: '{name} is your account name now',
    registerNameSuccessText: 'It shows instead of your address wherever this app shows your account.',
    backToAccount: 'Back to account',
  },
} as const satisfies ViewCatalogue

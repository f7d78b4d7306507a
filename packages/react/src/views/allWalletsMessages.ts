import type { ViewCatalogue } from '../messages/index.ts'

/** All Wallets' texts, in the view's chunk rather than in the page's first download. */
export const ALL_WALLETS_MESSAGES = {
  id: 'allWallets',
  en: {
    searchWallet: 'Search wallet',
    searchPlaceholder: 'Search wallet',
    noWalletFound: 'No wallet found',
    loadingWallets: 'Loading wallets',
    noWalletFoundText: 'Check the spelling or search for another wallet.',
    clearSearch: 'Clear search',
  },
} as const satisfies ViewCatalogue

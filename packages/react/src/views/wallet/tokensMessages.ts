import type { ViewCatalogue } from '../../messages/index.ts'

/** The Tokens tab's texts, in the view's chunk rather than in the page's first download. */
export const TOKENS_MESSAGES = {
  id: 'tokens',
  en: {
    noTokens: 'No tokens yet',
    noTokensText: 'Tokens you receive on {network} will show up here.',
    totalBalance: 'Total balance',
    loadingTokens: 'Loading tokens',
  },
} as const satisfies ViewCatalogue

import type { ViewCatalogue } from '../../messages/index.ts'

/** The token picker's texts, in the view's chunk rather than in the page's first download. */
export const SELECT_TOKEN_MESSAGES = {
  id: 'selectToken',
  en: {
    searchToken: 'Search token',
    yourTokens: 'Your tokens',
    noTokenFound: 'No token found',
    noTokenFoundText: 'Search by another name or symbol.',
    clearSearch: 'Clear search',
  },
} as const satisfies ViewCatalogue

import type { ViewCatalogue } from '../../messages/index.ts'

/** The NFTs tab's texts, in the view's chunk rather than in the page's first download. */
export const NFTS_MESSAGES = {
  id: 'nfts',
  en: {
    noNfts: 'No NFTs yet',
    noNftsText: 'Collectibles you own will show up here.',
    loadingNfts: 'Loading NFTs',
  },
} as const satisfies ViewCatalogue

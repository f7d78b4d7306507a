import type { ViewCatalogue } from '../messages/index.ts'

/** The address list's texts, in the view's chunk rather than in the page's first download. */
export const ADDRESSES_MESSAGES = {
  id: 'addresses',
  en: {
    copyNamedAddress: 'Copy {name}',
    addresses: 'Addresses',
    address: 'Address',
    paymentAddress: 'Payment address',
    ordinalsAddress: 'Ordinals address',
    active: 'Active',
  },
} as const satisfies ViewCatalogue

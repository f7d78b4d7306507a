import type { FromSchema } from 'json-schema-to-ts'

/**
 * The wallet directory's answer (`GET /getWallets`, docs/rules/api.md) as JSON schemas: the server
 * documents the route with them, and the types below are read from them.
 */

const text = { type: 'string' } as const
const nullableText = { type: ['string', 'null'] } as const
const textList = { type: 'array', items: text } as const

/** A wallet of the directory (docs/rules/entities.md Wallet): every field is sent, null when unknown. */
export const directoryWalletSchema = {
  type: 'object',
  properties: {
    id: text,
    name: text,
    image_id: {
      ...nullableText,
      description: 'Id for `/getWalletImage/{id}`; null when the wallet has no logo',
    },
    image_url: {
      ...nullableText,
      description: 'Absolute URL of the logo on this server; null when there is none',
    },
    homepage: nullableText,
    rdns: { ...nullableText, description: 'EIP-6963 reverse-DNS id' },
    mobile_link: {
      ...nullableText,
      description: 'Deep link for WalletConnect on mobile: the native scheme, else the universal link',
    },
    universal_link: nullableText,
    wc_uri_templates: {
      ...textList,
      description: 'Full WalletConnect deep-link templates; `{uri}` stands for the URL-encoded `wc:` URI',
    },
    desktop_link: nullableText,
    webapp_link: nullableText,
    app_store: nullableText,
    play_store: nullableText,
    chrome_store: nullableText,
    chains: {
      ...textList,
      description: 'CAIP-2 chain ids from the 2022 registry (stale; prefer `namespaces`)',
    },
    namespaces: { ...textList, description: 'CAIP-2 namespaces the wallet supports; empty means unknown' },
    aliases: textList,
    injected: {
      description: "How a dapp detects the wallet's injected provider",
      type: 'array',
      items: {
        type: 'object',
        properties: {
          namespace: text,
          global: { ...nullableText, description: 'JS path of the provider, such as `window.okxwallet`' },
          flag: { ...nullableText, description: 'Boolean marker on the provider, such as `isRabby`' },
        },
        required: ['namespace', 'global', 'flag'],
        additionalProperties: false,
      },
    },
    walletconnect_id: nullableText,
    badge_type: {
      type: 'string',
      enum: ['none', 'certified'],
      description: "'certified' marks well-known wallets; 'none' is every other wallet",
    },
  },
  required: [
    'id',
    'name',
    'image_id',
    'image_url',
    'homepage',
    'rdns',
    'mobile_link',
    'universal_link',
    'wc_uri_templates',
    'desktop_link',
    'webapp_link',
    'app_store',
    'play_store',
    'chrome_store',
    'chains',
    'namespaces',
    'aliases',
    'injected',
    'walletconnect_id',
    'badge_type',
  ],
  additionalProperties: false,
} as const

/** `GET /getWallets`: a page of wallets and the number of wallets that match. */
export const walletPageAnswerSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: directoryWalletSchema }, count: { type: 'integer' } },
  required: ['data', 'count'],
  additionalProperties: false,
} as const

/** A wallet as `GET /getWallets` answers it. */
export type DirectoryWallet = FromSchema<typeof directoryWalletSchema>
/** `GET /getWallets`'s answer. */
export type WalletPageAnswer = FromSchema<typeof walletPageAnswerSchema>

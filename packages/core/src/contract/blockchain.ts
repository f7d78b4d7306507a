import type { FromSchema } from 'json-schema-to-ts'

/**
 * The blockchain API's answers (docs/rules/api.md) as JSON schemas: the server answers and documents its
 * routes with them, and the client's types below are read from them.
 */

const text = { type: 'string' } as const
const nullableText = { type: ['string', 'null'] } as const
const caipList = { type: 'array', items: text } as const

/** `GET /v1/supported-chains`: CAIP-2 ids served over HTTP, over WebSocket, and with transaction history. */
export const supportedChainsAnswerSchema = {
  type: 'object',
  properties: { http: caipList, ws: caipList, history: caipList },
  required: ['http', 'ws', 'history'],
  additionalProperties: false,
} as const

/** `GET /v1/identity/{address}`: the name and avatar, both null when there is none. */
export const identityAnswerSchema = {
  type: 'object',
  properties: { name: nullableText, avatar: nullableText },
  required: ['name', 'avatar'],
  additionalProperties: false,
} as const

/** `GET /v1/convert/gas-price`: in wei, as decimal strings (docs/rules/entities.md Gas price result). */
export const gasPriceAnswerSchema = {
  type: 'object',
  properties: { standard: text, fast: text, instant: text },
  required: ['standard', 'fast', 'instant'],
  additionalProperties: false,
} as const

/** One ERC721 the account holds. */
export const nftSchema = {
  type: 'object',
  properties: {
    chainId: text,
    contract: text,
    tokenId: text,
    name: nullableText,
    image: nullableText,
    collection: {
      type: 'object',
      properties: { name: nullableText, symbol: nullableText },
      required: ['name', 'symbol'],
      additionalProperties: false,
    },
  },
  required: ['chainId', 'contract', 'tokenId', 'name', 'image', 'collection'],
  additionalProperties: false,
} as const

/** `GET /v1/account/{address}/nfts`. */
export const nftsAnswerSchema = {
  type: 'object',
  properties: { nfts: { type: 'array', items: nftSchema } },
  required: ['nfts'],
  additionalProperties: false,
} as const

/** The networks the blockchain API serves. */
export type SupportedChains = FromSchema<typeof supportedChainsAnswerSchema>
/** An address's name and avatar. */
export type Identity = FromSchema<typeof identityAnswerSchema>
/** A gas price answer in wei, as decimal strings. */
export type GasPrice = FromSchema<typeof gasPriceAnswerSchema>
/** One ERC721 the account holds (`GET /v1/account/{address}/nfts`, beyond the rules). */
export type Nft = FromSchema<typeof nftSchema>

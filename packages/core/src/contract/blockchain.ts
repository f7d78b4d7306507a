import type { FromSchema } from 'json-schema-to-ts'
import type { CaipAddress } from '../caip/types.ts'
import { listAnswerSchema } from './listAnswer.ts'

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
export const nftsAnswerSchema = listAnswerSchema('nfts', nftSchema)

/** One token balance (docs/rules/entities.md Token balance); the native coin has no `address`. */
export const tokenBalanceSchema = {
  type: 'object',
  properties: {
    name: text,
    symbol: text,
    chainId: text,
    address: text,
    value: { type: 'number' },
    price: { type: 'number' },
    quantity: {
      type: 'object',
      properties: { decimals: text, numeric: text },
      required: ['decimals', 'numeric'],
      additionalProperties: false,
    },
    iconUrl: text,
  },
  required: ['name', 'symbol', 'chainId', 'value', 'price', 'quantity', 'iconUrl'],
  additionalProperties: false,
} as const

/** `GET /v1/account/{address}/balance`. */
export const balancesAnswerSchema = listAnswerSchema('balances', tokenBalanceSchema)

/** Addresses one `POST /v1/fungible/price` may ask about. */
export const MAX_PRICE_ADDRESSES = 100

/** `POST /v1/fungible/price`'s body. */
export const fungiblePricesRequestSchema = {
  type: 'object',
  properties: {
    currency: {
      type: 'string',
      pattern: '^[A-Za-z]{2,10}$',
      description: 'The currency of the prices, e.g. usd',
    },
    addresses: {
      description: 'The tokens, by CAIP-10 address or `{caipNetworkId}:native`',
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 200 },
      minItems: 1,
      maxItems: MAX_PRICE_ADDRESSES,
    },
    projectId: { description: 'The project (also accepted in the query)', type: 'string', maxLength: 128 },
  },
  required: ['currency', 'addresses'],
  additionalProperties: false,
} as const

/** One token's price: `address` is the CAIP-10 address as asked. */
export const fungiblePriceSchema = {
  type: 'object',
  properties: { address: text, name: text, symbol: text, iconUrl: text, price: { type: 'number' } },
  required: ['address', 'name', 'symbol', 'iconUrl', 'price'],
  additionalProperties: false,
} as const

/** `POST /v1/fungible/price`: the prices of the tokens the server knows, the others left out. */
export const fungiblePricesAnswerSchema = listAnswerSchema('fungibles', fungiblePriceSchema)

/**
 * A token balance as the blockchain API answers it (docs/rules/entities.md Token balance). A JSON schema
 * cannot brand a string, so `address` is narrowed to the CAIP-10 type the server checks it is.
 */
export type TokenBalance = Omit<FromSchema<typeof tokenBalanceSchema>, 'address'> & {
  /** CAIP-10 token address; absent for the native token. */
  address?: CaipAddress | undefined
}
/** What `POST /v1/fungible/price` takes. */
export type FungiblePricesRequest = FromSchema<typeof fungiblePricesRequestSchema>
/** One price answer of `POST /v1/fungible/price`. */
export type FungiblePrice = FromSchema<typeof fungiblePriceSchema>
/** The networks the blockchain API serves. */
export type SupportedChains = FromSchema<typeof supportedChainsAnswerSchema>
/** An address's name and avatar. */
export type Identity = FromSchema<typeof identityAnswerSchema>
/** A gas price answer in wei, as decimal strings. */
export type GasPrice = FromSchema<typeof gasPriceAnswerSchema>
/** One ERC721 the account holds (`GET /v1/account/{address}/nfts`, beyond the rules). */
export type Nft = FromSchema<typeof nftSchema>

import { InvalidCaipNetworkIdError, isCaipNetworkId, walletPageAnswerSchema } from '@portico/core'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../server/context.ts'
import type { BadgeType } from '../../wallets/wallet.ts'
import { MAX_WALLET_ENTRIES } from '../../wallets/walletDirectory.ts'
import { encode, negotiateEncoding } from '../contentEncoding.ts'
import { HttpError } from '../httpError.ts'
import { matchesEtag } from '../matchesEtag.ts'
import { serverOrigin } from '../requestOrigin.ts'
import { ResponseCache } from '../responseCache.ts'
import { errorResponses, notModifiedSchema, querySchema } from '../schemas.ts'

const ID = '[A-Za-z0-9][A-Za-z0-9._-]{0,127}'
/** Encoded /getWallets answers kept per directory revision. */
const RESPONSE_CACHE_ENTRIES = 256
/**
 * A returning visitor's browser shows its stored list at once and revalidates it alongside with the
 * ETag (a 304 while the directory has not changed), so a re-import shows one open later at the latest.
 */
export const WALLET_LIST_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=86400'
/** Ids a list parameter may name. */
export const MAX_LIST_ITEMS = 100

type GetWalletsQuery = {
  page: number
  entries: number
  search?: string
  include?: string
  exclude?: string
  badge_type?: BadgeType
  chains?: string
}

// The directory lists wallets of every ecosystem, so a chain filter may name any CAIP-2 namespace.
function chainList(value: string | undefined): string[] | undefined {
  const chains = list(value, 'chains')
  const invalid = chains?.find((chain) => !isCaipNetworkId(chain, { namespace: 'any' }))
  if (invalid !== undefined) throw new HttpError(400, new InvalidCaipNetworkIdError(invalid).shortMessage)
  return chains
}

function list(value: string | undefined, name: string): string[] | undefined {
  if (!value) return undefined
  const items = value.split(',')
  if (items.length > MAX_LIST_ITEMS) {
    throw new HttpError(400, `querystring.${name} must list at most ${MAX_LIST_ITEMS} items`)
  }
  return items
}

export function registerWalletRoutes(app: FastifyInstance, context: ServerContext): void {
  const responses = new ResponseCache(RESPONSE_CACHE_ENTRIES)
  app.get<{ Querystring: GetWalletsQuery }>(
    '/getWallets',
    {
      schema: {
        summary: 'A page of the wallet directory, filtered and searched',
        querystring: querySchema({
          page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
          entries: { type: 'integer', minimum: 1, maximum: MAX_WALLET_ENTRIES, default: 40 },
          search: { type: 'string', maxLength: 100 },
          include: { type: 'string', maxLength: 13_000, pattern: `^(${ID}(,${ID})*)?$` },
          exclude: { type: 'string', maxLength: 13_000, pattern: `^(${ID}(,${ID})*)?$` },
          badge_type: { type: 'string', enum: ['none', 'certified'] },
          chains: { type: 'string', maxLength: 4_200 },
        }),
        response: {
          200: {
            ...walletPageAnswerSchema,
            description: 'A page of wallets and the number of wallets that match',
          },
          304: notModifiedSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { query } = request
      const walletQuery = {
        page: query.page,
        entries: query.entries,
        search: query.search?.trim().toLowerCase(),
        include: list(query.include, 'include'),
        exclude: list(query.exclude, 'exclude'),
        badgeType: query.badge_type,
        chains: chainList(query.chains),
      }
      const origin = serverOrigin(request, context.publicUrl)
      const encoding = negotiateEncoding(request.headers['accept-encoding'])
      const directory = context.directory.current
      const key = JSON.stringify([origin, encoding, walletQuery])
      const { body, etag } = responses.get(directory.revision, key, () =>
        encode(directory.queryJson(walletQuery, origin), encoding),
      )
      reply
        .header('vary', 'Accept-Encoding')
        .header('etag', etag)
        .header('cache-control', WALLET_LIST_CACHE_CONTROL)
        .type('application/json; charset=utf-8')
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()
      if (encoding !== 'identity') reply.header('content-encoding', encoding)
      // Already serialised (and compressed) by the read model; Fastify sends buffers as they are.
      return reply.send(body)
    },
  )
}

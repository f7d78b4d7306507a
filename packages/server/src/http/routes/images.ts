import type { FastifyInstance } from 'fastify'
import type { ImageAsset } from '../../images/imageAsset.ts'
import type { ServerContext } from '../../server/context.ts'
import { HttpError } from '../httpError.ts'
import {
  errorResponses,
  imageParamsSchema,
  imageResponseSchema,
  notModifiedSchema,
  querySchema,
} from '../schemas.ts'
import { sendImage } from '../sendImage.ts'

type ImageLookup = (id: string) => ImageAsset | undefined

const imageSchema = {
  params: imageParamsSchema,
  querystring: querySchema(),
  response: { 200: imageResponseSchema, 304: notModifiedSchema, ...errorResponses },
} as const

/** The four image routes of docs/rules/api.md: wallet logos, chain logos, currency badges and token badges. */
export function registerImageRoutes(app: FastifyInstance, context: ServerContext): void {
  const route = (path: string, kind: string, lookup: ImageLookup) => {
    const schema = { ...imageSchema, summary: `The ${kind} image by id (ETag, long-lived cache)` }
    app.get<{ Params: { id: string } }>(path, { schema }, async (request, reply) => {
      const image = lookup(request.params.id)
      if (!image) throw new HttpError(404, `Unknown ${kind} image "${request.params.id}"`)
      return sendImage(request, reply, image)
    })
  }
  route('/getWalletImage/:id', 'wallet', (id) => context.directory.current.images.get(id))
  route('/public/getAssetImage/:id', 'asset', (id) => context.images.assets.get(id))
  route('/public/getCurrencyImage/:id', 'currency', (id) => context.images.currencies.get(id.toUpperCase()))
  route('/public/getTokenImage/:id', 'token', (id) => context.images.tokens.get(id.toLowerCase()))
}

import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ImageAsset } from '../images/imageAsset.ts'
import { matchesEtag } from './matchesEtag.ts'

/** A week fresh, then revalidated with the ETag; ids keep their meaning across imports but bytes may change. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400'

/** Sends image bytes with caching headers, or 304 when the client already has them. */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: ImageAsset) {
  reply
    .header('etag', image.etag)
    .header('cache-control', IMAGE_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send()
  return reply.type(image.contentType).send(image.body)
}

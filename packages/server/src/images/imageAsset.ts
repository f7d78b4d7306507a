import { createHash } from 'node:crypto'
import { extname } from 'node:path'

/** Image bytes ready to serve, with a strong ETag over the bytes. */
export type ImageAsset = {
  contentType: string
  body: Buffer
  etag: string
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
}

export function contentTypeOf(fileName: string): string | undefined {
  return CONTENT_TYPES[extname(fileName).toLowerCase()]
}

export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

export function createImageAsset(body: Uint8Array, contentType: string, etag = etagOf(body)): ImageAsset {
  return { contentType, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength), etag }
}

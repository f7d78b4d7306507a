import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type ContentEncoding = 'br' | 'gzip' | 'identity'

/** Picks br, then gzip, from an Accept-Encoding header (q=0 means refused); identity otherwise. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity'
  const accepted = new Set<string>()
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    if (!refused) accepted.add(token.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}

export function encode(body: Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    })
  }
  if (encoding === 'gzip') return gzipSync(body, { level: 6 })
  return body
}

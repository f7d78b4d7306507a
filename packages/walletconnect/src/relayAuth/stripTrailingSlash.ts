/**
 * A URL or path without its trailing slash, the form relay audiences are compared in.
 *
 * @example
 * stripTrailingSlash('ws://127.0.0.1:8787/relay/') // 'ws://127.0.0.1:8787/relay'
 */
export function stripTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url
}

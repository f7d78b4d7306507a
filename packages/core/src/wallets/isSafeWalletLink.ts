/** Schemes that run code, read local data or reach browser internals: never a wallet's way in. */
const UNSAFE_SCHEMES = new Set([
  'about',
  'blob',
  'chrome',
  'chrome-extension',
  'data',
  'file',
  'filesystem',
  'javascript',
  'moz-extension',
  'resource',
  'view-source',
  'vbscript',
  'ws',
  'wss',
])
const SCHEME = /^([a-z][a-z0-9+.-]{0,62}):/i
// Characters that browsers strip or fold before they read a scheme (`java\nscript:`, `\u0000javascript:`).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/

export type IsSafeWalletLinkParameters = {
  /** `web`: pages and stores (http or https only). `app`: also a wallet's own deep-link scheme (`trust://`). */
  kind: 'web' | 'app'
}

/**
 * Whether a link from the wallet directory or a custom wallet may be opened: an http(s) URL, or for app
 * links a wallet deep-link scheme (`metamask://`, `trust:`). `javascript:`, `data:`, `file:` and the
 * like are refused, as are links with whitespace or control characters.
 *
 * @example
 * isSafeWalletLink('https://metamask.io', { kind: 'web' }) // true
 * isSafeWalletLink('metamask://', { kind: 'app' }) // true
 * isSafeWalletLink('javascript:alert(1)', { kind: 'app' }) // false
 */
export function isSafeWalletLink(link: string, parameters: IsSafeWalletLinkParameters): boolean {
  if (link.length === 0 || link.length > 2048 || CONTROL.test(link)) return false
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase()
  if (!scheme) return false
  if (scheme === 'http' || scheme === 'https') {
    try {
      return new URL(link).hostname !== ''
    } catch {
      return false
    }
  }
  return parameters.kind === 'app' && !UNSAFE_SCHEMES.has(scheme)
}

// Security headers for the pages the dev servers serve (the demo, the web dev wallet, @portico/html's
// browser build and example page). Inline scripts are allowed by their SHA-256 hash, computed from each
// HTML answer as it is sent, so even Vite's dev preamble and the plain-HTML example's import map run
// without 'unsafe-inline'.
import { createHash } from 'node:crypto'

/** Everything the local stack listens on: the server, the vault, the devnets and the relay. */
const LOCAL = 'http://127.0.0.1:* http://localhost:* ws://127.0.0.1:* ws://localhost:*'
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/**
 * The Content-Security-Policy of an HTML page: its own scripts plus the inline ones in `html` by hash;
 * connections, images and frames (the vault) only to itself and 127.0.0.1; never framed.
 */
export function pageContentSecurityPolicy(html) {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  )
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${[...new Set(hashes)].join(' ')}`.trim(),
    // The modal sets style attributes and constructs style sheets at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${LOCAL}`,
    "font-src 'self' data:",
    `connect-src 'self' ${LOCAL}`,
    `frame-src ${LOCAL}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** @type {import('vite').Connect.NextHandleFunction} */
function setSecurityHeaders(_request, response, next) {
  response.setHeader('X-Content-Type-Options', 'nosniff')
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  response.setHeader('X-Frame-Options', 'DENY')
  // Streamed pages (the preview server's built HTML, which has no inline script) keep this one.
  response.setHeader('Content-Security-Policy', pageContentSecurityPolicy(''))
  const end = response.end.bind(response)
  response.end = (chunk, ...rest) => {
    const type = String(response.getHeader('Content-Type') ?? '')
    // A 304 updates the cached answer's headers: it must keep the policy with that page's hashes.
    if (response.statusCode === 304 && !response.headersSent) response.removeHeader('Content-Security-Policy')
    else if (chunk && type.startsWith('text/html') && !response.headersSent)
      response.setHeader('Content-Security-Policy', pageContentSecurityPolicy(String(chunk)))
    return end(chunk, ...rest)
  }
  next()
}

/**
 * A Vite plugin that sends the headers on every answer of the dev and preview servers.
 *
 * @example
 * export default defineConfig({ plugins: [securityHeaders(), react()] })
 */
export function securityHeaders() {
  return {
    name: 'portico-security-headers',
    configureServer: (server) => void server.middlewares.use(setSecurityHeaders),
    configurePreviewServer: (server) => void server.middlewares.use(setSecurityHeaders),
  }
}

import { existsSync, readFileSync, statSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { type Connect, defineConfig, type Plugin } from 'vite'
import { securityHeaders } from '../../scripts/securityHeaders.mjs'
import { sourceConditions } from '../../scripts/sourceConditions.mjs'

const HTML_PACKAGE = fileURLToPath(new URL('../../packages/html/', import.meta.url))
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/**
 * Static folders as a host without a build step has them: @portico/html's browser build at /portico/
 * (built by `npm start`) and its plain-HTML example page at /html/, both served untouched by Vite.
 */
function staticFolders(folders: Record<string, string>): Plugin {
  const serve: Connect.NextHandleFunction = (request, response: ServerResponse, next) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')
    const prefix = Object.keys(folders).find((candidate) => path.startsWith(candidate))
    if (!prefix) return next()
    const root = folders[prefix] as string
    const file = normalize(join(root, path.slice(prefix.length) || 'index.html'))
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) return next()
    response.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream')
    response.setHeader('Cache-Control', 'no-cache')
    response.end(readFileSync(file))
  }
  return {
    name: 'portico-static-folders',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  }
}

export default defineConfig({
  ...sourceConditions,
  plugins: [
    securityHeaders(),
    react(),
    staticFolders({
      '/portico/': join(HTML_PACKAGE, 'dist/browser/'),
      '/html/': join(HTML_PACKAGE, 'example/'),
    }),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    reportCompressedSize: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        headless: fileURLToPath(new URL('headless.html', import.meta.url)),
        ssr: fileURLToPath(new URL('ssr.html', import.meta.url)),
      },
    },
  },
})

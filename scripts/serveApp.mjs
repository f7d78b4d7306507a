#!/usr/bin/env node
// Serves one of the stack's Vite apps (the demo or the web dev wallet) as a production build: builds it
// into node_modules/.portico-apps/<app>-<port> with the VITE_* variables of this environment, then
// serves that folder with Vite's preview server (same plugins, so the same headers and static folders).
// `npm start` uses it when PORTICO_APPS=build; `npm test` does, because a built page loads in a few
// requests where the dev server sends every source module, which is most of a browser test's time.
// Usage: node scripts/serveApp.mjs <app folder> <port>
import { join, resolve } from 'node:path'
import { build, preview } from 'vite'

const root = new URL('..', import.meta.url).pathname
const [appFolder, port] = process.argv.slice(2)
if (!appFolder || !port) {
  console.error('Usage: node scripts/serveApp.mjs <app folder> <port>')
  process.exit(2)
}
const appRoot = resolve(appFolder)
const outDir = join(root, 'node_modules/.portico-apps', `${appRoot.split('/').pop()}-${port}`)

await build({ root: appRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
const server = await preview({
  root: appRoot,
  build: { outDir },
  preview: { host: '127.0.0.1', port: Number(port), strictPort: true },
})
server.printUrls()

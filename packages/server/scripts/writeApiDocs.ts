// Writes the server's generated reference: docs/openapi.json and docs/openapi-vault.json (the routes'
// own JSON schemas through @fastify/swagger) and docs/server-config.md (the config file's schema).
// `packages/server/src/openapi/apiDocs.test.ts` fails when the committed files differ from these.
// Usage: npm run docs:api
import { writeFileSync } from 'node:fs'
import { buildApiDocuments } from '../src/openapi/buildApiDocuments.ts'

const root = new URL('../../../', import.meta.url)
for (const [path, text] of Object.entries(await buildApiDocuments())) {
  writeFileSync(new URL(path, root), text)
  console.log(`wrote ${path}`)
}

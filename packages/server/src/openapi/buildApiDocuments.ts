import { createMasterKey } from '../auth/masterKey.ts'
import { createVaultApp } from '../auth/vaultServer.ts'
import { porticoConfigSchema } from '../config/parsePorticoConfig.ts'
import { renderConfigReference } from '../config/renderConfigReference.ts'
import { createServer } from '../server/createServer.ts'
import type { ServerOptions } from '../server/options.ts'
import { createStorage, MEMORY_DATA_DIR } from '../storage/createStorage.ts'

/** The committed descriptions, by path from the repository's root, as `npm run docs:api` writes them. */
export type ApiDocuments = Record<
  'docs/openapi.json' | 'docs/openapi-vault.json' | 'docs/server-config.md',
  string
>

/**
 * The main listener as the reference describes it: every optional route group on, the sandbox onramp's
 * checkout routes included (a sandbox that sells nothing; its treasury key is never used).
 */
export const API_DOCS_SERVER_OPTIONS = {
  logger: false,
  relay: false,
  directoryRefreshMs: 0,
  blockchain: { onramp: { sandbox: { tokens: [], treasuryKey: `0x${'11'.repeat(32)}` } } },
} as const satisfies Omit<ServerOptions, 'storage'>

/**
 * Builds both listeners with every route group on (in memory, listening nowhere) and answers their
 * OpenAPI 3.1 descriptions as the server serves them at `/docs/json`, formatted for the repository,
 * and the config file's reference from the schema the config is checked against.
 *
 * @example
 * const documents = await buildApiDocuments()
 * for (const [path, text] of Object.entries(documents)) writeFileSync(path, text)
 */
export async function buildApiDocuments(): Promise<ApiDocuments> {
  const storage = await createStorage({ dataDir: MEMORY_DATA_DIR })
  const app = await createServer({ ...API_DOCS_SERVER_OPTIONS, storage })
  const vault = await createVaultApp({
    storage,
    options: { masterKey: createMasterKey(new Uint8Array(32)) },
    logger: app.log,
    origin: () => 'http://127.0.0.1:8788',
  })
  try {
    await Promise.all([app.ready(), vault.ready()])
    const format = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`
    return {
      'docs/openapi.json': format(app.swagger()),
      'docs/openapi-vault.json': format(vault.swagger()),
      'docs/server-config.md': renderConfigReference(porticoConfigSchema()),
    }
  } finally {
    await vault.close()
    await app.close()
    await storage.close()
  }
}

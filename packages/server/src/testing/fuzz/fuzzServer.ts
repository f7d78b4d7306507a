import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import {
  DEFAULT_OIDC_CLIENT,
  startFarcasterRelay,
  startMailCatcher,
  startOidcProvider,
} from '@portico/standins'
import { sql } from 'kysely'
import { localRegistryVerifier } from '../../auth/farcasterLogin.ts'
import { createMasterKey } from '../../auth/masterKey.ts'
import { startServer } from '../../server/startServer.ts'
import { createStorage, MEMORY_DATA_DIR, type Storage } from '../../storage/createStorage.ts'
import type { FuzzRoute, FuzzTarget } from './fuzzRoutes.ts'

export type FuzzServer = {
  /** The main listener and the secure origin (vault), each with the routes it registered. */
  targets: FuzzTarget[]
  /** Every log line the server wrote (pino JSON). */
  logs: string[]
  /** Exact rows per table (slow: every table counted). */
  exactRows(): Promise<Record<string, number>>
  /** Inserted minus deleted rows per table since the server started (what the fuzzer compares). */
  rowChanges(): Promise<Record<string, number>>
  close(): Promise<void>
}

/** Rows per table of the storage's schema, in one query. */
export async function countRows(db: Storage['db']): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  if (tables.length === 0) return {}
  const columns = tables.map(
    ({ name }) => sql`(select count(*) from ${sql.id(name)})::int as ${sql.id(name)}`,
  )
  const { rows } = await sql<Record<string, number>>`select ${sql.join(columns)}`.execute(db)
  return rows[0] ?? {}
}

/**
 * Counts inserted minus deleted rows per table from now on, with a row trigger on every table: the
 * fuzzer reads one small table after each request instead of counting every table (about 50 ms on
 * PGlite with the seeded directory, which made 10,000 inputs per route take hours). A TRUNCATE counts
 * as a change of a billion rows.
 */
export async function watchRowChanges(db: Storage['db']): Promise<() => Promise<Record<string, number>>> {
  await sql`create table fuzz_row_changes (table_name text primary key, delta bigint not null)`.execute(db)
  await sql`create function fuzz_count_row() returns trigger language plpgsql as $$
    begin
      insert into fuzz_row_changes as c (table_name, delta)
      values (TG_TABLE_NAME, case TG_OP when 'INSERT' then 1 when 'DELETE' then -1 else -1000000000 end)
      on conflict (table_name) do update set delta = c.delta + excluded.delta;
      return null;
    end $$`.execute(db)
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'fuzz_row_changes'`.execute(
    db,
  )
  for (const { name } of tables) {
    await sql`create trigger fuzz_count_rows after insert or delete on ${sql.id(name)}
      for each row execute function fuzz_count_row()`.execute(db)
    await sql`create trigger fuzz_count_truncate after truncate on ${sql.id(name)}
      for each statement execute function fuzz_count_row()`.execute(db)
  }
  return async () => {
    const { rows } = await sql<{ table_name: string; delta: string }>`
      select table_name, delta from fuzz_row_changes`.execute(db)
    return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.delta)]))
  }
}

// Documented 5xx answers of a server without those providers configured (README: Onramp, Embedded wallet).
const DOCUMENTED_5XX = [/"No onramp provider is configured"/, /Vault app not built/]

/** In a file beside the vault's folder: an answer carrying it was served from outside the folder. */
const OUTSIDE_MARKER = 'portico-fuzz-outside-the-vault-folder'

/** A built vault's layout (page and an asset) in a temporary folder, with a file next to the folder. */
function vaultFolder(): { dir: string; vaultDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'portico-fuzz-vault-'))
  const vaultDir = join(dir, 'vault')
  mkdirSync(join(vaultDir, 'assets'), { recursive: true })
  writeFileSync(
    join(vaultDir, 'vault.html'),
    '<!doctype html><title>Vault</title><script src="assets/vault.js"></script>',
  )
  writeFileSync(join(vaultDir, 'assets', 'vault.js'), 'console.log("vault")')
  writeFileSync(join(dir, 'secret.txt'), OUTSIDE_MARKER)
  return { dir, vaultDir }
}

/**
 * The whole server as `npm start` runs it (every route, the relay, the secure origin with email, social
 * and Farcaster login against the local stand-ins) on in-memory PGlite, with its routes listed by
 * Fastify's `onRoute` hook. Rate limits are raised so generated input reaches validation and handlers
 * instead of stopping at 429 (the limits have their own tests).
 */
export async function startFuzzServer(): Promise<FuzzServer> {
  const mail = await startMailCatcher({ port: 0, smtpPort: 0 })
  const oidc = await startOidcProvider({ port: 0 })
  const farcaster = await startFarcasterRelay({ port: 0 })
  const storage: Storage = await createStorage({ dataDir: MEMORY_DATA_DIR })
  const vault = vaultFolder()
  const logs: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk))
      if (logs.length > 5000) logs.splice(0, 1000)
      done()
    },
  })
  const routes: FuzzRoute[] = []
  const unlimited = { max: 1e9, windowMs: 60_000 }
  const social = (name: string) => ({
    issuer: oidc.issuers[name] as string,
    clientId: DEFAULT_OIDC_CLIENT.clientId,
    clientSecret: DEFAULT_OIDC_CLIENT.clientSecret,
  })
  const server = await startServer({
    storage,
    port: 0,
    handleSignals: false,
    directoryRefreshMs: 0,
    logger: { level: 'info', stream },
    rateLimit: { perIp: unlimited, reads: unlimited, perProject: unlimited, adminFailures: unlimited },
    onRoute: (route) => routes.push({ method: String(route.method), url: route.url, schema: route.schema }),
    embeddedWallet: {
      vaultPort: 0,
      vaultDir: vault.vaultDir,
      masterKey: createMasterKey(randomBytes(32)),
      frameAncestors: ['http://127.0.0.1:5173'],
      smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'Portico <login@example.test>' },
      socials: { google: social('google'), github: social('github') },
      farcaster: {
        relayUrl: farcaster.url,
        verifier: localRegistryVerifier(`${farcaster.url}/test/registry`),
      },
      rateLimits: { perEmail: unlimited, perIp: unlimited },
    },
  })
  const count = await watchRowChanges(storage.db)
  const expectedServerError = (status: number, body: string) =>
    status === 503 && DOCUMENTED_5XX.some((pattern) => pattern.test(body))
  // The secure origin's routes: /v1/auth/* and its page (GET /*); the main listener has neither.
  const isVault = (route: FuzzRoute) =>
    route.url.startsWith('/v1/auth') || (route.url === '/*' && route.method === 'GET')
  const fuzzable = routes.filter((route) => route.method !== 'HEAD')
  return {
    targets: [
      {
        name: 'server',
        baseUrl: server.url,
        routes: fuzzable.filter((route) => !isVault(route)),
        countRows: count,
        expectedServerError,
      },
      {
        name: 'vault',
        baseUrl: server.vaultUrl as string,
        routes: fuzzable.filter(isVault),
        countRows: count,
        expectedServerError,
        origins: [server.vaultUrl as string],
        checkAnswer: (response) =>
          response.body.includes(OUTSIDE_MARKER) ? 'served a file from outside the vault folder' : undefined,
      },
    ],
    logs,
    exactRows: () => countRows(storage.db),
    rowChanges: count,
    async close() {
      await server.close()
      await storage.close()
      rmSync(vault.dir, { recursive: true, force: true })
      await Promise.all([mail.close(), oidc.close(), farcaster.close()])
    },
  }
}

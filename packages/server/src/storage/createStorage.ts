import { EventEmitter } from 'node:events'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import { Pool } from 'pg'
import { createAdvisoryLocks, type StorageLock } from './createAdvisoryLocks.ts'
import { createNotifications, notificationChannel } from './createNotifications.ts'
import { lockDataDir } from './dataDirLock.ts'
import { StorageError } from './errors.ts'
import { migrationProvider } from './migrations.ts'
import type { Database } from './schema.ts'

export type StorageKind = 'pglite' | 'postgres'

export type StorageOptions = {
  /** PostgreSQL connection string. When set, PostgreSQL (via `pg`) is used instead of PGlite. */
  databaseUrl?: string | undefined
  /** PGlite data directory; default `.portico/db` under the working directory. `memory://` keeps it in memory. */
  dataDir?: string | undefined
  /** PostgreSQL only: a schema to create and use, so several users of one database stay apart (tests). */
  schema?: string | undefined
}

export type Storage = {
  kind: StorageKind
  /** Where the data lives: a directory, `memory://`, or the database URL without its password. */
  location: string
  db: Kysely<Database>
  /**
   * Takes a named lock if no other process holds it (PostgreSQL: a session advisory lock, freed when the
   * holder dies; the embedded database has one process, which always gets it).
   */
  tryLock(name: string): Promise<StorageLock | undefined>
  /**
   * Tells every process on the database (every node) that something changed, e.g. a project's settings
   * (PostgreSQL NOTIFY; in-process for the embedded database, which has one process).
   */
  notify(channel: string, payload: string): Promise<void>
  /** Hears `notify` from any process; undefined after a lost connection came back (see createNotifications). */
  listen(channel: string, listener: (payload: string | undefined) => void): void
  /** Connections of the pool by state, for metrics; the embedded database has one, never waited for. */
  poolStats(): { total: number; idle: number; waiting: number }
  close(): Promise<void>
}

export const MEMORY_DATA_DIR = 'memory://'
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * The first in-memory database of the process, migrated and still empty, as a data-directory tarball.
 * A new PGlite runs initdb in a second PGlite and copies its result over, three times the work of
 * loading a tarball; a process that opens many in-memory databases (the test suites, one per server)
 * loads this one instead. It holds only the schema and the migration log, never a row of anyone's.
 */
let memoryTemplate: Promise<Blob | undefined> | undefined

export function defaultDataDir(cwd: string = process.cwd()): string {
  return join(cwd, '.portico', 'db')
}

/** Opens PGlite or PostgreSQL and runs the migrations (packages/server/README.md Storage). */
export async function createStorage(options: StorageOptions = {}): Promise<Storage> {
  const { storage, pglite } = options.databaseUrl
    ? { storage: await openPostgres(options.databaseUrl, options.schema), pglite: undefined }
    : await openPglite(options.dataDir ?? defaultDataDir())
  try {
    await migrate(storage.db, options.databaseUrl ? options.schema : undefined)
    if (pglite && storage.location === MEMORY_DATA_DIR && !memoryTemplate) {
      // Dumped before anyone writes to it: the template is the migrated, empty database.
      memoryTemplate = pglite.dumpDataDir('none').catch(() => undefined)
      await memoryTemplate
    }
  } catch (error) {
    await storage.close()
    throw error
  }
  return storage
}

async function openPglite(dataDir: string): Promise<{ storage: Storage; pglite: PGlite }> {
  const inMemory = dataDir === MEMORY_DATA_DIR
  const location = inMemory ? MEMORY_DATA_DIR : resolve(dataDir)
  if (!inMemory) mkdirSync(location, { recursive: true })
  const unlock = inMemory ? () => {} : lockDataDir(location)
  try {
    const template = inMemory ? await memoryTemplate : undefined
    const pglite = inMemory
      ? await PGlite.create(template ? { loadDataDir: template } : {})
      : await PGlite.create(location)
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
    const events = new EventEmitter()
    const close = async () => {
      try {
        await db.destroy()
      } finally {
        unlock()
      }
    }
    const storage: Storage = {
      kind: 'pglite',
      location,
      db,
      tryLock: async () => ({ lost: new Promise<void>(() => {}), release: async () => {} }),
      notify: async (channel, payload) => {
        events.emit(channel, payload)
      },
      listen: (channel, listener) => {
        events.on(channel, listener)
      },
      poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
      close,
    }
    return { storage, pglite }
  } catch (cause) {
    unlock()
    throw new StorageError('Could not open the embedded database', { details: location, cause })
  }
}

async function openPostgres(databaseUrl: string, schema: string | undefined): Promise<Storage> {
  const location = redactPassword(databaseUrl)
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new StorageError('Invalid schema name', { details: schema })
  }
  const schemaOptions = schema ? `-c search_path=${schema}` : undefined
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 10,
    ...(schemaOptions ? { options: schemaOptions } : {}),
  })
  const namespace = schema ?? 'public'
  const locks = createAdvisoryLocks({ databaseUrl, namespace, schemaOptions })
  const notifications = createNotifications({ databaseUrl, namespace, schemaOptions })
  // A connection that PostgreSQL closes (restart, pg_terminate_backend) emits 'error' on its client,
  // idle or checked out, and on the pool; without listeners that event would end the process. The query
  // that was running fails (its request answers 503), and the pool replaces the broken client.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  try {
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db)
  } catch (cause) {
    await db.destroy()
    throw new StorageError('Could not connect to PostgreSQL', { details: location, cause })
  }
  return {
    kind: 'postgres',
    location: schema ? `${location} (schema ${schema})` : location,
    db,
    tryLock: (name) => locks.tryLock(name),
    notify: async (channel, payload) => {
      await sql`select pg_notify(${notificationChannel(namespace, channel)}, ${payload})`.execute(db)
    },
    listen: (channel, listener) => notifications.listen(channel, listener),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([locks.close(), notifications.close()])
      await db.destroy()
    },
  }
}

async function migrate(db: Kysely<Database>, schema: string | undefined): Promise<void> {
  // Features land as independent migrations (names, onramp, auth) in whichever order they merge; a
  // database that already ran a later-numbered one still gets the others. The migration tables are
  // named with their schema, the storage's or else the connection's current one: unqualified, Kysely
  // finds them in any schema of the database, so a public schema next to another Portico schema would
  // take that one's tables for its own and fail on its first query.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const migrationTableSchema = schema ?? rows[0]?.schema ?? 'public'
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    allowUnorderedMigrations: true,
    migrationTableSchema,
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName
    const reason = error instanceof Error ? error.message : String(error)
    throw new StorageError('Database migration failed', {
      details: failed ? `${failed}: ${reason}` : reason,
      cause: error,
    })
  }
}

function redactPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return 'postgres'
  }
}

import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { createStorage, MEMORY_DATA_DIR, type Storage } from '../storage/createStorage.ts'

/** A storage backend the integration suites run on. */
export type Backend = {
  name: 'pglite' | 'postgres'
  open(): Promise<Storage>
  /** Drops what `open` created (the PostgreSQL schema) and closes the storage. */
  dispose(storage: Storage): Promise<void>
}

const pglite: Backend = {
  name: 'pglite',
  open: () => createStorage({ dataDir: MEMORY_DATA_DIR }),
  dispose: (storage) => storage.close(),
}

function postgres(databaseUrl: string): Backend {
  let schema = ''
  return {
    name: 'postgres',
    open() {
      // A fresh schema per test file keeps parallel files on one database apart.
      schema = `portico_test_${randomBytes(6).toString('hex')}`
      return createStorage({ databaseUrl, schema })
    },
    async dispose(storage) {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(storage.db)
      await storage.close()
    },
  }
}

/**
 * PGlite always; PostgreSQL too when DATABASE_URL is set (CI starts a private cluster). The integration
 * tier (`PORTICO_TEST_TIER=integration`, scripts/test.mjs) runs the PostgreSQL one only: the unit tier
 * ran PGlite.
 */
export function backends(): Backend[] {
  const databaseUrl = process.env.DATABASE_URL
  const external = databaseUrl ? [postgres(databaseUrl)] : []
  return process.env.PORTICO_TEST_TIER === 'integration' ? external : [pglite, ...external]
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordEvent } from '../analytics/recordEvent.ts'
import { summarizeEvents } from '../analytics/summary.ts'
import { ProjectError } from '../projects/errors.ts'
import {
  createProject,
  deleteProject,
  ensureDefaultProject,
  getProject,
  listProjects,
  updateProject,
} from '../projects/projectsRepository.ts'
import { SEED_WALLETS_FILE } from '../seed/seedPaths.ts'
import { type Backend, backends } from '../testing/backends.ts'
import { WalletImportError } from '../wallets/errors.ts'
import { importWalletsFile, seedWalletsIfEmpty } from '../wallets/importWallets.ts'
import { loadWalletDirectory } from '../wallets/loadWalletDirectory.ts'
import { createStorage, type Storage } from './createStorage.ts'
import { StorageError } from './errors.ts'

describe.each(backends())(
  'storage on $name (issue 3 storage, packages/server/README.md)',
  (backend: Backend) => {
    let storage: Storage
    let dir: string

    beforeAll(async () => {
      storage = await backend.open()
      dir = mkdtempSync(join(tmpdir(), 'portico-storage-'))
    }, 60_000)

    afterAll(async () => {
      if (storage) await backend.dispose(storage)
      rmSync(dir, { recursive: true, force: true })
    })

    it('creates every table through the one set of migrations', async () => {
      const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(
        storage.db,
      )
      expect(tables.rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining([
          'analytics_events',
          'directory_state',
          'projects',
          'wallet_images',
          'wallets',
        ]),
      )
    })

    it('seeds the wallet directory once, then re-imports replace it and bump the revision', async () => {
      const seeded = await seedWalletsIfEmpty(storage.db, SEED_WALLETS_FILE)
      expect(seeded).toMatchObject({ revision: 1 })
      expect(seeded?.wallets).toBeGreaterThan(600)
      expect(seeded?.images).toBeGreaterThan(600)
      expect(await seedWalletsIfEmpty(storage.db, SEED_WALLETS_FILE)).toBeNull()

      const first = await loadWalletDirectory(storage.db)
      expect(first.revision).toBe(1)
      expect(first.size).toBe(seeded?.wallets)
      const logo = first.images.get('io.metamask')
      expect(logo?.contentType).toBe('image/svg+xml')
      expect(logo?.body.toString('utf8')).toMatch(/^<svg/)

      writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
      writeFileSync(
        join(dir, 'wallets.json'),
        JSON.stringify({
          schema: 'wallet-directory/1',
          wallets: [
            {
              id: 'com.example.one',
              name: 'Example One',
              logo: 'logo.svg',
              namespaces: ['eip155'],
              thirdweb_rank: 1,
            },
            { id: 'com.example.two', name: 'Example Two', aliases: ['Second'] },
          ],
        }),
      )
      expect(await importWalletsFile(storage.db, join(dir, 'wallets.json'))).toEqual({
        wallets: 2,
        images: 1,
        revision: 2,
      })
      const second = await loadWalletDirectory(storage.db)
      expect(second.revision).toBe(2)
      expect(
        second
          .query({ page: 1, entries: 10 }, 'http://x')
          .data.map((wallet) => [wallet.id, wallet.image_url]),
      ).toEqual([
        ['com.example.one', 'http://x/getWalletImage/com.example.one'],
        ['com.example.two', null],
      ])
    })

    it('leaves the directory untouched when an import is invalid', async () => {
      const bad = join(dir, 'bad.json')
      writeFileSync(
        bad,
        JSON.stringify({
          schema: 'wallet-directory/1',
          wallets: [{ id: 'ok.wallet', name: 'OK', logo: '../../etc/passwd.svg' }],
        }),
      )
      await expect(importWalletsFile(storage.db, bad)).rejects.toBeInstanceOf(WalletImportError)
      writeFileSync(
        bad,
        JSON.stringify({
          schema: 'wallet-directory/1',
          wallets: [{ id: 'ok.wallet', name: 'OK', logo: 'missing.svg' }],
        }),
      )
      await expect(importWalletsFile(storage.db, bad)).rejects.toThrow('Could not read a wallet logo')
      writeFileSync(bad, '{ not json')
      await expect(importWalletsFile(storage.db, bad)).rejects.toThrow(
        'Could not read the wallet file as JSON',
      )
      expect((await loadWalletDirectory(storage.db)).revision).toBe(2)
      await importWalletsFile(storage.db, SEED_WALLETS_FILE)
    })

    it('manages projects: default project, create, update, list, delete', async () => {
      await ensureDefaultProject(storage.db)
      await ensureDefaultProject(storage.db)
      expect(await getProject(storage.db, 'portico-local')).toMatchObject({
        allowedOrigins: [],
        analyticsEnabled: true,
        features: {},
      })

      const created = await createProject(storage.db, 'dapp-1', {
        name: 'Dapp',
        allowedOrigins: ['HTTPS://App.Example.com/', 'https://*.example.org'],
        features: { swaps: false },
      })
      expect(created).toMatchObject({
        id: 'dapp-1',
        name: 'Dapp',
        allowedOrigins: ['https://app.example.com', 'https://*.example.org'],
      })
      await expect(createProject(storage.db, 'dapp-1')).rejects.toThrow('Project already exists')
      await expect(createProject(storage.db, 'bad id')).rejects.toBeInstanceOf(ProjectError)
      await expect(
        createProject(storage.db, 'dapp-2', { allowedOrigins: ['javascript:alert(1)'] }),
      ).rejects.toThrow('Invalid origin')

      const updated = await updateProject(storage.db, 'dapp-1', {
        features: { socials: ['google'] },
        analyticsEnabled: false,
      })
      expect(updated.features).toEqual({ swaps: false, socials: ['google'] })
      expect(updated.analyticsEnabled).toBe(false)
      expect(updated.allowedOrigins).toEqual(created.allowedOrigins)
      await expect(updateProject(storage.db, 'nobody', {})).rejects.toThrow('Unknown project')

      expect((await listProjects(storage.db)).map((project) => project.id)).toEqual([
        'dapp-1',
        'portico-local',
      ])
      await expect(deleteProject(storage.db, 'portico-local')).rejects.toThrow(
        'The default project cannot be deleted',
      )
      await deleteProject(storage.db, 'dapp-1')
      await expect(deleteProject(storage.db, 'dapp-1')).rejects.toThrow('Unknown project')
    })

    it('records events once per eventId and summarizes them per day', async () => {
      await createProject(storage.db, 'events')
      const body = {
        eventId: 'e0000000-0000-4000-8000-000000000001',
        url: 'http://localhost/',
        domain: 'localhost',
        timestamp: Date.now(),
        props: { type: 'track' as const, event: 'MODAL_OPEN' as const, properties: { connected: false } },
      }
      const context = { projectId: 'events', origin: undefined, sdkType: 'appkit', sdkVersion: undefined }
      expect(await recordEvent(storage.db, body, context)).toBe(true)
      expect(await recordEvent(storage.db, body, context)).toBe(false)
      expect(
        await recordEvent(storage.db, { ...body, eventId: 'e0000000-0000-4000-8000-000000000002' }, context),
      ).toBe(true)
      const today = new Date().toISOString().slice(0, 10)
      expect(await summarizeEvents(storage.db, 'events', today, today)).toEqual({
        projectId: 'events',
        from: today,
        to: today,
        data: [{ day: today, kind: 'track', event: 'MODAL_OPEN', count: 2 }],
        totals: { MODAL_OPEN: 2 },
      })
      await deleteProject(storage.db, 'events')
      expect(await summarizeEvents(storage.db, 'events', today, today)).toMatchObject({ data: [] })
    })
  },
)

describe('PGlite on disk (issue 3 storage: .portico/db, created and migrated on first start)', () => {
  it('persists across restarts and keeps a second process out while open', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-pglite-'))
    const dataDir = join(dir, '.portico', 'db')
    try {
      const first = await createStorage({ dataDir })
      await ensureDefaultProject(first.db)
      await createProject(first.db, 'kept')
      await expect(createStorage({ dataDir })).rejects.toThrow(
        'The embedded database is in use by another process',
      )
      await first.close()

      writeFileSync(`${dataDir}.lock`, '999999999')
      const second = await createStorage({ dataDir })
      expect((await getProject(second.db, 'kept'))?.id).toBe('kept')
      await second.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    // Three opens of the embedded database with its migrations: seconds alone, a minute on busy cores.
  }, 180_000)

  it('refuses a data directory locked by a running process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-lock-'))
    try {
      const dataDir = join(dir, 'db')
      writeFileSync(`${dataDir}.lock`, String(process.ppid))
      await expect(createStorage({ dataDir })).rejects.toBeInstanceOf(StorageError)
      await expect(createStorage({ dataDir })).rejects.toThrow(
        'The embedded database is in use by another process',
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe.runIf(process.env.DATABASE_URL)('PostgreSQL schemas (packages/server/README.md storage)', () => {
  it('migrates a second Portico schema in a database that already holds one', async () => {
    const databaseUrl = process.env.DATABASE_URL as string
    const [first, second] = ['a', 'b'].map((name) => `portico_test_schemas_${name}_${Date.now()}`) as [
      string,
      string,
    ]
    const opened: Storage[] = []
    try {
      opened.push(await createStorage({ databaseUrl, schema: first }))
      opened.push(await createStorage({ databaseUrl, schema: second }))
      await createProject((opened[1] as Storage).db, 'only-in-second')
      expect(await getProject((opened[0] as Storage).db, 'only-in-second')).toBeUndefined()
    } finally {
      for (const [index, storage] of opened.entries()) {
        await sql`drop schema if exists ${sql.id(index === 0 ? first : second)} cascade`.execute(storage.db)
        await storage.close()
      }
    }
  }, 60_000)

  it('migrates the default schema of a database where another schema already holds Portico', async () => {
    const admin = await createStorage({ databaseUrl: process.env.DATABASE_URL as string, schema: 'public' })
    const database = `portico_test_default_${Date.now()}`
    await sql`create database ${sql.id(database)}`.execute(admin.db)
    try {
      const url = new URL(process.env.DATABASE_URL as string)
      url.pathname = `/${database}`
      const other = await createStorage({ databaseUrl: url.toString(), schema: 'portico_other' })
      await other.close()
      const storage = await createStorage({ databaseUrl: url.toString() })
      try {
        await createProject(storage.db, 'in-public')
        expect(await getProject(storage.db, 'in-public')).toBeDefined()
      } finally {
        await storage.close()
      }
    } finally {
      await sql`drop database if exists ${sql.id(database)} with (force)`.execute(admin.db)
      await admin.close()
    }
  }, 60_000)
})

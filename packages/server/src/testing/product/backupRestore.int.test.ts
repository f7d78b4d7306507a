import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { getDevnetServerConfig, startDevnet } from '@portico/devnet'
import { Client } from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockchainOptionsFromConfig } from '../../config/blockchainOptionsFromConfig.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'
import { signSiwxSession } from '../signSiwxSession.ts'

// docs/deploy.md, "Backups and a tested restore": pg_dump of a serving database, pg_restore into a fresh
// one, and a server on the copy serves the same sessions and names.
const databaseUrl = process.env.DATABASE_URL
// Debian puts the client tools under /usr/lib/postgresql/VERSION/bin; the newest dumps any older server.
const debianVersions = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
  : []
const tool = (name: string) =>
  [
    ...debianVersions.map((version) => `/usr/lib/postgresql/${version}/bin/${name}`),
    `/usr/bin/${name}`,
    `/usr/local/bin/${name}`,
  ].find(existsSync)
const pgDump = tool('pg_dump')
const pgRestore = tool('pg_restore')
const run = promisify(execFile)
const PAGE = 'http://localhost:5173'
const COIN_TYPE = 0x8000_0000 + 31337

function databaseAt(name: string): string {
  const url = new URL(databaseUrl!)
  url.pathname = `/${name}`
  return url.toString()
}

async function admin(statement: string) {
  const client = new Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

describe.skipIf(!databaseUrl || !pgDump || !pgRestore)(
  'backup and restore with pg_dump and pg_restore',
  () => {
    const suffix = randomBytes(4).toString('hex')
    const source = `portico_backup_${suffix}`
    const restored = `portico_restored_${suffix}`
    const work = mkdtempSync(join(tmpdir(), 'portico-backup-'))
    let devnet: Awaited<ReturnType<typeof startDevnet>>
    let blockchain: ReturnType<typeof blockchainOptionsFromConfig>

    const serve = (database: string): Promise<RunningServer> =>
      startServer({
        databaseUrl: databaseAt(database),
        port: 0,
        handleSignals: false,
        logger: false,
        relay: false,
        blockchain,
      })

    beforeAll(async () => {
      devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 }, deploy: false, reuseRunning: false })
      const config = getDevnetServerConfig({ urls: devnet.urls })
      blockchain = blockchainOptionsFromConfig({
        ...config,
        networks: config.networks.slice(0, 1),
        tokens: [],
        swap: undefined,
      })
      await admin(`create database ${source}`)
    }, 300_000)

    afterAll(async () => {
      await devnet?.stop()
      for (const name of [source, restored]) await admin(`drop database if exists ${name} with (force)`)
      rmSync(work, { recursive: true, force: true })
    })

    it('a server on the restored copy serves the same sessions and names', async () => {
      const account = privateKeyToAccount(generatePrivateKey())
      const name = `restore-${suffix}.reown.id`
      const original = await serve(source)
      let token: string
      let registered: unknown
      try {
        const post = (path: string, body?: unknown) =>
          fetch(`${original.url}${path}`, {
            method: 'POST',
            headers: { origin: PAGE, ...(body ? { 'content-type': 'application/json' } : {}) },
            body: body ? JSON.stringify(body) : undefined,
          })
        const nonce = (await (await post('/v1/sessions/nonce?projectId=portico-local')).json()) as {
          nonce: string
        }
        const session = await post(
          '/v1/sessions?projectId=portico-local',
          await signSiwxSession({ account, nonce: nonce.nonce, page: PAGE }),
        )
        expect(session.status).toBe(201)
        token = ((await session.json()) as { token: string }).token
        const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
        const created = await post('/v1/profile/account?projectId=portico-local', {
          coin_type: COIN_TYPE,
          address: account.address,
          message,
          signature: await account.signMessage({ message }),
        })
        expect(created.status).toBe(201)
        registered = await created.json()
      } finally {
        await original.close()
      }

      const dump = join(work, 'portico.dump')
      await run(pgDump!, ['--format=custom', `--file=${dump}`, databaseAt(source)])
      await admin(`create database ${restored}`)
      await run(pgRestore!, ['--no-owner', `--dbname=${databaseAt(restored)}`, dump])

      const copy = await serve(restored)
      try {
        const sessions = await fetch(`${copy.url}/v1/sessions/${account.address}?projectId=portico-local`, {
          headers: { authorization: `Bearer ${token}`, origin: PAGE },
        })
        expect(sessions.status).toBe(200)
        expect(JSON.stringify(await sessions.json())).toContain(account.address)
        const looked = await fetch(`${copy.url}/v1/profile/account/${name}?projectId=portico-local`)
        expect(looked.status).toBe(200)
        expect(await looked.json()).toEqual(registered)
      } finally {
        await copy.close()
      }
    }, 300_000)
  },
)

import { startMailCatcher } from '@portico/standins'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server/startServer.ts'
import { createStorage, MEMORY_DATA_DIR, type Storage } from '../storage/createStorage.ts'
import { freePort } from '../testing/faults/relayCluster.ts'
import { countRows } from '../testing/fuzz/fuzzServer.ts'
import { startVaultTestServer } from '../testing/testServer.ts'

// Issue 21 (fuzzing regression, shrunk counterexample `{"email":"!@!.!"}`): an address that passes the
// schema but that the mail server refuses was a 500. docs/rules/errors.md: bad input is a clear 400, nothing stored.
describe('a login code for an address the mail server refuses (issue 21, docs/rules/errors.md)', () => {
  let storage: Storage
  let server: RunningServer
  let mail: Awaited<ReturnType<typeof startMailCatcher>>

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, smtpPort: 0 })
    storage = await createStorage({ dataDir: MEMORY_DATA_DIR })
    server = await startVaultTestServer(storage, {
      smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'Portico <login@example.test>' },
    })
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    await storage?.close()
    await mail?.close()
  })

  it('answers 400 Invalid email address and keeps no code', async () => {
    const vault = server.vaultUrl as string
    const before = await countRows(storage.db)
    const response = await fetch(`${vault}/v1/auth/email/start`, {
      method: 'POST',
      headers: { origin: vault, 'content-type': 'application/json' },
      body: JSON.stringify({ email: '!@!.!' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Invalid email address' })
    expect(await countRows(storage.db)).toEqual(before)
  })
})

describe('a login code the mail server cannot take (docs/rules/errors.md)', () => {
  let storage: Storage
  let server: RunningServer

  beforeAll(async () => {
    storage = await createStorage({ dataDir: MEMORY_DATA_DIR })
    // Nothing listens on the port: the mail server is down.
    const port = await freePort()
    server = await startVaultTestServer(storage, {
      smtp: { host: '127.0.0.1', port, from: 'Portico <login@example.test>' },
    })
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    await storage?.close()
  })

  it("answers 502 with a retry hint: the failure is the mail server's, worth retrying", async () => {
    const vault = server.vaultUrl as string
    const response = await fetch(`${vault}/v1/auth/email/start`, {
      method: 'POST',
      headers: { origin: vault, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'alice@example.test' }),
    })
    expect(response.status).toBe(502)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(await response.json()).toEqual({ error: 'The login code could not be sent. Try again later.' })
  })
})

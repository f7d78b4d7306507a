import { randomBytes } from 'node:crypto'
import { startMailCatcher } from '@portico/standins'
import { describe, expect, it } from 'vitest'
import type { RunningServer } from '../server/startServer.ts'
import type { Storage } from '../storage/createStorage.ts'
import { backends } from '../testing/backends.ts'
import { startVaultTestServer } from '../testing/testServer.ts'

const REDIS_URL = process.env.REDIS_URL

// Issue 15: email codes are rate-limited per email and IP; with Redis the limits hold across every
// server process that shares it, not per process. Two servers here, as two processes behind one
// database and one Redis would be.
describe.runIf(REDIS_URL)('embedded wallet code limits shared through Redis (issue 15)', () => {
  it('counts code requests for one email across two server processes', async () => {
    const mail = await startMailCatcher({ port: 0, smtpPort: 0 })
    const storage = (await backends()[0]?.open()) as Storage
    const servers: RunningServer[] = []
    try {
      for (const _server of [1, 2]) {
        servers.push(
          await startVaultTestServer(storage, {
            smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'login@example.test' },
            rateLimits: {
              perEmail: { max: 2, windowMs: 600_000 },
              perIp: { max: 1000, windowMs: 600_000 },
            },
            redisUrl: REDIS_URL,
          }),
        )
      }
      const email = `shared-${Date.now()}-${randomBytes(4).toString('hex')}@example.test`
      const start = (server: RunningServer) =>
        fetch(`${server.vaultUrl}/v1/auth/email/start`, {
          method: 'POST',
          headers: { origin: server.vaultUrl as string, 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        })
      const [first, second] = servers as [RunningServer, RunningServer]
      expect((await start(first)).status).toBe(200)
      expect((await start(second)).status).toBe(200)
      // Each process alone has seen fewer than three requests; together they are over the limit.
      for (const server of [first, second]) {
        const limited = await start(server)
        expect(limited.status).toBe(429)
        expect(await limited.json()).toMatchObject({ error: 'Too many requests. Try again later.' })
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
      }
      // Another address is not limited by this one's count.
      const other = await fetch(`${second.vaultUrl}/v1/auth/email/start`, {
        method: 'POST',
        headers: { origin: second.vaultUrl as string, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `other-${email}` }),
      })
      expect(other.status).toBe(200)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
      await storage.close()
      await mail.close()
    }
  }, 180_000)
})

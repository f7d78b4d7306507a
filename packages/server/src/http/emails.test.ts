import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../projects/projectsRepository.ts'
import type { Storage } from '../storage/createStorage.ts'
import { type Backend, backends } from '../testing/backends.ts'
import { startTestServer, type TestServer } from '../testing/testServer.ts'

describe.each(backends())(
  'email capture on $name (docs/rules/screens.md DataCapture, entities.md remote feature emailCapture)',
  (backend: Backend) => {
    let storage: Storage
    let server: TestServer

    beforeAll(async () => {
      storage = await backend.open()
      server = await startTestServer(storage, { blockchain: false, relay: false, adminToken: 'admin-secret' })
      await createProject(storage.db, 'capture', { features: { emailCapture: true } })
      await createProject(storage.db, 'quiet')
    }, 60_000)
    afterAll(async () => {
      await server?.close()
      if (storage) await backend.dispose(storage)
    })

    const capture = (projectId: string, body: unknown) =>
      fetch(`${server.url}/v1/emails?projectId=${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
        body: JSON.stringify(body),
      })
    const list = (headers: Record<string, string> = {}) =>
      fetch(`${server.url}/v1/emails?projectId=capture`, { headers })
    const message = async (response: Response) => ((await response.json()) as { message: string }).message

    it('stores a consented email once per project, trimmed and lower-cased, readable with the admin token', async () => {
      const first = await capture('capture', { email: ' Ada@Example.org ', consent: true, address: '0xabc' })
      expect(first.status).toBe(201)
      expect(await first.json()).toEqual({ stored: true })
      // Kept once; the answer is the same, so it does not tell whether the email was already there.
      const again = await capture('capture', { email: 'ada@example.org', consent: true })
      expect(again.status).toBe(201)
      expect(await again.json()).toEqual({ stored: true })

      expect((await list()).status).toBe(401)
      const read = (await (await list({ authorization: 'Bearer admin-secret' })).json()) as {
        emails: { email: string; address: string | null; consentAt: string }[]
      }
      expect(read.emails).toEqual([
        { email: 'ada@example.org', address: '0xabc', consentAt: expect.any(String) },
      ])
      expect(Date.now() - Date.parse(read.emails[0]!.consentAt)).toBeLessThan(60_000)
    })

    it('refuses a bad email, a missing consent and a project without email capture, storing nothing', async () => {
      const bad = await capture('capture', { email: 'not-an-email', consent: true })
      expect(bad.status).toBe(400)
      expect(await message(bad)).toBe('body.email is not an email address')
      const noConsent = await capture('capture', { email: 'bob@example.org', consent: false })
      expect(noConsent.status).toBe(400)
      expect(await message(noConsent)).toBe('body.consent must be true: an email is stored only with consent')
      const off = await capture('quiet', { email: 'bob@example.org', consent: true })
      expect(off.status).toBe(403)
      expect(await message(off)).toBe('Email capture is off for project "quiet"')
      const read = (await (await list({ authorization: 'Bearer admin-secret' })).json()) as {
        emails: unknown[]
      }
      expect(read.emails).toHaveLength(1)
    })
  },
)

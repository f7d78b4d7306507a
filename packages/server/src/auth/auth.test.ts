import { randomBytes, webcrypto } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type CaughtMail,
  completeOidcLogin,
  DEFAULT_OIDC_CLIENT,
  startFarcasterRelay,
  startMailCatcher,
  startOidcProvider,
} from '@portico/standins'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server/startServer.ts'
import type { Storage } from '../storage/createStorage.ts'
import { type Backend, backends } from '../testing/backends.ts'
import { startVaultTestServer } from '../testing/testServer.ts'
import { localRegistryVerifier } from './farcasterLogin.ts'
import { createMasterKey } from './masterKey.ts'

type Json = Record<string, unknown>
type Standins = {
  mail: Awaited<ReturnType<typeof startMailCatcher>>
  oidc: Awaited<ReturnType<typeof startOidcProvider>>
  farcaster: Awaited<ReturnType<typeof startFarcasterRelay>>
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

// Issue 15 (embedded wallet): the secure origin's /v1/auth API with real stand-ins, docs/rules/errors.md's messages.
describe.each(backends())(
  'embedded wallet auth on $name (issue 15, docs/rules/entities.md Account, errors.md)',
  (backend: Backend) => {
    let storage: Storage
    let server: RunningServer
    let vault: string
    let standins: Standins
    const masterKeyBytes = randomBytes(32)

    beforeAll(async () => {
      standins = {
        mail: await startMailCatcher({ port: 0, smtpPort: 0 }),
        oidc: await startOidcProvider({ port: 0 }),
        farcaster: await startFarcasterRelay({ port: 0 }),
      }
      storage = await backend.open()
      const social = (name: string) => ({
        issuer: standins.oidc.issuers[name] as string,
        clientId: DEFAULT_OIDC_CLIENT.clientId,
        clientSecret: DEFAULT_OIDC_CLIENT.clientSecret,
      })
      server = await startVaultTestServer(storage, {
        masterKey: createMasterKey(masterKeyBytes),
        frameAncestors: ['http://127.0.0.1:5173'],
        smtp: { host: '127.0.0.1', port: standins.mail.smtpPort, from: 'Portico <login@example.test>' },
        socials: { google: social('google'), discord: social('discord') },
        farcaster: {
          relayUrl: standins.farcaster.url,
          verifier: localRegistryVerifier(`${standins.farcaster.url}/test/registry`),
        },
        rateLimits: { perIp: { max: 1000, windowMs: 600_000 } },
      })
      vault = server.vaultUrl as string
    }, 60_000)

    afterAll(async () => {
      await server?.close()
      if (storage) await backend.dispose(storage)
      await Promise.all([standins?.mail.close(), standins?.oidc.close(), standins?.farcaster.close()])
    })

    async function api(
      path: string,
      init: { method?: string; body?: unknown; token?: string; origin?: string | null } = {},
    ): Promise<{ status: number; body: Json; headers: Headers }> {
      const headers: Record<string, string> = {}
      if (init.origin !== null) headers.origin = init.origin ?? vault
      if (init.token) headers.authorization = `Bearer ${init.token}`
      if (init.body !== undefined) headers['content-type'] = 'application/json'
      const response = await fetch(`${vault}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body:
          init.body === undefined
            ? undefined
            : typeof init.body === 'string'
              ? init.body
              : JSON.stringify(init.body),
      })
      const text = await response.text()
      return {
        status: response.status,
        body: (response.headers.get('content-type') ?? '').startsWith('application/json')
          ? (JSON.parse(text) as Json)
          : { text },
        headers: response.headers,
      }
    }

    async function codeFor(email: string): Promise<string> {
      const messages = (await (await fetch(`${standins.mail.url}/api/messages`)).json()) as CaughtMail[]
      const mail = messages.find((message) => message.to.includes(email))
      const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1]
      if (!code) throw new Error(`No code mailed to ${email}`)
      return code
    }

    async function emailLogin(email: string): Promise<{ token: string; user: Json }> {
      const started = await api('/v1/auth/email/start', { body: { email } })
      expect(started.status).toBe(200)
      const verified = await api('/v1/auth/email/verify', {
        body: { flowId: started.body.flowId, code: await codeFor(email) },
      })
      expect(verified.status).toBe(200)
      return verified.body as { token: string; user: Json }
    }

    it('lists the configured login methods only', async () => {
      expect((await api('/v1/auth/providers')).body).toEqual({
        email: true,
        socials: ['google', 'discord'],
        farcaster: true,
      })
    })

    it('logs in with a 6-digit code read from the mail catcher and answers the session', async () => {
      const started = await api('/v1/auth/email/start', { body: { email: ' Alice@Example.test ' } })
      const code = await codeFor('alice@example.test')
      expect(code).toMatch(/^\d{6}$/)
      const verified = await api('/v1/auth/email/verify', { body: { flowId: started.body.flowId, code } })
      expect(verified.status).toBe(200)
      expect(verified.body).toMatchObject({ user: { email: 'alice@example.test' } })
      expect(Date.parse(verified.body.expiresAt as string) - Date.now()).toBeGreaterThan(59 * 60_000)
      const session = await api('/v1/auth/session', { token: verified.body.token as string })
      expect(session.body).toEqual({ user: verified.body.user, wallet: null })
      // A used code does not log in twice.
      expect(
        (await api('/v1/auth/email/verify', { body: { flowId: started.body.flowId, code } })).status,
      ).toBe(400)
    })

    it('locks a code request after five wrong codes, even for the right code then', async () => {
      const started = await api('/v1/auth/email/start', { body: { email: 'locked@example.test' } })
      const code = await codeFor('locked@example.test')
      const wrong = code === '000000' ? '111111' : '000000'
      for (const attemptsLeft of [4, 3, 2, 1]) {
        const answer = await api('/v1/auth/email/verify', {
          body: { flowId: started.body.flowId, code: wrong },
        })
        expect([answer.status, answer.body]).toEqual([400, { error: 'Invalid code', attemptsLeft }])
      }
      const fifth = await api('/v1/auth/email/verify', { body: { flowId: started.body.flowId, code: wrong } })
      expect([fifth.status, fifth.body.error]).toEqual([429, 'Too many attempts. Request a new code.'])
      const right = await api('/v1/auth/email/verify', { body: { flowId: started.body.flowId, code } })
      expect([right.status, right.body.error]).toEqual([429, 'Too many attempts. Request a new code.'])
    })

    it('rate-limits code requests per email with Retry-After', async () => {
      const email = 'busy@example.test'
      for (let index = 0; index < 5; index++) {
        expect((await api('/v1/auth/email/start', { body: { email } })).status).toBe(200)
      }
      const limited = await api('/v1/auth/email/start', { body: { email } })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      // Another address is not held back by this one.
      expect((await api('/v1/auth/email/start', { body: { email: 'calm@example.test' } })).status).toBe(200)
    })

    it.each([
      ['google', 'alice@example.test'],
      ['discord', 'alice0'],
    ])(
      'logs in with %s through the local OpenID provider (code + PKCE), once per state',
      async (provider, username) => {
        const started = await api('/v1/auth/social/start', { body: { provider } })
        expect(started.status).toBe(200)
        const { url, state } = started.body as { url: string; state: string }
        expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256')
        expect((await api('/v1/auth/social/finish', { body: { state } })).status).toBe(202)

        const redirectUri = `${vault}/v1/auth/social/callback`
        const callback = await completeOidcLogin({ authorizationUrl: url, redirectUri })
        const page = await fetch(callback)
        const html = await page.text()
        expect(html).toContain(
          `window.opener.postMessage({"type":"portico:social-result","state":"${state}","ok":true}, "${vault}")`,
        )
        expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")

        const finished = await api('/v1/auth/social/finish', { body: { state } })
        expect(finished.status).toBe(200)
        expect(finished.body.user).toMatchObject({
          socialProvider: provider,
          username,
          email: 'alice@example.test',
        })
        expect((await api('/v1/auth/social/finish', { body: { state } })).body).toEqual({
          error: 'Failed to initiate social connection',
        })
      },
    )

    it('refuses a social provider the operator did not configure', async () => {
      const answer = await api('/v1/auth/social/start', { body: { provider: 'github' } })
      expect([answer.status, answer.body]).toEqual([400, { error: 'Failed to initiate social connection' }])
    })

    it('logs in with Farcaster through the relay stand-in and its scripted approval', async () => {
      const started = await api('/v1/auth/farcaster/start', { body: {} })
      expect(started.status).toBe(200)
      const { channelToken, url } = started.body as { channelToken: string; url: string }
      expect(url).toContain(channelToken)
      expect(await api('/v1/auth/farcaster/status', { body: { channelToken } })).toMatchObject({
        status: 202,
        body: { status: 'pending' },
      })
      const approved = await fetch(`${standins.farcaster.url}/test/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channelToken, fid: 1 }),
      })
      expect(approved.status).toBe(200)
      const done = await api('/v1/auth/farcaster/status', { body: { channelToken } })
      expect(done.status).toBe(200)
      expect(done.body.user).toMatchObject({
        socialProvider: 'farcaster',
        username: 'alice',
        farcasterUrl: 'https://farcaster.xyz/alice',
      })
      expect((await api('/v1/auth/farcaster/status', { body: { channelToken } })).body).toEqual({
        error: 'Failed to connect to farcaster',
      })
    })

    describe('wallet shares', () => {
      const authShare = b64(randomBytes(33))
      const operatorShare = b64(randomBytes(33))
      const addresses = {
        eip155: `0x${'ab'.repeat(20)}`,
        solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      }
      let token: string

      beforeAll(async () => {
        ;({ token } = await emailLogin('wallet@example.test'))
      })

      it('stores a wallet once and releases its shares only encrypted to the vault key (ECDH + HKDF + AES-GCM)', async () => {
        const created = await api('/v1/auth/wallet', {
          token,
          body: { authShare, recoveryShare: { kind: 'operator', share: operatorShare }, addresses },
        })
        expect(created.status).toBe(201)
        const again = await api('/v1/auth/wallet', {
          token,
          body: { authShare, recoveryShare: { kind: 'operator', share: operatorShare }, addresses },
        })
        expect(again.status).toBe(409)
        expect((await api('/v1/auth/session', { token })).body.wallet).toEqual({
          addresses,
          recovery: 'operator',
        })

        const { subtle } = webcrypto
        const pair = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits'])
        const publicKey = b64(new Uint8Array(await subtle.exportKey('raw', pair.publicKey)))
        const release = await api('/v1/auth/wallet/shares', { token, body: { publicKey } })
        expect(release.status).toBe(200)
        const server = await subtle.importKey(
          'raw',
          Buffer.from(release.body.publicKey as string, 'base64url'),
          { name: 'ECDH', namedCurve: 'P-256' },
          false,
          [],
        )
        const secret = await subtle.deriveBits({ name: 'ECDH', public: server }, pair.privateKey, 256)
        const hkdf = await subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey'])
        const key = await subtle.deriveKey(
          {
            name: 'HKDF',
            hash: 'SHA-256',
            salt: new Uint8Array(0),
            info: new TextEncoder().encode('portico-vault-shares'),
          },
          hkdf,
          { name: 'AES-GCM', length: 256 },
          false,
          ['decrypt'],
        )
        const plaintext = await subtle.decrypt(
          { name: 'AES-GCM', iv: Buffer.from(release.body.iv as string, 'base64url') },
          key,
          Buffer.from(release.body.ciphertext as string, 'base64url'),
        )
        expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({
          authShare,
          recoveryShare: { kind: 'operator', share: operatorShare },
        })
        expect(JSON.stringify(release.body)).not.toContain(authShare)
      })

      it('a copy of every database row without the master key yields no share', async () => {
        const tables = await sql<{ table_name: string }>`
        select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(storage.db)
        let dump = ''
        for (const { table_name } of tables.rows) {
          const rows = await sql`select * from ${sql.table(table_name)}`.execute(storage.db)
          dump += JSON.stringify(rows.rows, (_key, value) =>
            typeof value === 'bigint' ? String(value) : value,
          )
        }
        expect(dump).toContain('wallet@example.test')
        expect(dump).not.toContain(authShare)
        expect(dump).not.toContain(operatorShare)
        expect(dump).not.toContain(token)
        expect(dump).not.toContain(Buffer.from(authShare, 'base64url').toString('hex'))

        const row = await storage.db.selectFrom('auth_wallets').selectAll().executeTakeFirstOrThrow()
        const rightKey = createMasterKey(masterKeyBytes)
        expect(rightKey.open(row.auth_share, `auth-share:${row.user_id}`)).toBe(authShare)
        const wrongKey = createMasterKey(randomBytes(32))
        expect(() => wrongKey.open(row.auth_share, `auth-share:${row.user_id}`)).toThrow()
        expect(() => wrongKey.open(row.recovery_share, `recovery-share:${row.user_id}`)).toThrow()
        // Sealed to its user: another user's row cannot be swapped in.
        expect(() => rightKey.open(row.auth_share, 'auth-share:someone-else')).toThrow()
        // Codes are kept as keyed hashes only.
        const codes = await storage.db.selectFrom('auth_codes').select('code_hash').execute()
        for (const { code_hash } of codes) expect(code_hash).toMatch(/^[0-9a-f]{64}$/)
      })

      it('changes the recovery share only on a fresh session (reauth with a mailed code)', async () => {
        const passcodeShare = {
          kind: 'passcode',
          ciphertext: b64(randomBytes(48)),
          iv: b64(randomBytes(12)),
          salt: b64(randomBytes(16)),
          kdf: { name: 'scrypt', N: 131072, r: 8, p: 1 },
        }
        expect(
          (
            await api('/v1/auth/wallet/recovery', {
              method: 'PUT',
              token,
              body: { recoveryShare: passcodeShare },
            })
          ).status,
        ).toBe(204)
        await storage.db
          .updateTable('auth_sessions')
          .set({ fresh_until: new Date(Date.now() - 1000) })
          .execute()
        const stale = await api('/v1/auth/wallet/recovery', {
          method: 'PUT',
          token,
          body: { recoveryShare: passcodeShare },
        })
        expect([stale.status, stale.body.error]).toEqual([403, 'Confirm it is you first'])
        const reauth = await api('/v1/auth/reauth/start', { token, body: {} })
        const verified = await api('/v1/auth/reauth/verify', {
          token,
          body: { flowId: reauth.body.flowId, code: await codeFor('wallet@example.test') },
        })
        expect(Date.parse(verified.body.freshUntil as string)).toBeGreaterThan(Date.now())
        expect(
          (
            await api('/v1/auth/wallet/recovery', {
              method: 'PUT',
              token,
              body: { recoveryShare: passcodeShare },
            })
          ).status,
        ).toBe(204)
        expect((await api('/v1/auth/session', { token })).body.wallet).toEqual({
          addresses,
          recovery: 'passcode',
        })
      })
    })

    it('changes the email with codes sent to the old and the new address', async () => {
      const { token } = await emailLogin('old@example.test')
      const started = await api('/v1/auth/email/change/start', {
        token,
        body: { newEmail: 'new@example.test' },
      })
      expect(started.status).toBe(200)
      const changeId = started.body.changeId as string
      expect((await api(`/v1/auth/email/change/${changeId}`, { token })).body).toEqual({ status: 'pending' })
      const verified = await api('/v1/auth/email/change/verify', {
        token,
        body: {
          changeId,
          currentCode: await codeFor('old@example.test'),
          newCode: await codeFor('new@example.test'),
        },
      })
      expect(verified.status).toBe(200)
      expect(verified.body.user).toMatchObject({ email: 'new@example.test' })
      expect((await api(`/v1/auth/email/change/${changeId}`, { token })).body).toEqual({ status: 'done' })
    })

    it('binds tokens to the secure origin: another Origin, or none, is refused; logout ends the session', async () => {
      const { token } = await emailLogin('origin@example.test')
      const replayed = await api('/v1/auth/session', { token, origin: 'http://127.0.0.1:5173' })
      expect([replayed.status, replayed.body]).toEqual([401, { error: 'Session not valid for this origin' }])
      expect((await api('/v1/auth/session', { token, origin: null })).status).toBe(401)
      expect((await api('/v1/auth/providers', { origin: 'http://evil.example' })).body).toEqual({
        error: 'Origin not allowed',
      })
      expect((await api('/v1/auth/session', { token: 'x'.repeat(43) })).status).toBe(401)
      expect((await api('/v1/auth/logout', { token, body: {} })).status).toBe(204)
      expect((await api('/v1/auth/session', { token })).status).toBe(401)
    })

    it('does not serve /v1/auth on the main listener', async () => {
      for (const path of ['/v1/auth/providers', '/v1/auth/session']) {
        expect((await fetch(`${server.url}${path}`, { headers: { origin: vault } })).status).toBe(404)
      }
    })

    it('serves a clear 503 page while the vault app is not built, framable only by the listed origins', async () => {
      const page = await fetch(`${vault}/`)
      expect(page.status).toBe(503)
      expect(await page.text()).toContain('Vault app not built: run npm run build -w @portico/auth')
      expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:5173')
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    })

    it('serves a built vault app from vaultDir, and nothing outside it', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'portico-vault-'))
      mkdirSync(join(dir, 'assets'))
      writeFileSync(join(dir, 'vault.html'), '<!doctype html><title>vault</title>')
      writeFileSync(join(dir, 'assets', 'vault-1.js'), 'export {}')
      const storage = await backends()[0]?.open()
      if (!storage) throw new Error('No backend')
      const other = await startVaultTestServer(storage, { vaultDir: dir })
      try {
        const page = await fetch(`${other.vaultUrl}/`)
        expect([page.status, await page.text()]).toEqual([200, '<!doctype html><title>vault</title>'])
        expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
        const script = await fetch(`${other.vaultUrl}/assets/vault-1.js`)
        expect([script.status, script.headers.get('content-type')]).toEqual([
          200,
          'text/javascript; charset=utf-8',
        ])
        for (const path of ['/..%2Fpackage.json', '/assets/..%2F..%2Fetc%2Fpasswd', '/missing.js']) {
          expect((await fetch(`${other.vaultUrl}${path}`)).status).toBe(404)
        }
      } finally {
        await other.close()
        await storage.close()
        rmSync(dir, { recursive: true, force: true })
      }
    }, 60_000)

    it('answers bad input with a 4xx, never a 5xx, and stores nothing', async () => {
      const { token } = await emailLogin('bad@example.test')
      const count = async () =>
        Promise.all(
          (
            ['auth_users', 'auth_wallets', 'auth_codes', 'auth_login_flows', 'auth_email_changes'] as const
          ).map(async (table) =>
            Number(
              (
                await storage.db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ),
        )
      const before = await count()
      const huge = 'a'.repeat(40_000)
      const cases: [string, { method?: string; body?: unknown; token?: string }][] = [
        ['/v1/auth/email/start', { body: {} }],
        ['/v1/auth/email/start', { body: { email: 42 } }],
        ['/v1/auth/email/start', { body: { email: `${'a'.repeat(300)}@example.test` } }],
        ['/v1/auth/email/start', { body: { email: huge } }],
        ['/v1/auth/email/start', { body: '{"email":' }],
        ['/v1/auth/email/start', { body: { email: 'a@example.test', extra: 1 } }],
        ['/v1/auth/email/verify', { body: { flowId: 'x'.repeat(20), code: 'abcdef' } }],
        ['/v1/auth/email/verify', { body: { flowId: ['x'], code: 123456 } }],
        ['/v1/auth/social/start', { body: { provider: null } }],
        ['/v1/auth/social/finish', { body: { state: 'nope' } }],
        ['/v1/auth/farcaster/status', { body: { channelToken: 'z'.repeat(40) } }],
        ['/v1/auth/social/callback?state=zzzzzzzzzzzzzzzzzzzz&code=x', { method: 'GET' }],
        [
          '/v1/auth/wallet',
          {
            token,
            body: {
              authShare: 'not base64!',
              recoveryShare: { kind: 'operator', share: 'x' },
              addresses: {},
            },
          },
        ],
        [
          '/v1/auth/wallet',
          {
            token,
            body: {
              authShare: b64(randomBytes(33)),
              recoveryShare: { kind: 'other' },
              addresses: { eip155: '0x1', solana: 'x' },
            },
          },
        ],
        [
          '/v1/auth/wallet',
          {
            token,
            body: { authShare: huge, recoveryShare: { kind: 'operator', share: huge }, addresses: {} },
          },
        ],
        ['/v1/auth/wallet/shares', { token, body: { publicKey: 'A'.repeat(87) } }],
        ['/v1/auth/wallet/shares', { token, body: { publicKey: 12 } }],
        ['/v1/auth/email/change/start', { token, body: { newEmail: 'nope' } }],
        [
          '/v1/auth/email/change/verify',
          { token, body: { changeId: 'y'.repeat(20), currentCode: '123456', newCode: '123456' } },
        ],
        [`/v1/auth/email/change/${'q'.repeat(300)}`, { token, method: 'GET' }],
      ]
      for (const [path, init] of cases) {
        const answer = await api(path, init)
        expect
          .soft(answer.status, `${path} ${JSON.stringify(init.body)?.slice(0, 80)}`)
          .toBeGreaterThanOrEqual(400)
        expect.soft(answer.status, path).toBeLessThan(500)
      }
      expect(await count()).toEqual(before)
    })
  },
)

describe('embedded wallet code requests per IP (issue 15: rate-limited per email and IP)', () => {
  it('answers 429 with Retry-After once one IP asked for too many codes, whatever the addresses', async () => {
    const mail = await startMailCatcher({ port: 0, smtpPort: 0 })
    const storage = await backends()[0]?.open()
    if (!storage) throw new Error('No backend')
    const server = await startVaultTestServer(storage, {
      smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'login@example.test' },
      rateLimits: { perIp: { max: 2, windowMs: 600_000 } },
    })
    try {
      const start = (email: string) =>
        fetch(`${server.vaultUrl}/v1/auth/email/start`, {
          method: 'POST',
          headers: { origin: server.vaultUrl as string, 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        })
      expect((await start('one@example.test')).status).toBe(200)
      expect((await start('two@example.test')).status).toBe(200)
      const limited = await start('three@example.test')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
      expect(await storage.db.selectFrom('auth_codes').select('email').execute()).toHaveLength(2)
    } finally {
      await server.close()
      await storage.close()
      await mail.close()
    }
  }, 60_000)

  // Issue 39 (several nodes behind a balancer): with --trust-proxy the secure origin counts each client
  // by X-Forwarded-For, as the main listener does, not every client as the balancer's one address.
  it('counts code requests per forwarded client address behind a trusted proxy', async () => {
    const mail = await startMailCatcher({ port: 0, smtpPort: 0 })
    const storage = await backends()[0]?.open()
    if (!storage) throw new Error('No backend')
    const server = await startVaultTestServer(
      storage,
      {
        smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'login@example.test' },
        rateLimits: { perIp: { max: 1, windowMs: 600_000 } },
      },
      { trustProxy: true },
    )
    try {
      const start = (email: string, client: string) =>
        fetch(`${server.vaultUrl}/v1/auth/email/start`, {
          method: 'POST',
          headers: {
            origin: server.vaultUrl as string,
            'content-type': 'application/json',
            'x-forwarded-for': client,
          },
          body: JSON.stringify({ email }),
        })
      expect((await start('one@example.test', '203.0.113.1')).status).toBe(200)
      expect((await start('two@example.test', '203.0.113.2')).status).toBe(200)
      expect((await start('three@example.test', '203.0.113.1')).status).toBe(429)
    } finally {
      await server.close()
      await storage.close()
      await mail.close()
    }
  }, 60_000)

  // Issue 21 (security review): each login start stores a flow, so starts are limited per IP too,
  // on a counter of their own.
  it('limits Farcaster login starts per IP apart from code requests, storing no flow past the limit', async () => {
    const mail = await startMailCatcher({ port: 0, smtpPort: 0 })
    const relay = await startFarcasterRelay({ port: 0 })
    const storage = await backends()[0]?.open()
    if (!storage) throw new Error('No backend')
    const server = await startVaultTestServer(storage, {
      smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'login@example.test' },
      farcaster: { relayUrl: relay.url, verifier: localRegistryVerifier(`${relay.url}/test/registry`) },
      rateLimits: { perIp: { max: 2, windowMs: 600_000 } },
    })
    try {
      const post = (path: string, body: unknown = {}) =>
        fetch(`${server.vaultUrl}${path}`, {
          method: 'POST',
          headers: { origin: server.vaultUrl as string, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      expect((await post('/v1/auth/farcaster/start')).status).toBe(200)
      expect((await post('/v1/auth/farcaster/start')).status).toBe(200)
      const limited = await post('/v1/auth/farcaster/start')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
      expect(await storage.db.selectFrom('auth_login_flows').select('id').execute()).toHaveLength(2)
      expect((await post('/v1/auth/email/start', { email: 'one@example.test' })).status).toBe(200)
    } finally {
      await server.close()
      await storage.close()
      await Promise.all([mail.close(), relay.close()])
    }
  }, 60_000)
})

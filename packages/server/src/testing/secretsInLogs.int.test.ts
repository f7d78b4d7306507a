import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, webcrypto } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type CaughtMail,
  completeOidcLogin,
  DEFAULT_OIDC_CLIENT,
  startMailCatcher,
  startOidcProvider,
} from '@portico/standins'
import { Client } from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signSiwxSession } from './signSiwxSession.ts'
import { SERVER_BIN, SOURCE_NODE_ARGS } from './sourceProgram.ts'

const PAGE = 'http://localhost:5173'
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

type Json = Record<string, unknown>

/** The real `portico-server` program with its log lines (stdout and stderr) collected. */
async function runServer(args: string[], env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn(process.execPath, [...SOURCE_NODE_ARGS, SERVER_BIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  const waitFor = async (pattern: RegExp) => {
    const deadline = Date.now() + 90_000
    while (Date.now() < deadline) {
      const match = pattern.exec(output)
      if (match) return match
      if (child.exitCode !== null) throw new Error(`portico-server exited ${child.exitCode}:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`portico-server did not log ${pattern}:\n${output}`)
  }
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  return { waitFor, stop, output: () => output }
}

// Issue 21 (no secret in logs): the real program at the most verbose level runs every flow that
// handles a secret; none of those values, nor the Authorization and Cookie headers, reaches a log line.
describe('no secret in the server logs (issue 21)', () => {
  const secrets = new Map<string, string>()
  const work = mkdtempSync(join(tmpdir(), 'portico-logs-'))
  let server: Awaited<ReturnType<typeof runServer>>
  let api: string
  let vault: string
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>
  let database: { admin: Client; name: string } | undefined

  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, smtpPort: 0 })
    oidc = await startOidcProvider({ port: 0 })
    const masterKey = randomBytes(32)
    const adminToken = b64(randomBytes(24))
    secrets.set('master key (hex)', masterKey.toString('hex'))
    secrets.set('master key (base64)', masterKey.toString('base64'))
    secrets.set('admin token', adminToken)
    secrets.set('OIDC client secret', DEFAULT_OIDC_CLIENT.clientSecret)
    const env: NodeJS.ProcessEnv = {
      PORTICO_MASTER_KEY: masterKey.toString('hex'),
      PORTICO_ADMIN_TOKEN: adminToken,
      GOOGLE_CLIENT_SECRET: DEFAULT_OIDC_CLIENT.clientSecret,
      DATABASE_URL: '',
      PORTICO_DATA_DIR: join(work, 'db'),
    }
    if (process.env.DATABASE_URL) {
      // A database of its own, reached with a password in the URL (ignored where the cluster trusts local users).
      const name = `portico_logs_${randomBytes(4).toString('hex')}`
      const admin = new Client({ connectionString: process.env.DATABASE_URL })
      await admin.connect()
      await admin.query(`create database ${name}`)
      database = { admin, name }
      const url = new URL(process.env.DATABASE_URL)
      url.pathname = `/${name}`
      url.password ||= `pw-${b64(randomBytes(12))}`
      secrets.set('database password', decodeURIComponent(url.password))
      env.DATABASE_URL = url.toString()
    }
    const config = join(work, 'portico.config.json')
    writeFileSync(
      config,
      JSON.stringify({
        embeddedWallet: {
          vaultPort: 0,
          smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'Portico <login@example.test>' },
          socials: {
            google: {
              issuer: oidc.issuers.google,
              clientId: DEFAULT_OIDC_CLIENT.clientId,
              clientSecretEnv: 'GOOGLE_CLIENT_SECRET',
            },
          },
        },
      }),
    )
    server = await runServer(['--port', '0', '--config', config, '--log-level', 'trace'], env)
    api = (await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1]!
    vault = (await server.waitFor(/"url":"(http:\/\/127\.0\.0\.1:\d+)","msg":"secure origin/))[1]!
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    await Promise.all([mail?.close(), oidc?.close()])
    if (database) {
      await database.admin.query(`drop database if exists ${database.name} with (force)`)
      await database.admin.end()
    }
    rmSync(work, { recursive: true, force: true })
  })

  async function call(
    base: string,
    path: string,
    init: { body?: unknown; token?: string; origin?: string; cookie?: string } = {},
  ): Promise<{ status: number; body: Json; headers: Headers }> {
    const headers: Record<string, string> = { origin: init.origin ?? base }
    if (init.token) headers.authorization = `Bearer ${init.token}`
    if (init.cookie) headers.cookie = init.cookie
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${base}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    return {
      status: response.status,
      body: text.startsWith('{') ? (JSON.parse(text) as Json) : {},
      headers: response.headers,
    }
  }

  it('runs the email code, share release, social, admin and SIWX flows; no secret reaches a log line', async () => {
    // Email code login (a wrong code first, then the mailed one) and the auth share release.
    const email = `ada-${randomBytes(3).toString('hex')}@example.org`
    const started = await call(vault, '/v1/auth/email/start', { body: { email } })
    expect(started.status).toBe(200)
    const mails = (await (await fetch(`${mail.url}/api/messages`)).json()) as CaughtMail[]
    const code = /\b(\d{6})\b/.exec(mails.find((m) => m.to.includes(email))?.subject ?? '')?.[1] as string
    secrets.set('email code', code)
    const wrongCode = code === '000000' ? '000001' : '000000'
    expect(
      (await call(vault, '/v1/auth/email/verify', { body: { flowId: started.body.flowId, code: wrongCode } }))
        .status,
    ).toBe(400)
    const login = await call(vault, '/v1/auth/email/verify', { body: { flowId: started.body.flowId, code } })
    expect(login.status).toBe(200)
    const authToken = login.body.token as string
    secrets.set('auth session token', authToken)
    const authShare = b64(randomBytes(48))
    const recoveryShare = b64(randomBytes(48))
    secrets.set('auth share', authShare)
    secrets.set('recovery share', recoveryShare)
    const stored = await call(vault, '/v1/auth/wallet', {
      token: authToken,
      body: {
        authShare,
        recoveryShare: { kind: 'operator', share: recoveryShare },
        addresses: {
          eip155: privateKeyToAccount(generatePrivateKey()).address,
          solana: '11111111111111111111111111111111',
        },
      },
    })
    expect(stored.status).toBe(201)
    const keyPair = await webcrypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ])
    const publicKey = b64(new Uint8Array(await webcrypto.subtle.exportKey('raw', keyPair.publicKey)))
    expect(
      (await call(vault, '/v1/auth/wallet/shares', { token: authToken, body: { publicKey } })).status,
    ).toBe(200)

    // Social login: the provider's redirect carries the authorization code and state in the URL.
    const social = await call(vault, '/v1/auth/social/start', { body: { provider: 'google' } })
    expect(social.status).toBe(200)
    const callback = await completeOidcLogin({
      authorizationUrl: social.body.url as string,
      redirectUri: `${vault}/v1/auth/social/callback`,
    })
    const callbackUrl = new URL(callback)
    secrets.set('OAuth authorization code', callbackUrl.searchParams.get('code') as string)
    secrets.set('OAuth state', callbackUrl.searchParams.get('state') as string)
    expect((await fetch(callback)).status).toBe(200)
    const finished = await call(vault, '/v1/auth/social/finish', { body: { state: social.body.state } })
    expect(finished.status).toBe(200)
    secrets.set('social session token', finished.body.token as string)

    // The admin token, right and wrong.
    const adminToken = secrets.get('admin token') as string
    const summary = '/v1/analytics/summary?projectId=portico-local&from=2026-01-01&to=2026-01-02'
    expect((await call(api, summary, { token: adminToken })).status).toBe(200)
    expect((await call(api, summary, { token: `${adminToken.slice(0, -2)}xx` })).status).toBe(401)
    expect((await call(api, '/v1/emails?projectId=portico-local', { token: adminToken })).status).toBe(200)

    // A SIWX session: its token as Bearer, as cookie and in the verify body.
    const account = privateKeyToAccount(generatePrivateKey())
    const nonce = (await call(api, '/v1/sessions/nonce?projectId=portico-local', { body: {}, origin: PAGE }))
      .body.nonce as string
    const { data, message, signature } = await signSiwxSession({ account, nonce, page: PAGE })
    secrets.set('SIWX signature', signature)
    const session = await call(api, '/v1/sessions?projectId=portico-local', {
      body: { data, message, signature },
      origin: PAGE,
    })
    expect(session.status).toBe(201)
    const siwxToken = session.body.token as string
    secrets.set('SIWX session token', siwxToken)
    const path = `/v1/sessions/${account.address}?projectId=portico-local`
    expect((await call(api, path, { token: siwxToken, origin: PAGE })).body.sessions).toHaveLength(1)
    expect(
      (await call(api, path, { cookie: `portico_session=${siwxToken}`, origin: PAGE })).body.sessions,
    ).toHaveLength(1)
    expect(
      (await call(api, '/v1/sessions/verify?projectId=portico-local', { body: { token: siwxToken } })).status,
    ).toBe(200)

    await server.stop()
    const output = server.output()
    const lines = output.split('\n').filter(Boolean)
    // The flows were logged (trace level: every request), so an absent value is absent from real lines.
    expect(lines.some((line) => line.includes('/v1/auth/social/callback?'))).toBe(true)
    expect(lines.some((line) => line.includes('/v1/sessions/verify'))).toBe(true)
    expect(secrets.size).toBe(database ? 14 : 13)
    for (const [name, value] of secrets) {
      expect(value.length, name).toBeGreaterThanOrEqual(6)
      // Digits only (the email code): as a number of its own, not inside a timestamp or a duration.
      const found = /^\d+$/.test(value)
        ? (line: string) => new RegExp(`(?<![\\d.])${value}(?![\\d.])`).test(line)
        : (line: string) => line.includes(value)
      expect(lines.filter(found), name).toEqual([])
    }
    expect(lines.filter((line) => /authorization|bearer |portico_session=/i.test(line))).toEqual([])
  }, 180_000)
})

import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join } from 'node:path'
import { base64urlnopad } from '@scure/base'
import { SHARES_INFO } from '../src/keys/sealedShares.ts'

/**
 * A minimal stand-in for the server's secure-origin listener, written from the embedded-wallet
 * contract (email codes, session, wallet, ECDH share release, logout) so the vault app and the bridge
 * can be tested in a real browser on their own. It records every share it stores, so a test can look
 * for them in what crossed postMessage.
 */
export async function startContractStub(parameters: { vaultDir: string; port?: number; mailPort?: number }) {
  type Wallet = {
    authShare: string
    recoveryShare: { kind: string; share?: string }
    addresses: Record<string, string>
  }
  const codes = new Map<string, { email: string; code: string; attempts: number; dead: boolean }>()
  const tokens = new Map<string, string>()
  const wallets = new Map<string, Wallet>()
  const sent: { email: string; code: string }[] = []
  let counter = 0
  let origin = ''

  async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {}
  }

  function json(response: ServerResponse, status: number, value?: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(value === undefined ? '' : JSON.stringify(value))
  }

  async function sealShares(publicKey: string, plain: unknown) {
    const server = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ])
    const peer = await crypto.subtle.importKey(
      'raw',
      base64urlnopad.decode(publicKey) as BufferSource,
      { name: 'ECDH', namedCurve: 'P-256' },
      false,
      [],
    )
    const secret = await crypto.subtle.deriveBits({ name: 'ECDH', public: peer }, server.privateKey, 256)
    const hkdf = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey'])
    const key = await crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode(SHARES_INFO) },
      hkdf,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt'],
    )
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      key,
      new TextEncoder().encode(JSON.stringify(plain)),
    )
    return {
      publicKey: base64urlnopad.encode(
        new Uint8Array(await crypto.subtle.exportKey('raw', server.publicKey)),
      ),
      iv: base64urlnopad.encode(iv),
      ciphertext: base64urlnopad.encode(new Uint8Array(ciphertext)),
    }
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin)
    if (!url.pathname.startsWith('/v1/auth/')) {
      const file = url.pathname === '/' ? 'vault.html' : url.pathname.slice(1)
      try {
        const content = await readFile(join(parameters.vaultDir, file))
        const type = extname(file) === '.html' ? 'text/html' : 'text/javascript'
        response.writeHead(200, { 'content-type': type })
        response.end(content)
      } catch {
        json(response, 404, { error: 'Not found' })
      }
      return
    }
    const email = tokens.get((request.headers.authorization ?? '').replace('Bearer ', ''))
    const input = request.method === 'GET' ? {} : await body(request)
    switch (`${request.method} ${url.pathname}`) {
      case 'POST /v1/auth/email/start': {
        const flowId = `flow${++counter}`
        const code = String(100000 + Math.floor(Math.random() * 900000))
        codes.set(flowId, { email: String(input.email), code, attempts: 0, dead: false })
        sent.unshift({ email: String(input.email), code })
        return json(response, 200, { flowId })
      }
      case 'POST /v1/auth/email/verify': {
        const flow = codes.get(String(input.flowId))
        if (!flow || flow.dead)
          return json(response, 429, { error: 'Too many attempts. Request a new code.' })
        if (flow.code !== input.code) {
          flow.attempts++
          if (flow.attempts >= 5) {
            flow.dead = true
            return json(response, 429, { error: 'Too many attempts. Request a new code.' })
          }
          return json(response, 400, { error: 'Invalid code', attemptsLeft: 5 - flow.attempts })
        }
        const token = `token${++counter}`
        tokens.set(token, flow.email)
        return json(response, 200, {
          token,
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          user: { id: flow.email, email: flow.email },
        })
      }
      case 'GET /v1/auth/session': {
        if (!email) return json(response, 401, { error: 'Not signed in' })
        const wallet = wallets.get(email)
        return json(response, 200, {
          user: { id: email, email },
          wallet: wallet ? { addresses: wallet.addresses, recovery: wallet.recoveryShare.kind } : null,
        })
      }
      case 'POST /v1/auth/wallet': {
        if (!email) return json(response, 401, { error: 'Not signed in' })
        if (wallets.has(email)) return json(response, 409, { error: 'Wallet exists' })
        wallets.set(email, input as Wallet)
        return json(response, 201, {})
      }
      case 'POST /v1/auth/wallet/shares': {
        const wallet = email ? wallets.get(email) : undefined
        if (!wallet) return json(response, 401, { error: 'Not signed in' })
        return json(
          response,
          200,
          await sealShares(String(input.publicKey), {
            authShare: wallet.authShare,
            recoveryShare: wallet.recoveryShare,
          }),
        )
      }
      case 'POST /v1/auth/logout':
        return json(response, 204)
      default:
        return json(response, 404, { error: 'Not found' })
    }
  })
  await new Promise<void>((resolve) => server.listen(parameters.port ?? 0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The mail catcher's listing, for a UI test that reads codes the way it would from the real one.
  const mail = createServer((_request, response) =>
    json(
      response,
      200,
      sent.map((entry, index) => ({
        id: String(index),
        from: 'wallet@portico.test',
        to: [entry.email],
        subject: `Your code: ${entry.code}`,
        text: `Your code is ${entry.code}`,
        html: '',
        date: new Date().toISOString(),
      })),
    ),
  )
  if (parameters.mailPort)
    await new Promise<void>((resolve) => mail.listen(parameters.mailPort, '127.0.0.1', resolve))
  return {
    url: origin,
    /** The newest code mailed to `email`. */
    codeFor: (address: string) => sent.find((entry) => entry.email === address)?.code,
    /** Every share the server holds, to look for in recorded messages. */
    shares: () =>
      [...wallets.values()].flatMap((wallet) => [wallet.authShare, wallet.recoveryShare.share ?? '']),
    close: () =>
      new Promise<void>((resolve) => {
        mail.close()
        server.close(() => resolve())
      }),
  }
}

import { ed25519 } from '@noble/curves/ed25519'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { formatSiwxMessage, type SiwxMessageData, type SiwxSession, toCaipNetworkId } from '@portico/core'
import { base58 } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { Signer } from 'bip322-js'
import { sql } from 'kysely'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../projects/projectsRepository.ts'
import { verifySession } from '../sessions/verifySession.ts'
import type { Storage } from '../storage/createStorage.ts'
import { type Backend, backends } from '../testing/backends.ts'
import { startTestServer, type TestServer } from '../testing/testServer.ts'

type ErrorBody = { statusCode: number; error: string; message: string }
type Created = { token: string; session: SiwxSession & { id: string; address: string; expiresAt: string } }

const EVM_CHAIN = toCaipNetworkId('eip155:31337')
const SOLANA_CHAIN = toCaipNetworkId('solana:Ba3SHQM6habkMepfPaso2qfnoyfZo4i8')
const BITCOIN_CHAIN = toCaipNetworkId('bip122:000000000933ea01ad0ee984209779ba')
const PAGE = 'http://localhost:5173'

type Signs = { address: string; sign(message: string): Promise<string> }

function evmAccount(): Signs {
  const account = privateKeyToAccount(generatePrivateKey())
  return { address: account.address, sign: (message) => account.signMessage({ message }) }
}

function solanaAccount(): Signs {
  const secretKey = ed25519.utils.randomPrivateKey()
  return {
    address: base58.encode(ed25519.getPublicKey(secretKey)),
    sign: async (message) => base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey)),
  }
}

function bitcoinAccount(kind: 'p2wpkh' | 'p2tr'): Signs {
  const privateKey = secp256k1.utils.randomPrivateKey()
  const address =
    kind === 'p2wpkh'
      ? btc.p2wpkh(secp256k1.getPublicKey(privateKey, true)).address!
      : btc.p2tr(schnorr.getPublicKey(privateKey)).address!
  const wif = btc.WIF().encode(privateKey)
  return { address, sign: async (message) => String(Signer.sign(wif, address, message)) }
}

describe.each(backends())(
  'sign-in sessions on $name (docs/rules/entities.md sign-in session, api.md /v1/sessions)',
  (backend: Backend) => {
    let storage: Storage
    let server: TestServer

    beforeAll(async () => {
      storage = await backend.open()
      server = await startTestServer(storage, { blockchain: false, relay: false })
      await createProject(storage.db, 'shop', { allowedOrigins: ['https://shop.example.com'] })
    }, 60_000)
    afterAll(async () => {
      await server?.close()
      if (storage) await backend.dispose(storage)
    })

    const sessionCount = async () =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from sign_in_sessions`.execute(storage.db)).rows[0]?.n,
      )

    function post(path: string, body: unknown, headers: Record<string, string> = {}) {
      return fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    }

    async function nonce(projectId = 'portico-local', origin = PAGE): Promise<string> {
      const response = await post(`/v1/sessions/nonce?projectId=${projectId}`, {}, { origin })
      expect(response.status).toBe(201)
      return ((await response.json()) as { nonce: string }).nonce
    }

    async function signedSession(
      account: Signs,
      chainId: SiwxMessageData['chainId'],
      changes: Partial<SiwxMessageData> = {},
    ): Promise<SiwxSession> {
      const data: SiwxMessageData = {
        accountAddress: account.address,
        chainId,
        domain: 'localhost:5173',
        uri: `${PAGE}/`,
        version: '1',
        nonce: changes.nonce ?? (await nonce()),
        statement: 'Sign in to the Portico demo',
        issuedAt: new Date().toISOString(),
        expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
        ...changes,
      }
      const message = formatSiwxMessage(data)
      return { data, message, signature: await account.sign(message) }
    }

    async function signIn(session: SiwxSession, origin = PAGE, projectId = 'portico-local') {
      return post(`/v1/sessions?projectId=${projectId}`, session, { origin })
    }

    async function expectRefused(response: Response, status: number, message: string | RegExp) {
      const before = await sessionCount()
      expect(response.status).toBe(status)
      expect(((await response.json()) as ErrorBody).message).toMatch(
        typeof message === 'string'
          ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
          : message,
      )
      expect(await sessionCount()).toBe(before)
    }

    it.each([
      ['eip155 (EIP-4361)', evmAccount, EVM_CHAIN],
      ['solana (ed25519)', solanaAccount, SOLANA_CHAIN],
      ['bip122 P2WPKH (BIP-322)', () => bitcoinAccount('p2wpkh'), BITCOIN_CHAIN],
      ['bip122 P2TR (BIP-322)', () => bitcoinAccount('p2tr'), BITCOIN_CHAIN],
    ] as const)(
      '%s: a signed message opens a session, readable with its token or cookie and revocable',
      async (_name, makeAccount, chainId) => {
        const account = makeAccount()
        const session = await signedSession(account, chainId)
        const response = await signIn(session)
        expect(response.status).toBe(201)
        const cookie = response.headers.get('set-cookie') ?? ''
        expect(cookie).toMatch(
          /^portico_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
        )
        const created = (await response.json()) as Created
        expect(created.session).toMatchObject({
          chainId,
          address: account.address,
          signature: session.signature,
        })
        expect(cookie).toContain(created.token)

        const read = (headers: Record<string, string>) =>
          fetch(`${server.url}/v1/sessions/${account.address}?projectId=portico-local`, { headers })
        const byToken = (await (await read({ authorization: `Bearer ${created.token}` })).json()) as {
          sessions: SiwxSession[]
        }
        expect(byToken.sessions).toHaveLength(1)
        expect(byToken.sessions[0]).toMatchObject({ data: session.data, message: session.message })
        const byCookie = (await (await read({ cookie: `portico_session=${created.token}` })).json()) as {
          sessions: unknown[]
        }
        expect(byCookie.sessions).toHaveLength(1)
        const anonymous = await read({})
        expect(anonymous.status).toBe(401)

        const verified = await verifySession({
          apiUrl: server.url,
          projectId: 'portico-local',
          headers: { cookie: `theme=dark; portico_session=${created.token}` },
        })
        expect(verified).toMatchObject({ address: account.address, chainId })

        const revokePath = `/v1/sessions/${account.address}/revoke?projectId=portico-local`
        await expectRefused(
          await post(revokePath, { pci: created.session.id, signature: 'not-the-signature' }),
          404,
          `No session ${created.session.id} with this signature for ${account.address}`,
        )
        const revoked = await post(
          revokePath,
          { pci: created.session.id, signature: session.signature },
          { cookie: `portico_session=${created.token}` },
        )
        expect(await revoked.json()).toEqual({ revoked: true })
        expect(revoked.headers.get('set-cookie')).toMatch(/^portico_session=; Path=\/; Max-Age=0;/)
        expect(
          ((await (await read({ authorization: `Bearer ${created.token}` })).json()) as { sessions: [] })
            .sessions,
        ).toEqual([])
        expect(
          await (await post(revokePath, { pci: created.session.id, signature: session.signature })).json(),
        ).toEqual({
          revoked: false,
        })
        await expectRefused(
          await post('/v1/sessions/verify?projectId=portico-local', { token: created.token }),
          401,
          'The session token is unknown, expired or revoked',
        )
      },
    )

    it('refuses a replayed nonce, a wrong domain, an expired message and another key’s signature; nothing is stored', async () => {
      const account = evmAccount()
      const first = await signedSession(account, EVM_CHAIN)
      expect((await signIn(first)).status).toBe(201)
      await expectRefused(await signIn(first), 400, 'The nonce is unknown, expired or already used')

      await expectRefused(
        await signIn(
          await signedSession(account, EVM_CHAIN, { domain: 'evil.example', uri: 'https://evil.example/' }),
        ),
        403,
        'The message\'s domain "evil.example" is not allowed for project "portico-local"',
      )
      await expectRefused(
        await signIn(
          await signedSession(account, EVM_CHAIN, {
            expirationTime: new Date(Date.now() - 1_000).toISOString(),
          }),
        ),
        400,
        /^The message expired at \d{4}-/,
      )
      const impostor = evmAccount()
      const forged = await signedSession(account, EVM_CHAIN)
      forged.signature = await impostor.sign(forged.message)
      await expectRefused(await signIn(forged), 401, 'The signature does not match the message and account')
      // A refused signature leaves the nonce unused: the real account can still sign in with it.
      forged.signature = await account.sign(forged.message)
      expect((await signIn(forged)).status).toBe(201)

      const solana = solanaAccount()
      const otherSolana = solanaAccount()
      const solanaForged = await signedSession(solana, SOLANA_CHAIN)
      solanaForged.signature = await otherSolana.sign(solanaForged.message)
      await expectRefused(
        await signIn(solanaForged),
        401,
        'The signature does not match the message and account',
      )
      const bitcoin = bitcoinAccount('p2wpkh')
      const bitcoinForged = await signedSession(bitcoin, BITCOIN_CHAIN)
      bitcoinForged.signature = await bitcoinAccount('p2wpkh').sign(bitcoinForged.message)
      await expectRefused(
        await signIn(bitcoinForged),
        401,
        'The signature does not match the message and account',
      )
    })

    it('checks the text, the times, the namespace and the body with clear 4xx answers', async () => {
      const account = evmAccount()
      const tampered = await signedSession(account, EVM_CHAIN)
      await expectRefused(
        await signIn({ ...tampered, message: tampered.message.replace('Sign in', 'Send all') }),
        400,
        'body.message is not the CAIP-122 text of body.data',
      )
      await expectRefused(
        await signIn(await signedSession(account, EVM_CHAIN, { domain: 'localhost:5174' })),
        400,
        'The message\'s domain "localhost:5174" is not the host of its uri "http://localhost:5173/"',
      )
      const later = new Date(Date.now() + 600_000).toISOString()
      await expectRefused(
        await signIn(await signedSession(account, EVM_CHAIN, { notBefore: later })),
        400,
        `The message is not valid before ${later}`,
      )
      await expectRefused(
        await signIn(await signedSession(account, EVM_CHAIN, { nonce: 'NeverIssued123' })),
        400,
        'The nonce is unknown, expired or already used',
      )
      await expectRefused(
        await signIn(await signedSession(account, toCaipNetworkId('cosmos:cosmoshub-4'))),
        400,
        'Sign-in on cosmos networks is not supported',
      )
      await expectRefused(
        await signIn({ ...tampered, data: { ...tampered.data, version: '2' } } as unknown as SiwxSession),
        400,
        'body.data.version must be one of: 1',
      )
      await expectRefused(
        await signIn({ data: tampered.data } as SiwxSession),
        400,
        'body is missing "message"',
      )
      await expectRefused(
        await post(`/v1/sessions/${account.address}/revoke?projectId=portico-local`, {
          pci: '1',
          signature: 'x',
        }),
        400,
        'body.pci has an invalid format',
      )
    })

    it('binds nonces and sessions to the project’s allowed origins', async () => {
      await expectRefused(
        await post('/v1/sessions/nonce?projectId=shop', {}, { origin: 'https://evil.example' }),
        403,
        'Origin https://evil.example is not allowed for project "shop"',
      )
      const account = evmAccount()
      const shopNonce = await nonce('shop', 'https://shop.example.com')
      const session = await signedSession(account, EVM_CHAIN, {
        nonce: shopNonce,
        domain: 'shop.example.com',
        uri: 'https://shop.example.com/login',
      })
      await expectRefused(
        await signIn(session, PAGE, 'shop'),
        403,
        'Origin http://localhost:5173 is not allowed for project "shop"',
      )
      await expectRefused(
        await signIn(session, PAGE),
        403,
        'The message\'s domain "shop.example.com" is not allowed for project "portico-local"',
      )
      const response = await signIn(session, 'https://shop.example.com', 'shop')
      expect(response.status).toBe(201)
    })
  },
)

import type { AddressInfo } from 'node:net'
import { ACCOUNT_NAME_RULE } from '@portico/core'
import { getDevnetServerConfig, type StartDevnetReturnType, startDevnet } from '@portico/devnet'
import type { FastifyInstance } from 'fastify'
import type { Hex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockchainOptionsFromConfig } from '../config/blockchainOptionsFromConfig.ts'
import { createServer } from '../server/createServer.ts'
import { createStorage, MEMORY_DATA_DIR } from '../storage/createStorage.ts'

type ErrorBody = { statusCode: number; error: string; message: string }
type NameBody = {
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: string; created: number }>
  attributes: Record<string, string>
}

const SDK = 'projectId=portico-local&st=appkit&sv=html-wagmi-4.2.2'
/** ENSIP-11 coin type of devnet A (chain 31337). */
const COIN_TYPE = 0x8000_0000 + 31337

describe('account names: the server is the registry (docs/rules/validation.md account name, api.md profile routes, errors.md name messages)', () => {
  let devnet: StartDevnetReturnType
  let app: FastifyInstance
  let base: string
  const alice = privateKeyToAccount(generatePrivateKey())
  const bob = privateKeyToAccount(generatePrivateKey())

  beforeAll(async () => {
    devnet = await startDevnet({ ports: { 31337: 0 } })
    const config = getDevnetServerConfig({ urls: devnet.urls })
    app = await createServer({
      storage: await createStorage({ dataDir: MEMORY_DATA_DIR }),
      logger: false,
      directoryRefreshMs: 0,
      relay: false,
      blockchain: {
        ...blockchainOptionsFromConfig({ ...config, networks: config.networks.slice(0, 1) }),
        history: { indexer: false },
        swap: undefined,
      },
      names: { zones: ['portico.test'] },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  }, 90_000)

  afterAll(async () => {
    await app?.close()
    await devnet?.stop()
  })

  async function call<T>(path: string, status: number, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}${SDK}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json()) as T
    expect(response.status, `${path}: ${JSON.stringify(json)}`).toBe(status)
    return json
  }

  async function registration(
    account: PrivateKeyAccount,
    name: string,
    options: { timestamp?: number; attributes?: Record<string, string>; signer?: PrivateKeyAccount } = {},
  ) {
    const message = JSON.stringify({
      name,
      attributes: options.attributes ?? {},
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    })
    const signature: Hex = await (options.signer ?? account).signMessage({ message })
    return { coin_type: COIN_TYPE, address: account.address, message, signature }
  }

  it('registers a signed name first come first served, and looks it up by name and by address', async () => {
    const created = await call<NameBody>(
      '/v1/profile/account',
      201,
      await registration(alice, 'Alice-Test.reown.id', {
        attributes: { avatar: 'https://example.test/a.png' },
      }),
    )
    expect(created).toMatchObject({
      name: 'alice-test.reown.id',
      addresses: { [String(COIN_TYPE)]: { address: alice.address } },
      attributes: { avatar: 'https://example.test/a.png' },
    })
    expect(Math.abs(created.registered - Date.now() / 1000)).toBeLessThan(60)

    expect(await call<NameBody>('/v1/profile/account/alice-test.reown.id', 200)).toEqual(created)
    const reverse = await call<NameBody[]>(`/v1/profile/reverse/${alice.address.toLowerCase()}`, 200)
    expect(reverse.map(({ name }) => name)).toEqual(['alice-test.reown.id'])

    const again = await call<NameBody>(
      '/v1/profile/account',
      200,
      await registration(alice, 'alice-test.reown.id'),
    )
    expect(again.attributes).toEqual({})
  })

  it('answers a name nobody holds with 404 Name not found', async () => {
    const body = await call<ErrorBody>('/v1/profile/account/nobody-here.reown.id', 404)
    expect(body.message).toBe('Name not found')
    expect(await call<NameBody[]>(`/v1/profile/reverse/${bob.address}`, 200)).toEqual([])
  })

  it('refuses a name taken by another address with 409, storing nothing', async () => {
    const body = await call<ErrorBody>(
      '/v1/profile/account',
      409,
      await registration(bob, 'alice-test.reown.id'),
    )
    expect(body.message).toBe('Name alice-test.reown.id is already registered')
    expect(await call<NameBody[]>(`/v1/profile/reverse/${bob.address}`, 200)).toEqual([])
  })

  it('keeps one name per address per zone, and another zone is another slot', async () => {
    const body = await call<ErrorBody>(
      '/v1/profile/account',
      409,
      await registration(alice, 'alice-two.reown.id'),
    )
    expect(body.message).toBe(`Address ${alice.address} already has a name in reown.id`)
    await call<NameBody>('/v1/profile/account', 201, await registration(alice, 'alice.portico.test'))
    await call<NameBody>('/v1/profile/account', 201, await registration(alice, 'alice-legacy.wcn.id'))
    const reverse = await call<NameBody[]>(`/v1/profile/reverse/${alice.address}`, 200)
    // Own zone first, then reown.id, then the legacy wcn.id.
    expect(reverse.map(({ name }) => name)).toEqual([
      'alice.portico.test',
      'alice-test.reown.id',
      'alice-legacy.wcn.id',
    ])
  })

  it('refuses names under 4 characters or with other characters than letters, digits and hyphens (docs/rules/validation.md)', async () => {
    for (const name of ['bob.reown.id', 'bob_test.reown.id', 'bob test.reown.id', 'bøbby.reown.id']) {
      const body = await call<ErrorBody>('/v1/profile/account', 400, await registration(bob, name))
      expect(body.message, name).toBe(ACCOUNT_NAME_RULE)
    }
    const lookup = await call<ErrorBody>('/v1/profile/account/a_b.reown.id', 400)
    expect(lookup.message).toBe(ACCOUNT_NAME_RULE)
    const zone = await call<ErrorBody>('/v1/profile/account', 400, await registration(bob, 'bobby.eth'))
    expect(zone.message).toMatch(
      /^Name "bobby.eth" is in no zone of this registry: expected \.portico\.test, \.reown\.id, \.wcn\.id$/,
    )
    expect(await call<NameBody[]>(`/v1/profile/reverse/${bob.address}`, 200)).toEqual([])
  })

  it('refuses a signature of another account with 401', async () => {
    const body = await call<ErrorBody>(
      '/v1/profile/account',
      401,
      await registration(bob, 'bobby.reown.id', { signer: alice }),
    )
    expect(body.message).toBe(`Invalid signature: the message was not signed by ${bob.address}`)
    const garbage = { ...(await registration(bob, 'bobby.reown.id')), signature: '0x1234' }
    await call<ErrorBody>('/v1/profile/account', 401, garbage)
    await call<ErrorBody>('/v1/profile/account/bobby.reown.id', 404)
  })

  it('refuses a stale or future timestamp, and one in milliseconds (docs/rules/validation.md: seconds)', async () => {
    const now = Math.floor(Date.now() / 1000)
    const stale = await call<ErrorBody>(
      '/v1/profile/account',
      400,
      await registration(bob, 'bobby.reown.id', { timestamp: now - 3600 }),
    )
    expect(stale.message).toMatch(
      /^Invalid registration message: timestamp \d+ is more than 600 s from the server's clock; sign a new message$/,
    )
    await call<ErrorBody>(
      '/v1/profile/account',
      400,
      await registration(bob, 'bobby.reown.id', { timestamp: now + 3600 }),
    )
    const millis = await call<ErrorBody>(
      '/v1/profile/account',
      400,
      await registration(bob, 'bobby.reown.id', { timestamp: Date.now() }),
    )
    expect(millis.message).toBe(
      'Invalid registration message: timestamp must be in seconds, not milliseconds',
    )
    const notJson = { ...(await registration(bob, 'bobby.reown.id')), message: 'bobby.reown.id' }
    await call<ErrorBody>('/v1/profile/account', 400, notJson)
    await call<ErrorBody>('/v1/profile/account/bobby.reown.id', 404)
  })

  it('refuses a coin type of no EVM chain and a malformed address with 400', async () => {
    const request = await registration(bob, 'bobby.reown.id')
    await call<ErrorBody>('/v1/profile/account', 400, { ...request, coin_type: 501 })
    await call<ErrorBody>('/v1/profile/account', 400, { ...request, address: 'not-an-address' })
    await call<ErrorBody>('/v1/profile/account', 400, { ...request, extra: true })
  })

  it('answers its zones, the preferred (first configured) one first', async () => {
    expect(await call('/v1/profile/zones', 200)).toEqual({ zones: ['portico.test', 'reown.id', 'wcn.id'] })
  })

  it('suggests free names in the asked zone, the wanted one first with its state', async () => {
    const { suggestions } = await call<{ suggestions: { name: string; registered: boolean }[] }>(
      '/v1/profile/suggestions/alice-test?zone=reown.id',
      200,
    )
    expect(suggestions[0]).toEqual({ name: 'alice-test.reown.id', registered: true })
    expect(suggestions.length).toBe(6)
    for (const suggestion of suggestions.slice(1)) {
      expect(suggestion.registered).toBe(false)
      expect(suggestion.name).toMatch(/^alice-test[a-z0-9-]+\.reown\.id$/)
    }
    // Without a zone, the suggestions are in the preferred zone: the first configured one.
    const free = await call<{ suggestions: { name: string; registered: boolean }[] }>(
      '/v1/profile/suggestions/Carol_Smith',
      200,
    )
    expect(free.suggestions[0]).toEqual({ name: 'carol-smith.portico.test', registered: false })
    expect(free.suggestions).toHaveLength(5)
    const zone = await call<ErrorBody>('/v1/profile/suggestions/carol?zone=example.com', 400)
    expect(zone.message).toBe('Unknown zone "example.com": expected one of portico.test, reown.id, wcn.id')
  })

  it('identity answers the primary registered name and its avatar before ENS (docs/rules/entities.md Identity, api.md)', async () => {
    await call<NameBody>(
      '/v1/profile/account',
      200,
      await registration(alice, 'alice.portico.test', {
        attributes: { avatar: 'https://example.test/a.png' },
      }),
    )
    expect(await call(`/v1/identity/${alice.address}?sender=${alice.address}`, 200)).toEqual({
      name: 'alice.portico.test',
      avatar: 'https://example.test/a.png',
    })
    // No ENS network is served, so an address without a name has no identity.
    expect(await call(`/v1/identity/${bob.address}`, 200)).toEqual({ name: null, avatar: null })
  })
})

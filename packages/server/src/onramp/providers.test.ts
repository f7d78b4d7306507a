import { generateKeyPairSync, verify } from 'node:crypto'
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer } from '../server/createServer.ts'
import { MEMORY_DATA_DIR } from '../storage/createStorage.ts'
import type { OnrampOptions, OnrampQuote } from './types.ts'

const KEY_NAME = 'organizations/portico-test/apiKeys/stand-in'
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Seen = { method: string; path: string; body: unknown; claims: Record<string, unknown> }

/** A stand-in of the CDP Onramp API: checks each request's ES256 JWT, records it and answers like Coinbase. */
function startCoinbaseStandIn(seen: Seen[], state: { fail: boolean }): Promise<Server> {
  const server = createHttpServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const jwt = (request.headers.authorization ?? '').replace(/^Bearer /, '')
    const [header = '', payload = '', signature = ''] = jwt.split('.')
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    )
    const claims = JSON.parse(Buffer.from(payload || 'e30', 'base64url').toString()) as Record<
      string,
      unknown
    >
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (
      !valid ||
      claims.sub !== KEY_NAME ||
      claims.uri !== `${request.method} ${request.headers.host}${url.pathname}`
    )
      return send(401, { message: 'Unauthorized' })
    seen.push({
      method: request.method ?? '',
      path: `${url.pathname}${url.search}`,
      body: chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined,
      claims,
    })
    if (state.fail) return send(500, { message: 'down' })
    if (url.pathname === '/onramp/v1/buy/options') {
      return send(200, {
        payment_currencies: [{ id: 'USD', limits: [{ id: 'CARD', min: '10', max: '7500' }] }],
        purchase_currencies: [
          {
            id: 'usdc-id',
            name: 'USD Coin',
            symbol: 'USDC',
            networks: [
              {
                name: 'base',
                display_name: 'Base',
                chain_id: '8453',
                contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
              },
            ],
          },
        ],
      })
    }
    if (url.pathname === '/onramp/v1/buy/quote') {
      return send(200, {
        coinbase_fee: { value: '1.00', currency: 'USD' },
        network_fee: { value: '0.10', currency: 'USD' },
        payment_subtotal: { value: '48.90', currency: 'USD' },
        payment_total: { value: '50.00', currency: 'USD' },
        purchase_amount: { value: '48.90', currency: 'USDC' },
        quote_id: 'quote-1',
      })
    }
    if (url.pathname === '/onramp/v1/token') return send(200, { token: 'session-token-1', channel_id: '' })
    return send(404, { message: 'not found' })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

describe('onramp provider clients against local stand-ins (Coinbase Onramp API, Meld widget; docs/rules/api.md, limits.md)', () => {
  const seen: Seen[] = []
  const state = { fail: false }
  let standIn: Server
  let app: FastifyInstance

  beforeAll(async () => {
    standIn = await startCoinbaseStandIn(seen, state)
    const apiUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      logger: false,
      directoryRefreshMs: 0,
      relay: false,
      blockchain: {
        networks: [],
        onramp: {
          coinbase: {
            keyName: KEY_NAME,
            privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
            apiUrl,
            payUrl: 'https://pay.example.test',
          },
          meld: { publicKey: 'meld-public-key', widgetUrl: 'https://meld.example.test' },
        },
      },
    })
  }, 120_000)

  afterAll(async () => {
    await app?.close()
    await new Promise((resolve) => standIn?.close(resolve))
  })

  const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload })

  it('lists both providers with the 1-2% fee range (docs/rules/limits.md)', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/onramp/providers' })
    expect(response.json()).toEqual({
      providers: [
        { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%' },
        { name: 'meld', label: 'Meld', feeRange: '1-2%' },
      ],
    })
  })

  it('Coinbase: options and quotes through the CDP API with a signed JWT per request', async () => {
    const options = (
      await app.inject({ method: 'GET', url: '/v1/onramp/options?provider=coinbase' })
    ).json<OnrampOptions>()
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: [{ id: 'CARD', min: '10', max: '7500' }] },
    ])
    expect(options.purchaseCurrencies[0]).toMatchObject({ id: 'usdc-id', symbol: 'USDC' })
    const quote = await post('/v1/onramp/quote', {
      provider: 'coinbase',
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      paymentMethod: 'CARD',
      amount: '50',
      network: 'base',
    })
    expect(quote.statusCode).toBe(200)
    expect(quote.json<OnrampQuote>()).toEqual({
      networkFee: { amount: '0.10', currency: 'USD' },
      paymentSubtotal: { amount: '48.90', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '48.90', currency: 'USDC' },
      quoteId: 'quote-1',
    })
    const quoteRequest = seen.find((request) => request.path === '/onramp/v1/buy/quote')!
    expect(quoteRequest.body).toEqual({
      purchase_currency: 'usdc-id',
      purchase_network: 'base',
      payment_amount: '50',
      payment_currency: 'USD',
      payment_method: 'CARD',
      country: 'US',
    })
    expect(quoteRequest.claims).toMatchObject({ iss: 'cdp', sub: KEY_NAME })
  })

  it('Coinbase: the URL carries a session token made for the wallet, and the presets', async () => {
    const response = await post('/v1/generators/onrampurl', {
      provider: 'coinbase',
      destinationWallets: [{ address: WALLET, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'base',
      partnerUserId: WALLET,
      defaultExperience: 'buy',
      presetFiatAmount: '50',
      paymentMethod: 'CARD',
    })
    expect(response.statusCode).toBe(200)
    const url = new URL(response.json<{ url: string }>().url)
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.example.test/buy/select-asset')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sessionToken: 'session-token-1',
      defaultNetwork: 'base',
      defaultAsset: 'USDC',
      defaultExperience: 'buy',
      fiatCurrency: 'USD',
      presetFiatAmount: '50',
      partnerUserId: WALLET,
    })
    expect(seen.find((request) => request.path === '/onramp/v1/token')!.body).toEqual({
      addresses: [{ address: WALLET, blockchains: ['base'] }],
      assets: ['USDC'],
    })
  })

  it('Meld: the widget URL gets publicKey, destinationCurrencyCode (SOL on Solana, otherwise USDC), walletAddress, externalCustomerId (docs/rules/limits.md)', async () => {
    const evm = await post('/v1/generators/onrampurl', {
      provider: 'meld',
      destinationWallets: [{ address: WALLET, blockchains: ['base'], assets: ['USDC'] }],
      partnerUserId: 'visitor-1',
      presetFiatAmount: '25',
    })
    expect(Object.fromEntries(new URL(evm.json<{ url: string }>().url).searchParams)).toEqual({
      publicKey: 'meld-public-key',
      destinationCurrencyCode: 'USDC',
      walletAddress: WALLET,
      externalCustomerId: 'visitor-1',
      sourceCurrencyCode: 'USD',
      sourceAmount: '25',
    })
    const solanaAddress = 'Gr8Bk4Rm1Lc5dFvx3y9WqW6yuF3b8gKx2Fz7QmWqPNnF'
    const solana = await post('/v1/generators/onrampurl', {
      provider: 'meld',
      destinationWallets: [{ address: solanaAddress, blockchains: ['solana'], assets: ['SOL'] }],
    })
    const params = new URL(solana.json<{ url: string }>().url).searchParams
    expect(params.get('destinationCurrencyCode')).toBe('SOL')
    expect(params.get('walletAddress')).toBe(solanaAddress)
  })

  it('a failing provider is a 502 with its reason, which the modal answers with a placeholder quote (docs/rules/errors.md)', async () => {
    const meld = await post('/v1/onramp/quote', {
      provider: 'meld',
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'base',
    })
    expect(meld.statusCode).toBe(502)
    expect(meld.json().message).toBe('The onramp provider failed: Meld quotes in its own widget')
    state.fail = true
    const coinbase = await app.inject({ method: 'GET', url: '/v1/onramp/options?provider=coinbase' })
    expect(coinbase.statusCode).toBe(502)
    expect(coinbase.json().message).toBe('The onramp provider failed: Coinbase Onramp answered 500')
    state.fail = false
  })
})

/** A stand-in of Meld's REST API quote route: checks the key and version headers, records the body, answers like Meld. */
function startMeldStandIn(seen: { headers: Record<string, unknown>; body: unknown }[]): Promise<Server> {
  const server = createHttpServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method !== 'POST' || request.url !== '/payments/crypto/quote')
      return send(404, { message: 'Not found' })
    if (request.headers.authorization !== 'BASIC meld-secret-key')
      return send(401, { message: 'Unauthorized' })
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { sourceAmount: number }
    seen.push({ headers: request.headers, body })
    if (body.sourceAmount > 5000) return send(400, { code: 'BAD_REQUEST', message: 'Amount above the limit' })
    return send(200, {
      quotes: [
        {
          serviceProvider: 'TRANSAK',
          sourceAmount: body.sourceAmount,
          sourceAmountWithoutFees: body.sourceAmount - 2.1,
          totalFee: 2.1,
          destinationAmount: 47.85,
          destinationCurrencyCode: 'USDC_BASE',
        },
        {
          serviceProvider: 'BANXA',
          sourceAmount: body.sourceAmount,
          sourceAmountWithoutFees: body.sourceAmount - 1.5,
          totalFee: 1.5,
          destinationAmount: 48.46,
          destinationCurrencyCode: 'USDC_BASE',
        },
      ],
      message: null,
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

describe('Meld quotes from its REST API against a local stand-in (docs/rules/entities.md quote, api.md, errors.md)', () => {
  const seen: { headers: Record<string, unknown>; body: unknown }[] = []
  let standIn: Server
  let app: FastifyInstance

  beforeAll(async () => {
    standIn = await startMeldStandIn(seen)
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      logger: false,
      directoryRefreshMs: 0,
      relay: false,
      blockchain: {
        networks: [],
        onramp: {
          meld: {
            publicKey: 'meld-public-key',
            apiKey: 'meld-secret-key',
            apiUrl: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
            countryCode: 'DE',
          },
        },
      },
    })
  }, 120_000)

  afterAll(async () => {
    await app?.close()
    await new Promise((resolve) => standIn?.close(resolve))
  })

  const quote = (amount: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/onramp/quote',
      payload: {
        provider: 'meld',
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount,
        network: 'base',
      },
    })

  it("answers the service providers' best quote: the largest destination amount, with its fee and subtotal", async () => {
    const response = await quote('50')
    expect(response.statusCode).toBe(200)
    const body = response.json<OnrampQuote>()
    expect(body).toMatchObject({
      networkFee: { amount: '1.50', currency: 'USD' },
      paymentSubtotal: { amount: '48.50', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '48.46', currency: 'USDC' },
    })
    expect(body.quoteId).toMatch(/^meld-banxa-/)
    expect(seen.at(-1)).toMatchObject({
      headers: { 'meld-version': '2025-03-04', 'content-type': 'application/json' },
      body: {
        countryCode: 'DE',
        sourceCurrencyCode: 'USD',
        sourceAmount: 50,
        destinationCurrencyCode: 'USDC_BASE',
        paymentMethodType: 'CREDIT_DEBIT_CARD',
      },
    })
  })

  it("Meld's refusal is a 502 with its reason, which the modal answers with a placeholder quote (docs/rules/errors.md)", async () => {
    const response = await quote('6000')
    expect(response.statusCode).toBe(502)
    expect(response.json().message).toBe(
      'The onramp provider failed: Meld answered 400: Amount above the limit',
    )
  })
})

import type { AddressInfo } from 'node:net'
import {
  DEV_ACCOUNTS,
  DEVNET_CONTRACT_ADDRESSES,
  DEVNET_ONRAMP_TREASURY_KEY_ENV,
  getDevnetServerConfig,
  type StartDevnetReturnType,
  startDevnet,
} from '@portico/devnet'
import type { FastifyInstance } from 'fastify'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockchainOptionsFromConfig } from '../config/blockchainOptionsFromConfig.ts'
import { createServer } from '../server/createServer.ts'
import { MEMORY_DATA_DIR } from '../storage/createStorage.ts'
import type { OnrampOptions, OnrampQuote } from './types.ts'

type ErrorBody = { statusCode: number; error: string; message: string }

const { pusd, usdc } = DEVNET_CONTRACT_ADDRESSES
const A = 'eip155:31337'
const treasury = DEV_ACCOUNTS[4]!

describe('onramp API with the local sandbox provider against anvil (docs/rules/entities.md, api.md, errors.md, limits.md)', () => {
  let devnet: StartDevnetReturnType
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 } })
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      logger: false,
      directoryRefreshMs: 0,
      relay: false,
      blockchain: blockchainOptionsFromConfig(getDevnetServerConfig({ urls: devnet.urls }), {
        [DEVNET_ONRAMP_TREASURY_KEY_ENV]: treasury.privateKey,
      }),
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  }, 90_000)

  afterAll(async () => {
    await app?.close()
    await devnet?.stop()
  })

  async function request<T>(path: string, status = 200, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json()) as T
    expect(response.status, `${path} ${JSON.stringify(json)}`).toBe(status)
    return json
  }
  const client = () => createPublicClient({ chain: devnet.chains[0], transport: http() })
  const balanceOf = (owner: Address) =>
    client().readContract({ address: pusd, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const orderCount = async () =>
    Number(
      (
        await app.portico.storage.db
          .selectFrom('onramp_orders')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    )
  const urlBody = (address: string, overrides: Record<string, unknown> = {}) => ({
    destinationWallets: [{ address, blockchains: [A], assets: ['PUSD'] }],
    defaultNetwork: A,
    partnerUserId: address,
    defaultExperience: 'buy',
    presetFiatAmount: '50',
    provider: 'sandbox',
    ...overrides,
  })

  it('lists the sandbox with the 1-2% fee range and its options: USDC (the default, first) and PUSD on both devnets, USD with the sample limits (docs/rules/entities.md, limits.md)', async () => {
    expect(await request('/v1/onramp/providers')).toEqual({
      providers: [{ name: 'sandbox', label: 'Portico Sandbox', feeRange: '1-2%' }],
    })
    const options = await request<OnrampOptions>('/v1/onramp/options')
    expect(options.purchaseCurrencies).toEqual([
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [
          { name: A, display_name: 'Portico Devnet A', chain_id: '31337', contract_address: usdc },
          {
            name: 'eip155:31338',
            display_name: 'Portico Devnet B',
            chain_id: '31338',
            contract_address: usdc,
          },
        ],
      },
      {
        id: 'PUSD',
        name: 'Portico USD',
        symbol: 'PUSD',
        networks: [
          { name: A, display_name: 'Portico Devnet A', chain_id: '31337', contract_address: pusd },
          {
            name: 'eip155:31338',
            display_name: 'Portico Devnet B',
            chain_id: '31338',
            contract_address: pusd,
          },
        ],
      },
    ])
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
  })

  it('quotes 50 USD of PUSD: 1.5 % fee, the rest in PUSD at 1 USD (docs/rules/entities.md quote)', async () => {
    const quote = await request<OnrampQuote>('/v1/onramp/quote', 200, {
      purchaseCurrency: 'PUSD',
      paymentCurrency: 'USD',
      amount: '50',
      network: A,
    })
    expect(quote).toMatchObject({
      networkFee: { amount: '0.75', currency: 'USD' },
      paymentSubtotal: { amount: '49.25', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '49.25', currency: 'PUSD' },
    })
    expect(quote.quoteId).toMatch(/^sandbox-/)
  })

  it('bad input is a clear 400 and stores nothing (docs/rules/validation.md, errors.md)', async () => {
    const quote = (body: Record<string, unknown>) =>
      request<ErrorBody>('/v1/onramp/quote', 400, {
        purchaseCurrency: 'PUSD',
        paymentCurrency: 'USD',
        amount: '50',
        network: A,
        ...body,
      })
    expect((await quote({ purchaseCurrency: 'NOPE' })).message).toBe('Unknown purchase currency "NOPE"')
    expect((await quote({ amount: '0' })).message).toBe(
      'amount must be a positive amount with at most 2 decimals, got "0"',
    )
    expect((await quote({ amount: '-5' })).message).toBe(
      'amount must be a positive amount with at most 2 decimals, got "-5"',
    )
    expect((await quote({ amount: '7500.01' })).message).toBe(
      'amount must be between 10.00 and 7500.00 USD for card, got 7500.01',
    )
    expect((await quote({ network: 'eip155:1' })).message).toBe('Unsupported network "eip155:1" for PUSD')
    expect((await quote({ paymentCurrency: 'EUR' })).message).toBe('Unknown payment currency "EUR"')

    const address = privateKeyToAccount(generatePrivateKey()).address
    const url = (overrides: Record<string, unknown>) =>
      request<ErrorBody>('/v1/generators/onrampurl', 400, urlBody(address, overrides))
    expect(
      (await url({ destinationWallets: [{ address, blockchains: [A], assets: ['DOGE'] }] })).message,
    ).toBe('Unknown purchase currency "DOGE"')
    expect((await url({ presetFiatAmount: '0' })).message).toMatch(
      /^presetFiatAmount must be a positive amount/,
    )
    expect((await url({ presetFiatAmount: '9.99' })).message).toBe(
      'amount must be between 10.00 and 7500.00 USD for card, got 9.99',
    )
    expect((await url({ defaultNetwork: 'eip155:10' })).message).toBe(
      'Unsupported network "eip155:10" for PUSD',
    )
    expect(
      (await url({ destinationWallets: [{ address: '0x1234', blockchains: [A], assets: ['PUSD'] }] }))
        .message,
    ).toBe('Invalid destination address "0x1234" for Portico Devnet A')
    expect((await url({ provider: 'nobody' })).message).toBe('Unknown onramp provider "nobody"')
    expect(await orderCount()).toBe(0)
  })

  it('the sandbox checkout delivers the quoted PUSD once, however often it is paid (idempotent)', async () => {
    const destination = privateKeyToAccount(generatePrivateKey()).address
    const treasuryBefore = await balanceOf(treasury.address)
    const { url } = await request<{ url: string }>('/v1/generators/onrampurl', 200, urlBody(destination))
    expect(url).toMatch(new RegExp(`^${base}/onramp/sandbox/checkout/[0-9a-f-]{36}$`))
    expect(await orderCount()).toBe(1)

    const page = await fetch(url)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toContain('SANDBOX — test mode, no real payment is made')
    expect(html).toContain('49.25 PUSD')
    expect(html).toContain(destination)
    // Issue 21: the page runs only its own inline script and style, by this answer's nonce.
    const nonce = page.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(html).toContain(`<script nonce="${nonce}">`)
    expect(html).toContain(`<style nonce="${nonce}">`)

    const pay = (cardNumber: string, status = 200) =>
      request<{ status: string; txHash: string | null; message?: string }>(
        `${new URL(url).pathname}/pay`,
        status,
        { cardNumber },
      )
    expect((await pay('4000 0000 0000 0002', 402)).message).toBe(
      'The sandbox accepts only the test card 4242 4242 4242 4242',
    )
    expect(await balanceOf(destination)).toBe(0n)

    // Two payments at once, then a third: one delivery.
    const [first, second] = await Promise.all([pay('4242 4242 4242 4242'), pay('4242424242424242')])
    const third = await pay('4242 4242 4242 4242')
    const completed = [first, second, third].filter((answer) => answer.status === 'completed')
    expect(completed.length).toBeGreaterThanOrEqual(2)
    expect(new Set(completed.map((answer) => answer.txHash)).size).toBe(1)
    expect(third).toMatchObject({ status: 'completed' })
    expect(await balanceOf(destination)).toBe(49_250_000n)
    expect(treasuryBefore - (await balanceOf(treasury.address))).toBe(49_250_000n)
    expect(await (await fetch(url)).text()).toContain(`The tokens were sent (transaction ${third.txHash})`)
  })

  it("sells the devnet's USDC, docs/rules/limits.md's default purchase currency: 50.77 USD buys exactly 50 USDC on Devnet B", async () => {
    const B = 'eip155:31338'
    const quote = await request<OnrampQuote>('/v1/onramp/quote', 200, {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50.77',
      network: B,
    })
    expect(quote).toMatchObject({
      networkFee: { amount: '0.77', currency: 'USD' },
      paymentTotal: { amount: '50.77', currency: 'USD' },
      purchaseAmount: { amount: '50', currency: 'USDC' },
    })
    const destination = privateKeyToAccount(generatePrivateKey()).address
    const { url } = await request<{ url: string }>(
      '/v1/generators/onrampurl',
      200,
      urlBody(destination, {
        destinationWallets: [{ address: destination, blockchains: [B], assets: ['USDC'] }],
        defaultNetwork: B,
        presetFiatAmount: '50.77',
      }),
    )
    expect(await (await fetch(url)).text()).toContain('50 USDC')
    const paid = await request<{ status: string }>(`${new URL(url).pathname}/pay`, 200, {
      cardNumber: '4242 4242 4242 4242',
    })
    expect(paid.status).toBe('completed')
    const chainB = createPublicClient({ chain: devnet.chains[1], transport: http() })
    expect(
      await chainB.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [destination],
      }),
    ).toBe(50_000_000n)
  })

  it('without the treasury key no provider is configured: 503, which the modal answers with sample options (docs/rules/errors.md)', async () => {
    const bare = await createServer({
      dataDir: MEMORY_DATA_DIR,
      logger: false,
      directoryRefreshMs: 0,
      relay: false,
      blockchain: blockchainOptionsFromConfig(getDevnetServerConfig({ urls: devnet.urls })),
    })
    try {
      const response = await bare.inject({ method: 'GET', url: '/v1/onramp/options' })
      expect(response.statusCode).toBe(503)
      expect(response.json().message).toBe('No onramp provider is configured')
    } finally {
      await bare.close()
    }
  }, 30_000)
})

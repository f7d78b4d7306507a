import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createServer } from '../server/createServer.ts'
import { MEMORY_DATA_DIR } from '../storage/createStorage.ts'
import type { SwapQuoteAnswer, SwapToken } from './convertApi.ts'

type Answer = { status: number; body: unknown }
type Recorded = { path: string; query: Record<string, string>; authorization: string | undefined }

/**
 * A stand-in for an aggregator speaking the 1inch Swap API v6 protocol: it answers each path with what
 * the test put in `answers` and records every request.
 */
async function startOneInchStandIn() {
  const answers = new Map<string, Answer>()
  const requests: Recorded[] = []
  const server: Server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    requests.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
    })
    const answer = answers.get(url.pathname) ?? {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', description: `No route ${url.pathname}` },
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, answers, requests }
}

const BASE = 'eip155:8453'
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const DAI = '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb'
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SPENDER = '0x111111125421cA6dc452d289314280a0f8842A65'
const v6 = (path: string) => `/swap/v6.0/8453${path}`

describe('1inch Swap API v6 client against a local stand-in, through the convert routes (docs/rules/entities.md, api.md, errors.md)', () => {
  let standIn: Awaited<ReturnType<typeof startOneInchStandIn>>
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    standIn = await startOneInchStandIn()
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      logger: false,
      directoryRefreshMs: 0,
      relay: false,
      blockchain: { networks: [], tokens: [], swap: { oneInch: { url: standIn.url, apiKey: 'test-key' } } },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  }, 60_000)

  afterAll(async () => {
    await app?.close()
    standIn?.server.close()
  })

  beforeEach(() => {
    standIn.requests.length = 0
    standIn.answers.clear()
    standIn.answers.set(v6('/tokens'), {
      status: 200,
      body: {
        tokens: {
          [NATIVE.toLowerCase()]: {
            address: NATIVE.toLowerCase(),
            symbol: 'ETH',
            name: 'Ether',
            decimals: 18,
            logoURI: 'https://tokens.example/eth.png',
            eip2612: false,
            tags: ['native'],
          },
          [USDC.toLowerCase()]: {
            address: USDC.toLowerCase(),
            symbol: 'USDC',
            name: 'USD Coin',
            decimals: 6,
            logoURI: 'https://tokens.example/usdc.png',
            eip2612: true,
            tags: ['tokens'],
          },
          [DAI.toLowerCase()]: {
            address: DAI.toLowerCase(),
            symbol: 'DAI',
            name: 'Dai Stablecoin',
            decimals: 18,
            logoURI: 'https://tokens.example/dai.png',
            tags: ['tokens'],
          },
        },
      },
    })
    standIn.answers.set(v6('/approve/spender'), { status: 200, body: { address: SPENDER } })
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
  const query = (values: Record<string, string>) => new URLSearchParams(values).toString()
  const requested = (path: string) => standIn.requests.find((entry) => entry.path === v6(path))

  it('lists the aggregator tokens as swap tokens with their logos, eip2612 false (docs/rules/entities.md)', async () => {
    const { tokens } = await request<{ tokens: SwapToken[] }>(`/v1/convert/tokens?chainId=${BASE}`)
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    expect(tokens[1]).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      address: `${BASE}:${USDC}`,
      decimals: 6,
      logoUri: 'https://tokens.example/usdc.png',
      eip2612: false,
      price: 0,
      value: 0,
    })
    expect(requested('/tokens')?.authorization).toBe('Bearer test-key')
  })

  it('quotes with /quote and reads allowances with /approve/allowance (docs/rules/api.md)', async () => {
    standIn.answers.set(v6('/quote'), {
      status: 200,
      body: { dstAmount: '9987654321098765432', gas: 181000 },
    })
    standIn.answers.set(v6('/approve/allowance'), { status: 200, body: { allowance: '2500000' } })
    const { quotes } = await request<{ quotes: SwapQuoteAnswer[] }>(
      `/v1/convert/quotes?${query({ amount: '10000000', userAddress: `${BASE}:${USER}`, from: `${BASE}:${USDC}`, to: `${BASE}:${DAI}`, gasPrice: '1500000' })}`,
    )
    expect(quotes).toEqual([
      {
        id: null,
        provider: '1inch',
        fromAccount: `${BASE}:${USDC}`,
        fromAmount: '10000000',
        toAccount: `${BASE}:${DAI}`,
        toAmount: '9987654321098765432',
        path: [`${BASE}:${USDC}`, `${BASE}:${DAI}`],
        priceImpact: null,
        gas: '181000',
      },
    ])
    expect(requested('/quote')?.query).toEqual({
      src: USDC,
      dst: DAI,
      amount: '10000000',
      gasPrice: '1500000',
      includeGas: 'true',
    })
    const allowance = await request(
      `/v1/convert/allowance?${query({ tokenAddress: `${BASE}:${USDC}`, userAddress: `${BASE}:${USER}` })}`,
    )
    expect(allowance).toEqual({ allowance: '2500000', spender: `${BASE}:${SPENDER}` })
    expect(requested('/approve/allowance')?.query).toEqual({ tokenAddress: USDC, walletAddress: USER })
  })

  it('builds the approve with /approve/transaction and the swap with /swap, slippage 1 (docs/rules/api.md, limits.md)', async () => {
    standIn.answers.set(v6('/approve/transaction'), {
      status: 200,
      body: { data: '0x095ea7b3aa', gasPrice: '2000000', to: USDC.toLowerCase(), value: '0' },
    })
    standIn.answers.set(v6('/approve/allowance'), { status: 200, body: { allowance: '10000000' } })
    standIn.answers.set(v6('/swap'), {
      status: 200,
      body: {
        dstAmount: '9900000000000000000',
        tx: { from: USER, to: SPENDER, data: '0x07ed2379bb', value: '0', gas: 250000, gasPrice: '2100000' },
      },
    })
    const approve = await request<{ tx: Record<string, unknown> }>(
      `/v1/convert/build-approve?${query({ userAddress: `${BASE}:${USER}`, from: `${BASE}:${USDC}`, to: `${BASE}:${DAI}`, amount: '10000000' })}`,
    )
    expect(approve.tx).toEqual({
      from: `${BASE}:${USER}`,
      to: `${BASE}:${USDC}`,
      data: '0x095ea7b3aa',
      value: '0',
      spender: `${BASE}:${SPENDER}`,
      amount: '10000000',
      eip155: { gasPrice: '2000000' },
    })
    expect(requested('/approve/transaction')?.query).toEqual({ tokenAddress: USDC, amount: '10000000' })

    const built = await request<{ tx: Record<string, unknown> }>('/v1/convert/build-transaction', 200, {
      amount: '10000000',
      eip155: { slippage: 1 },
      projectId: 'portico-local',
      from: `${BASE}:${USDC}`,
      to: `${BASE}:${DAI}`,
      userAddress: `${BASE}:${USER}`,
      disableEstimate: true,
    })
    expect(built.tx).toEqual({
      from: `${BASE}:${USER}`,
      to: `${BASE}:${SPENDER}`,
      data: '0x07ed2379bb',
      value: '0',
      amount: '10000000',
      toAmount: '9900000000000000000',
      toAmountMin: '9801000000000000000',
      eip155: { gas: '250000', gasPrice: '2100000', slippage: 1 },
    })
    expect(requested('/swap')?.query).toEqual({
      src: USDC,
      dst: DAI,
      amount: '10000000',
      from: USER,
      origin: USER,
      slippage: '1',
      disableEstimate: 'true',
      includeGas: 'true',
    })
  })

  it('answers the aggregator refusals as 400s, its failures as 502, and nothing is built (docs/rules/errors.md)', async () => {
    standIn.answers.set(v6('/quote'), {
      status: 400,
      body: { error: 'Bad Request', description: 'insufficient liquidity', statusCode: 400 },
    })
    const noRoute = await request<{ message: string }>(
      `/v1/convert/quotes?${query({ amount: '1', from: `${BASE}:${USDC}`, to: `${BASE}:${DAI}` })}`,
      400,
    )
    expect(noRoute.message).toBe('No swap route from USDC to DAI')

    standIn.answers.set(v6('/approve/allowance'), { status: 200, body: { allowance: '0' } })
    const short = await request<{ message: string }>('/v1/convert/build-transaction', 400, {
      amount: '10000000',
      from: `${BASE}:${USDC}`,
      to: `${BASE}:${DAI}`,
      userAddress: `${BASE}:${USER}`,
    })
    expect(short.message).toBe(
      `Insufficient USDC allowance: approve ${SPENDER} for 10 USDC first (0 approved)`,
    )
    expect(requested('/swap')).toBeUndefined()

    standIn.answers.set(v6('/quote'), { status: 500, body: { error: 'Internal Server Error' } })
    const failed = await request<{ message: string }>(
      `/v1/convert/quotes?${query({ amount: '1', from: `${BASE}:${USDC}`, to: `${BASE}:${DAI}` })}`,
      502,
    )
    expect(failed.message).toBe('The swap provider failed: HTTP status code: 500')

    const unsupported = await request<{ message: string }>(`/v1/convert/tokens?chainId=eip155:31337`, 400)
    expect(unsupported.message).toBe('Network not supported for Swaps')
  })
})

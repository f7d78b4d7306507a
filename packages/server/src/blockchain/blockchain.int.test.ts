import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TokenBalance } from '@portico/core'
import {
  DEV_ACCOUNTS,
  DEVNET_COLLECTION,
  DEVNET_CONTRACT_ADDRESSES,
  getDevnetServerConfig,
  type StartDevnetReturnType,
  startDevnet,
} from '@portico/devnet'
import type { FastifyInstance } from 'fastify'
import { createWalletClient, erc20Abi, erc721Abi, http, parseUnits, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockchainOptionsFromConfig } from '../config/blockchainOptionsFromConfig.ts'
import { createServer } from '../server/createServer.ts'
import { MEMORY_DATA_DIR } from '../storage/createStorage.ts'
import type { AccountNft } from './nfts.ts'
import { createCoinGeckoPriceProvider } from './prices/coingeckoPriceProvider.ts'

type ErrorBody = { statusCode: number; error: string; message: string }

const [dev, second] = DEV_ACCOUNTS
const { pusd, pdai, usdt, tiles } = DEVNET_CONTRACT_ADDRESSES

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createHttpServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A CoinGecko-protocol stand-in that prices devnet B's coin and PUSD differently from the local table. */
async function startPriceStandIn(): Promise<{ url: string; server: Server; requests: string[] }> {
  const requests: string[] = []
  const server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    requests.push(`${url.pathname}?${url.searchParams}`)
    const vs = url.searchParams.get('vs_currencies') ?? ''
    let body: Record<string, Record<string, number>> = {}
    if (url.pathname === '/simple/price' && url.searchParams.get('ids') === 'portico-ether') {
      body = { 'portico-ether': { [vs]: 2500 } }
    } else if (url.pathname === '/simple/token_price/portico-devnet-b') {
      body = { [pusd.toLowerCase()]: { [vs]: 0.998 } }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, requests }
}

describe('blockchain API against anvil and the real server (docs/rules/entities.md, validation.md, api.md, errors.md)', () => {
  let devnet: StartDevnetReturnType
  let app: FastifyInstance
  let base: string
  let standIn: Awaited<ReturnType<typeof startPriceStandIn>>

  beforeAll(async () => {
    const [started, deadPort, prices] = await Promise.all([
      startDevnet({ ports: { 31337: 0, 31338: 0 } }),
      closedPort(),
      startPriceStandIn(),
    ])
    devnet = started
    standIn = prices
    const config = getDevnetServerConfig({ urls: devnet.urls })
    const fromConfig = blockchainOptionsFromConfig({
      ...config,
      networks: [
        ...config.networks,
        { caipNetworkId: 'eip155:10', rpcUrls: [`http://127.0.0.1:${deadPort}`] },
      ],
    })
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      logger: false,
      directoryRefreshMs: 0,
      blockchain: {
        ...fromConfig,
        balanceCacheMs: 60_000,
        priceProviders: [
          createCoinGeckoPriceProvider({
            url: standIn.url,
            platforms: { 'eip155:31338': { platform: 'portico-devnet-b', nativeCoinId: 'portico-ether' } },
          }),
          ...(fromConfig.priceProviders ?? []),
        ],
      },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  }, 90_000)

  afterAll(async () => {
    await app?.close()
    await devnet?.stop()
    standIn?.server.close()
  })

  async function getJson<T>(path: string, status = 200): Promise<T> {
    const response = await fetch(`${base}${path}`)
    expect(response.status, path).toBe(status)
    return (await response.json()) as T
  }
  const balances = async (address: string, query: string) =>
    (await getJson<{ balances: TokenBalance[] }>(`/v1/account/${address}/balance?${query}`)).balances
  const bySymbol = (list: TokenBalance[]) =>
    Object.fromEntries(list.map((balance) => [balance.symbol, balance]))
  const expectBadRequest = async (path: string, message: string | RegExp, init?: RequestInit) => {
    const response = await fetch(`${base}${path}`, init)
    const body = (await response.json()) as ErrorBody
    expect(response.status, path).toBe(400)
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' })
    expect(body.message).toMatch(message)
  }

  describe('GET /v1/supported-chains (docs/rules/validation.md, api.md)', () => {
    it('lists the configured networks with HTTP RPCs, none with WebSockets, and the EVM ones with a history', async () => {
      const body = await getJson<{ http: string[]; ws: string[]; history: string[] }>(
        '/v1/supported-chains?projectId=demo&st=appkit&sv=html-wagmi-4.2.2',
      )
      // The devnet config also serves the local Solana chain (listed after the EVM networks).
      expect(body).toEqual({
        http: ['eip155:31337', 'eip155:31338', 'eip155:10', 'solana:Ba3SHQM6habkMepfPaso2qfnoyfZo4i8'],
        ws: [],
        history: ['eip155:31337', 'eip155:31338', 'eip155:10'],
      })
    })
  })

  describe('GET /v1/account/{address}/balance (docs/rules/entities.md Token balance, api.md)', () => {
    it('answers the native coin and the four devnet tokens with exact amounts, decimals and CAIP-10 addresses', async () => {
      const list = await balances(dev.address, 'chainId=eip155:31337&currency=usd&projectId=demo')
      expect(list.map((balance) => balance.symbol)).toEqual(['ETH', 'PUSD', 'PDAI', 'USDT', 'USDC'])
      const { ETH, PUSD, PDAI, USDT } = bySymbol(list)
      expect(ETH).toMatchObject({
        name: 'Ether',
        chainId: 'eip155:31337',
        price: 3000,
        value: 10_100 * 3000,
        quantity: { decimals: '18', numeric: '10100' },
      })
      expect(ETH).not.toHaveProperty('address')
      expect(PUSD).toMatchObject({
        name: 'Portico USD',
        address: `eip155:31337:${pusd}`,
        price: 1,
        value: 10_000,
        quantity: { decimals: '6', numeric: '10000' },
      })
      expect(PDAI).toMatchObject({
        address: `eip155:31337:${pdai}`,
        quantity: { decimals: '18', numeric: '5000' },
      })
      expect(USDT).toMatchObject({
        name: 'Portico Tether',
        address: `eip155:31337:${usdt}`,
        quantity: { decimals: '6', numeric: '2500' },
      })
      expect(ETH?.iconUrl).toBe(`${base}/public/getTokenImage/eth`)
      expect(PUSD?.iconUrl).toMatch(/^data:image\/svg\+xml;base64,/)
    })

    it('reads devnet B too, priced there by the CoinGecko-protocol provider (stand-in) before the local one', async () => {
      const { ETH, PUSD, PDAI, USDT } = bySymbol(await balances(second.address, 'chainId=eip155:31338'))
      expect(ETH).toMatchObject({ chainId: 'eip155:31338', price: 2500, quantity: { numeric: '10100' } })
      expect(PUSD).toMatchObject({
        address: `eip155:31338:${pusd}`,
        price: 0.998,
        quantity: { numeric: '10000' },
      })
      expect(PUSD?.value).toBeCloseTo(9980, 6)
      expect(PDAI).toMatchObject({ price: 1, quantity: { decimals: '18', numeric: '5000' } })
      expect(USDT).toMatchObject({ price: 1, quantity: { decimals: '6', numeric: '2500' } })
      expect(standIn.requests).toContain('/simple/price?ids=portico-ether&vs_currencies=usd')
    })

    it('without chainId answers every network that answers, skipping the unreachable one', async () => {
      const list = await balances(DEV_ACCOUNTS[2].address, '')
      expect(new Set(list.map((balance) => balance.chainId))).toEqual(
        new Set(['eip155:31337', 'eip155:31338']),
      )
      expect(list).toHaveLength(10)
    })

    it('serves a cached answer until forceUpdate=true reads the chain again after a transfer', async () => {
      const account = privateKeyToAccount(DEV_ACCOUNTS[3].privateKey)
      const path = `chainId=eip155:31337&currency=usd`
      expect(bySymbol(await balances(account.address, path)).PUSD?.quantity.numeric).toBe('10000')
      const wallet = createWalletClient({
        account,
        chain: devnet.chains[0],
        transport: http(devnet.urls[31337]),
      }).extend(publicActions)
      const hash = await wallet.writeContract({
        address: pusd,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [DEV_ACCOUNTS[4].address, parseUnits('1.5', 6)],
      })
      expect((await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')

      expect(bySymbol(await balances(account.address, path)).PUSD?.quantity.numeric).toBe('10000')
      const fresh = bySymbol(await balances(account.address, `${path}&forceUpdate=true`))
      expect(fresh.PUSD?.quantity.numeric).toBe('9998.5')
      expect(fresh.PUSD?.value).toBe(9998.5)
      expect(Number(fresh.ETH?.quantity.numeric)).toBeLessThan(10_100)
      expect(bySymbol(await balances(account.address, path)).PUSD?.quantity.numeric).toBe('9998.5')
      const receiver = bySymbol(await balances(DEV_ACCOUNTS[4].address, `${path}&forceUpdate=true`))
      expect(receiver.PUSD?.quantity.numeric).toBe('10001.5')
    })

    it('leaves out zero token balances but always answers the native coin', async () => {
      const empty = '0x000000000000000000000000000000000000dEaD'
      const list = await balances(empty, 'chainId=eip155:31337')
      expect(list).toEqual([
        expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '0' }, value: 0 }),
      ])
    })

    it('prices nothing in a currency the providers do not know (price and value 0)', async () => {
      const { PUSD } = bySymbol(await balances(dev.address, 'chainId=eip155:31337&currency=eur'))
      expect(PUSD).toMatchObject({ price: 0, value: 0, quantity: { numeric: '10000' } })
    })

    it('answers an empty list on an unsupported network (docs/rules/validation.md)', async () => {
      expect(await balances(dev.address, 'chainId=eip155:999')).toEqual([])
      expect(
        await balances(
          '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
          'chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        ),
      ).toEqual([])
    })

    it('answers 503 naming the network when its RPC is unreachable, never a 500', async () => {
      const response = await fetch(`${base}/v1/account/${dev.address}/balance?chainId=eip155:10`)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      expect(((await response.json()) as ErrorBody).message).toBe(
        'The RPC of network eip155:10 did not answer',
      )
    })

    it('rejects bad input with 400 and a clear message (docs/rules/validation.md, errors.md)', async () => {
      await expectBadRequest(
        '/v1/account/0x1234/balance?chainId=eip155:31337',
        'Invalid address "0x1234": expected an EVM address (0x and 40 hex digits)',
      )
      await expectBadRequest(
        `/v1/account/${dev.address}/balance?chainId=31337`,
        'Invalid CAIP-2 network id: 31337',
      )
      await expectBadRequest(
        `/v1/account/${dev.address}/balance?chainId=foo:1`,
        'Invalid CAIP-2 network id: foo:1',
      )
      await expectBadRequest(`/v1/account/${dev.address}/balance?page=2`, 'Unknown query parameter "page"')
      await expectBadRequest(
        `/v1/account/${dev.address}/balance?forceUpdate=maybe`,
        'querystring.forceUpdate must be boolean',
      )
      await expectBadRequest(
        `/v1/account/${dev.address}/balance?currency=u$d`,
        'querystring.currency has an invalid format',
      )
    })
  })

  describe('POST /v1/fungible/price (docs/rules/api.md)', () => {
    const post = (body: unknown) =>
      fetch(`${base}/v1/fungible/price?projectId=demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })

    it('prices known tokens and native coins by CAIP-10 address, leaving out unknown ones', async () => {
      const response = await post({
        currency: 'usd',
        projectId: 'demo',
        addresses: [
          `eip155:31337:${pusd}`,
          'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
          `eip155:31338:${pusd}`,
          'eip155:31337:0x000000000000000000000000000000000000dEaD',
          `eip155:999:${pusd}`,
        ],
      })
      expect(response.status).toBe(200)
      const { fungibles } = (await response.json()) as { fungibles: Record<string, unknown>[] }
      expect(fungibles).toEqual([
        expect.objectContaining({
          address: `eip155:31337:${pusd}`,
          name: 'Portico USD',
          symbol: 'PUSD',
          price: 1,
        }),
        expect.objectContaining({
          name: 'Ether',
          symbol: 'ETH',
          price: 3000,
          iconUrl: `${base}/public/getTokenImage/eth`,
        }),
        expect.objectContaining({ address: `eip155:31338:${pusd}`, price: 0.998 }),
      ])
    })

    it('rejects a malformed body with 400', async () => {
      for (const [body, message] of [
        [{ currency: 'usd', addresses: ['eip155:1'] }, 'Invalid CAIP-10 address: eip155:1'],
        [{ currency: 'usd', addresses: ['nope:1:0xabc'] }, 'Invalid CAIP-10 address: nope:1:0xabc'],
        [{ currency: 'usd', addresses: [] }, 'body.addresses must NOT have fewer than 1 items'],
        [{ currency: 'usd', addresses: ['eip155:1:0x1'], extra: 1 }, 'body has an unknown property "extra"'],
        [{ addresses: ['eip155:1:0x1'] }, 'body is missing "currency"'],
      ] as const) {
        const response = await post(body)
        expect([response.status, ((await response.json()) as ErrorBody).message]).toEqual([400, message])
      }
    })
  })

  describe('GET /v1/identity/{address} (docs/rules/entities.md Identity, api.md)', () => {
    it('answers null name and avatar without an ENS network', async () => {
      expect(await getJson(`/v1/identity/${dev.address}?sender=${second.address}&projectId=demo`)).toEqual({
        name: null,
        avatar: null,
      })
    })

    it('rejects a bad address or sender with 400', async () => {
      await expectBadRequest('/v1/identity/alice.eth', 'Invalid address "alice.eth"')
      await expectBadRequest(`/v1/identity/${dev.address}?sender=bob`, 'Invalid sender "bob"')
    })
  })

  describe('GET /v1/convert/gas-price (docs/rules/entities.md Gas price result, validation.md, errors.md)', () => {
    it('answers standard ≤ fast ≤ instant in wei from the chain, both devnets', async () => {
      for (const chainId of ['eip155:31337', 'eip155:31338']) {
        const body = await getJson<{ standard: string; fast: string; instant: string }>(
          `/v1/convert/gas-price?chainId=${chainId}&projectId=demo&st=appkit&sv=html-wagmi-4.2.2`,
        )
        for (const value of Object.values(body)) expect(value).toMatch(/^[1-9][0-9]*$/)
        expect(BigInt(body.standard)).toBeLessThanOrEqual(BigInt(body.fast))
        expect(BigInt(body.fast)).toBeLessThanOrEqual(BigInt(body.instant))
      }
    })

    it("throws 'Network not supported for Gas Price' on an unsupported network", async () => {
      await expectBadRequest(
        '/v1/convert/gas-price?chainId=eip155:999',
        'Network not supported for Gas Price',
      )
      await expectBadRequest(
        '/v1/convert/gas-price?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Network not supported for Gas Price',
      )
    })

    it('rejects a missing or malformed chainId with 400', async () => {
      await expectBadRequest('/v1/convert/gas-price', 'querystring is missing "chainId"')
      await expectBadRequest('/v1/convert/gas-price?chainId=eip155', 'Invalid CAIP-2 network id: eip155')
    })

    it('answers 503 when the network RPC is unreachable', async () => {
      const response = await fetch(`${base}/v1/convert/gas-price?chainId=eip155:10`)
      expect(response.status).toBe(503)
      expect(((await response.json()) as ErrorBody).message).toBe(
        'The RPC of network eip155:10 did not answer',
      )
    })
  })

  describe('GET /v1/account/{address}/nfts (issue 6, beyond the rules)', () => {
    const nfts = async (address: string, query = '') =>
      (await getJson<{ nfts: AccountNft[] }>(`/v1/account/${address}/nfts?${query}`)).nfts

    it('lists the devnet collection tokens the account holds, with inline metadata', async () => {
      const list = await nfts(dev.address, 'chainId=eip155:31337')
      expect(list.map((nft) => nft.tokenId)).toEqual(['1', '2', '3'])
      expect(list[0]).toMatchObject({
        chainId: 'eip155:31337',
        contract: `eip155:31337:${tiles}`,
        name: 'Portico Tile #1',
        collection: { name: DEVNET_COLLECTION.name, symbol: DEVNET_COLLECTION.symbol },
      })
      const image = list[0]?.image ?? ''
      expect(image).toMatch(/^data:image\/svg\+xml;base64,/)
      expect(Buffer.from(image.split(',')[1] ?? '', 'base64').toString()).toContain('#1</text>')
    })

    it('follows a transfer: the sender loses the token and the receiver gains it', async () => {
      const account = privateKeyToAccount(dev.privateKey)
      const wallet = createWalletClient({
        account,
        chain: devnet.chains[1],
        transport: http(devnet.urls[31338]),
      }).extend(publicActions)
      const hash = await wallet.writeContract({
        address: tiles,
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [dev.address, second.address, 1n],
      })
      await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      expect((await nfts(dev.address, 'chainId=eip155:31338')).map((nft) => nft.tokenId)).toEqual(['2', '3'])
      expect((await nfts(second.address, 'chainId=eip155:31338')).map((nft) => nft.tokenId)).toEqual([
        '1',
        '4',
        '5',
        '6',
      ])
      const everywhere = await nfts(dev.address)
      expect(everywhere.map((nft) => `${nft.chainId}#${nft.tokenId}`)).toEqual([
        'eip155:31337#1',
        'eip155:31337#2',
        'eip155:31337#3',
        'eip155:31338#2',
        'eip155:31338#3',
      ])
    })

    it('answers [] on an unsupported network and 400 on bad input', async () => {
      expect(await nfts(dev.address, 'chainId=eip155:999')).toEqual([])
      await expectBadRequest('/v1/account/xyz/nfts', 'Invalid address "xyz"')
      await expectBadRequest(`/v1/account/${dev.address}/nfts?chainId=1`, 'Invalid CAIP-2 network id: 1')
      await expectBadRequest(`/v1/account/${dev.address}/nfts?cursor=2`, 'Unknown query parameter "cursor"')
    })
  })
})

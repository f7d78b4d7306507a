import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { type Address, type Hex, keccak256, numberToHex, parseEther, toHex, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockchainOptionsFromConfig } from '../config/blockchainOptionsFromConfig.ts'
import { parsePorticoConfig } from '../config/parsePorticoConfig.ts'
import { createServer } from '../server/createServer.ts'
import { MEMORY_DATA_DIR } from '../storage/createStorage.ts'
import type { TransactionItem } from './toTransactionItem.ts'

type Page = { data: TransactionItem[]; next: string | null }

const NETWORK = 'eip155:10'
const account: Address = '0x1111111111111111111111111111111111111111'
const other: Address = '0x2222222222222222222222222222222222222222'
const router: Address = '0x3333333333333333333333333333333333333333'
const usd = {
  address: '0x4444444444444444444444444444444444444444',
  name: 'Test USD',
  symbol: 'TUSD',
  decimals: 6,
} as const
const wrapped = {
  address: '0x5555555555555555555555555555555555555555',
  name: 'Wrapped Ether',
  symbol: 'WETH',
  decimals: 18,
} as const
const tiles = {
  address: '0x6666666666666666666666666666666666666666',
  name: 'Test Tiles',
  symbol: 'TT',
  decimals: 0,
} as const
const failing: Address = '0x7777777777777777777777777777777777777777'

type Token = { address: Address; name: string; symbol: string; decimals: number }
type ChainLog = {
  token: Token
  from: Address
  to: Address
  amount?: bigint
  tokenId?: bigint
  logIndex: number
}
type ChainTx = {
  hash: Hex
  blockNumber: number
  transactionIndex: number
  timeStamp: number
  nonce: number
  from: Address
  to: Address | null
  contractAddress: Address | null
  value: bigint
  isError: boolean
  input: Hex
  erc20: ChainLog[]
  erc721: ChainLog[]
}

/**
 * A stand-in explorer speaking the Etherscan/Blockscout account API over the transactions put into
 * `chain`: it filters by address and block range, sorts and pages like the real services.
 */
async function startExplorerStandIn() {
  const chain: ChainTx[] = []
  const requests: URLSearchParams[] = []
  const server: Server = createHttpServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://stand-in').searchParams
    requests.push(query)
    const send = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const address = (query.get('address') ?? '').toLowerCase()
    if (query.get('module') !== 'account' || !/^0x[0-9a-f]{40}$/.test(address)) {
      return send({ status: '0', message: 'NOTOK', result: 'Error! Invalid address format' })
    }
    if (address === failing.toLowerCase()) {
      return send({ status: '0', message: 'NOTOK', result: 'Max rate limit reached' })
    }
    const startblock = Number(query.get('startblock') ?? 0)
    const endblock = Number(query.get('endblock') ?? 99_999_999)
    const page = Number(query.get('page') ?? 1)
    const offset = Number(query.get('offset') ?? 10_000)
    const is = (value: Address | null) => value?.toLowerCase() === address
    const base = (tx: ChainTx) => ({
      blockNumber: String(tx.blockNumber),
      timeStamp: String(tx.timeStamp),
      hash: tx.hash,
      nonce: String(tx.nonce),
      transactionIndex: String(tx.transactionIndex),
      gas: '21000',
      gasPrice: '1000000000',
    })
    const tokenEntries = (kind: 'erc20' | 'erc721') =>
      chain.flatMap((tx) =>
        tx[kind]
          .filter((log) => is(log.from) || is(log.to))
          .map((log) => ({
            ...base(tx),
            from: log.from.toLowerCase(),
            to: log.to.toLowerCase(),
            contractAddress: log.token.address.toLowerCase(),
            tokenName: log.token.name,
            tokenSymbol: log.token.symbol,
            tokenDecimal: String(log.token.decimals),
            logIndex: String(log.logIndex),
            ...(kind === 'erc20' ? { value: String(log.amount) } : { tokenID: String(log.tokenId) }),
          })),
      )
    const action = query.get('action')
    const entries =
      action === 'txlist'
        ? chain
            .filter((tx) => is(tx.from) || is(tx.to))
            .map((tx) => ({
              ...base(tx),
              from: tx.from.toLowerCase(),
              to: tx.to?.toLowerCase() ?? '',
              value: String(tx.value),
              isError: tx.isError ? '1' : '0',
              txreceipt_status: tx.isError ? '0' : '1',
              input: tx.input,
              contractAddress: tx.contractAddress?.toLowerCase() ?? '',
              methodId: tx.input.slice(0, 10),
            }))
        : action === 'tokentx'
          ? tokenEntries('erc20')
          : action === 'tokennfttx'
            ? tokenEntries('erc721')
            : undefined
    if (!entries)
      return send({ status: '0', message: 'NOTOK', result: 'Error! Missing Or invalid Action name' })
    const key = (entry: { blockNumber: string; transactionIndex: string; logIndex?: string }) =>
      Number(entry.blockNumber) * 1e6 + Number(entry.transactionIndex) * 1e3 + Number(entry.logIndex ?? 0)
    const sorted = entries
      .filter((entry) => Number(entry.blockNumber) >= startblock && Number(entry.blockNumber) <= endblock)
      .sort((a, b) => (query.get('sort') === 'desc' ? key(b) - key(a) : key(a) - key(b)))
      .slice((page - 1) * offset, page * offset)
    if (sorted.length === 0) return send({ status: '0', message: 'No transactions found', result: [] })
    return send({ status: '1', message: 'OK', result: sorted })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, server, chain, requests }
}

/** The account's history as it is on the stand-in chain. */
function makeChain(): ChainTx[] {
  const chain: ChainTx[] = []
  const tx = (blockNumber: number, transactionIndex: number, fields: Partial<ChainTx>): ChainTx => ({
    hash: keccak256(toHex(`${blockNumber}:${transactionIndex}`)),
    blockNumber,
    transactionIndex,
    timeStamp: 1_700_000_000 + blockNumber * 2,
    nonce: blockNumber,
    from: other,
    to: other,
    contractAddress: null,
    value: 0n,
    isError: false,
    input: '0x',
    erc20: [],
    erc721: [],
    ...fields,
  })
  for (let block = 1; block <= 40; block++) {
    const kind = block % 4
    if (kind === 0) chain.push(tx(block, 1, { from: account, value: parseEther('0.5') }))
    if (kind === 1) {
      chain.push(
        tx(block, 0, {
          to: usd.address,
          input: '0xa9059cbb',
          erc20: [{ token: usd, from: other, to: account, amount: BigInt(block) * 1_000_000n, logIndex: 0 }],
        }),
      )
    }
    if (kind === 2) {
      chain.push(
        tx(block, 3, {
          to: tiles.address,
          input: '0x6a627842',
          erc721: [{ token: tiles, from: zeroAddress, to: account, tokenId: BigInt(block), logIndex: 2 }],
        }),
      )
    }
    if (kind === 3) {
      chain.push(
        tx(block, 2, {
          from: account,
          to: router,
          input: '0x38ed1739',
          erc20: [
            { token: usd, from: account, to: router, amount: 25_000_000n, logIndex: 4 },
            { token: wrapped, from: router, to: account, amount: parseEther('0.01'), logIndex: 7 },
          ],
        }),
      )
    }
  }
  // Several of the account's transactions in one block, and a failed one.
  chain.push(
    tx(20, 5, { from: account, to: other, value: 1n }),
    tx(20, 6, { from: other, to: account, value: 2n }),
  )
  chain.push(
    tx(41, 0, { from: account, to: router, value: parseEther('1'), isError: true, input: '0x12345678' }),
  )
  return chain
}

describe('history from an explorer API (docs/rules/entities.md Transaction list item, api.md history) against a local stand-in', () => {
  let standIn: Awaited<ReturnType<typeof startExplorerStandIn>>
  let app: FastifyInstance
  let base: string
  let expected: ChainTx[]

  beforeAll(async () => {
    standIn = await startExplorerStandIn()
    standIn.chain.push(...makeChain())
    expected = standIn.chain
      .filter((tx) =>
        [tx.from, tx.to, ...[...tx.erc20, ...tx.erc721].flatMap((log) => [log.from, log.to])].includes(
          account,
        ),
      )
      .sort((a, b) => b.blockNumber - a.blockNumber || b.transactionIndex - a.transactionIndex)
    const config = parsePorticoConfig({
      // The RPC is never asked: this network's history comes from the explorer.
      networks: [{ caipNetworkId: NETWORK, rpcUrls: ['http://127.0.0.1:9'] }],
      prices: { usd: { [`${NETWORK}:native`]: 2000, [`${NETWORK}:${usd.address}`]: 1 } },
      history: {
        pageSize: 5,
        networks: { [NETWORK]: { source: 'explorer', url: standIn.url, apiKeyEnv: 'TEST_EXPLORER_KEY' } },
        spamNftContracts: [`${NETWORK}:${tiles.address}`],
      },
    })
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      logger: false,
      directoryRefreshMs: 0,
      relay: false,
      blockchain: blockchainOptionsFromConfig(config, { TEST_EXPLORER_KEY: 'secret-key' }),
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  }, 60_000)

  afterAll(async () => {
    await app?.close()
    standIn?.server.close()
  })

  const history = async (address: string, query = '', status = 200) => {
    const response = await fetch(`${base}/v1/account/${address}/history?chainId=${NETWORK}${query}`)
    expect(response.status).toBe(status)
    return (await response.json()) as Page
  }
  const item = (items: TransactionItem[], tx: ChainTx | undefined) =>
    items.find((entry) => entry.metadata.hash === tx?.hash)

  async function walk(onPage: () => void = () => {}): Promise<TransactionItem[]> {
    const items: TransactionItem[] = []
    let page = await history(account)
    for (;;) {
      items.push(...page.data)
      onPage()
      if (!page.next) return items
      page = await history(account, `&cursor=${page.next}`)
    }
  }

  it('pages through every transaction of the account exactly once, newest first, across cut explorer lists', async () => {
    const items = await walk()
    expect(items.map((entry) => entry.metadata.hash)).toEqual(expected.map((tx) => tx.hash))
    const last = standIn.requests.at(-1)
    expect(Object.fromEntries(last ?? [])).toMatchObject({
      module: 'account',
      chainid: '10',
      sort: 'desc',
      apikey: 'secret-key',
      address: account,
    })
  })

  it('shapes native, ERC20, trade, NFT mint and failed transactions as list items', async () => {
    const items = await walk()
    const native = item(
      items,
      standIn.chain.find((tx) => tx.blockNumber === 40),
    )
    expect(native).toEqual({
      id: `${NETWORK}:${native?.metadata.hash}`,
      metadata: {
        minedAt: new Date((1_700_000_000 + 80) * 1000).toISOString(),
        chain: NETWORK,
        operationType: 'send',
        hash: native?.metadata.hash,
        status: 'confirmed',
        sentFrom: account,
        sentTo: other,
      },
      transfers: [
        {
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${base}/public/getTokenImage/eth` } },
          direction: 'out',
          sender: expect.stringMatching(new RegExp(`^${account}$`, 'i')),
          recipient: expect.stringMatching(new RegExp(`^${other}$`, 'i')),
          quantity: { numeric: '0.5' },
          value: 1000,
          price: 2000,
        },
      ],
    })
    const received = item(
      items,
      standIn.chain.find((tx) => tx.blockNumber === 37),
    )
    expect(received?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: other,
      sentTo: usd.address,
    })
    expect(received?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '37' }, value: 37, price: 1 }),
    ])
    const trade = item(
      items,
      standIn.chain.find((tx) => tx.blockNumber === 39),
    )
    expect(trade?.metadata.operationType).toBe('trade')
    expect(trade?.transfers.map((transfer) => [transfer.fungible_info?.symbol, transfer.direction])).toEqual([
      ['TUSD', 'out'],
      ['WETH', 'in'],
    ])
    const mint = item(
      items,
      standIn.chain.find((tx) => tx.blockNumber === 38),
    )
    expect(mint?.metadata.operationType).toBe('mint')
    expect(mint?.transfers).toEqual([
      {
        nft_info: { name: 'Test Tiles #38', flags: { is_spam: true } },
        direction: 'in',
        sender: expect.any(String),
        recipient: expect.stringMatching(new RegExp(`^${account}$`, 'i')),
        quantity: { numeric: '1' },
        value: 0,
        price: 0,
      },
    ])
    const failed = item(
      items,
      standIn.chain.find((tx) => tx.blockNumber === 41),
    )
    expect(failed?.metadata).toMatchObject({ status: 'failed', operationType: 'execute' })
    expect(failed?.transfers).toEqual([])
  })

  it('a transaction mined while the account pages does not appear on later pages', async () => {
    let block = 42
    const hashes: Hex[] = []
    const items = await walk(() => {
      const hash = keccak256(numberToHex(block))
      hashes.push(hash)
      standIn.chain.push({
        hash,
        blockNumber: block++,
        transactionIndex: 0,
        timeStamp: 1_800_000_000 + block,
        nonce: block,
        from: other,
        to: account,
        contractAddress: null,
        value: 5n,
        isError: false,
        input: '0x',
        erc20: [],
        erc721: [],
      })
    })
    const ids = items.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(items.map((entry) => entry.metadata.hash)).toEqual(expected.map((tx) => tx.hash))
    expect((await history(account)).data[0]?.metadata.hash).toBe(hashes.at(-1))
  })

  it('an explorer error is a 503 naming the network, never a 500', async () => {
    const response = await fetch(`${base}/v1/account/${failing}/history?chainId=${NETWORK}`)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: `The transaction history of network ${NETWORK} is unavailable`,
    })
  })
})

import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import {
  DEV_ACCOUNTS,
  DEVNET_CONTRACT_ADDRESSES,
  DEVNET_DEPLOYER,
  getDevnetServerConfig,
  type StartDevnetReturnType,
  startDevnet,
} from '@portico/devnet'
import type { FastifyInstance } from 'fastify'
import {
  type Chain,
  createTestClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockchainOptionsFromConfig } from '../config/blockchainOptionsFromConfig.ts'
import { createServer } from '../server/createServer.ts'
import { decodeHistoryCursor, encodeHistoryCursor } from './cursor.ts'
import type { TransactionItem } from './toTransactionItem.ts'

type Page = { data: TransactionItem[]; next: string | null }
type ErrorBody = { statusCode: number; error: string; message: string }

const { pusd, tiles } = DEVNET_CONTRACT_ADDRESSES
const A = 'eip155:31337'
const B = 'eip155:31338'
const collectionAbi = parseAbi([
  'function mint(address to) returns (uint256)',
  'function transferFrom(address from, address to, uint256 tokenId)',
])

/** The same address in any letter case (transfers keep the log's form). */
const sameAddress = (address: string) => expect.stringMatching(new RegExp(`^${address}$`, 'i'))

describe('transaction history from the indexer, on anvil and the real server (docs/rules/entities.md Transaction list item, api.md history)', () => {
  let devnet: StartDevnetReturnType
  let dataDir: string
  let app: FastifyInstance
  let base: string
  const warnings: string[] = []

  async function start() {
    const config = getDevnetServerConfig({ urls: devnet.urls })
    const logs = new Writable({
      write(chunk, _encoding, done) {
        warnings.push(String(chunk))
        done()
      },
    })
    app = await createServer({
      dataDir,
      logger: { level: 'warn', stream: logs },
      directoryRefreshMs: 0,
      relay: false,
      blockchain: {
        ...blockchainOptionsFromConfig({ ...config, networks: config.networks.slice(0, 2) }),
        history: {
          indexer: { pollIntervalMs: 50, reorgDepth: 16 },
          pageSize: 5,
          spamNftContracts: [`${B}:${tiles}`],
        },
      },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portico-history-'))
    devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 } })
    await start()
  }, 90_000)

  afterAll(async () => {
    await app?.close()
    await devnet?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  const chainOf = (caipNetworkId: string): Chain => devnet.chains[caipNetworkId === A ? 0 : 1]
  const walletOf = (privateKey: Hex, caipNetworkId = A) =>
    createWalletClient({
      account: privateKeyToAccount(privateKey),
      chain: chainOf(caipNetworkId),
      transport: http(chainOf(caipNetworkId).rpcUrls.default.http[0]),
    }).extend(publicActions)

  async function get<T>(path: string, status = 200): Promise<T> {
    const response = await fetch(`${base}${path}`)
    const body = (await response.json()) as T
    expect(response.status, `${path}: ${JSON.stringify(body)}`).toBe(status)
    return body
  }
  const history = (address: string, query = '') =>
    get<Page>(`/v1/account/${address}/history?projectId=portico-local&st=appkit&sv=html-wagmi-4.2.2${query}`)

  /** Every page of an account's history, following `next`. */
  async function allPages(address: string, query = ''): Promise<TransactionItem[]> {
    const items: TransactionItem[] = []
    let page = await history(address, query)
    items.push(...page.data)
    while (page.next) {
      page = await history(address, `${query}&cursor=${page.next}`)
      items.push(...page.data)
    }
    return items
  }

  async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const value = await read()
      if (value !== undefined) return value
      if (Date.now() > deadline) throw new Error('timed out waiting for the indexer')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const indexed = (address: string, hash: Hex, query = '') =>
    until(async () => (await history(address, query)).data.find((item) => item.metadata.hash === hash))

  describe('a transfer made outside the kit appears within 2 blocks (docs/rules/entities.md, api.md)', () => {
    const freshKey = generatePrivateKey()
    const fresh = privateKeyToAccount(freshKey)
    let sender: ReturnType<typeof walletOf>
    beforeAll(() => {
      sender = walletOf(DEV_ACCOUNTS[4].privateKey)
    })

    it('a raw native transfer: the receiver sees receive/in, the sender send/out, priced from the local table', async () => {
      const hash = await sender.sendTransaction({ to: fresh.address, value: parseEther('1.5') })
      const receipt = await sender.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      const item = await indexed(fresh.address, hash, `&chainId=${A}`)
      expect(Number(await sender.getBlockNumber()) - Number(receipt.blockNumber)).toBeLessThanOrEqual(2)
      const block = await sender.getBlock({ blockNumber: receipt.blockNumber })
      expect(item).toEqual({
        id: `${A}:${hash}`,
        metadata: {
          minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
          chain: A,
          operationType: 'receive',
          hash,
          status: 'confirmed',
          sentFrom: sender.account.address,
          sentTo: fresh.address,
        },
        transfers: [
          {
            fungible_info: {
              name: 'Ether',
              symbol: 'ETH',
              icon: { url: `${base}/public/getTokenImage/eth` },
            },
            direction: 'in',
            sender: sameAddress(sender.account.address),
            recipient: sameAddress(fresh.address),
            quantity: { numeric: '1.5' },
            value: 4500,
            price: 3000,
          },
        ],
      })
      const sent = await indexed(sender.account.address, hash, `&chainId=${A}`)
      expect(sent.metadata.operationType).toBe('send')
      expect(sent.transfers[0]?.direction).toBe('out')
    })

    it('an ERC20 transfer carries the token metadata read from the contract', async () => {
      const hash = await sender.writeContract({
        address: pusd,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [fresh.address, parseUnits('12.5', 6)],
      })
      const receipt = await sender.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      const item = await indexed(fresh.address, hash)
      expect(Number(await sender.getBlockNumber()) - Number(receipt.blockNumber)).toBeLessThanOrEqual(2)
      expect(item.metadata).toMatchObject({
        operationType: 'receive',
        sentFrom: sender.account.address,
        sentTo: pusd,
      })
      expect(item.transfers).toEqual([
        {
          fungible_info: {
            name: 'Portico USD',
            symbol: 'PUSD',
            icon: { url: expect.stringMatching(/^data:image\/svg/) },
          },
          direction: 'in',
          sender: sameAddress(sender.account.address),
          recipient: sameAddress(fresh.address),
          quantity: { numeric: '12.5' },
          value: 12.5,
          price: 1,
        },
      ])
    })

    it('ERC721 transfers and a mint are nft_info items, is_spam as configured', async () => {
      // Dev account 4 holds tiles 13 to 15 (three per account, in account order).
      const received = await sender.writeContract({
        address: tiles,
        abi: collectionAbi,
        functionName: 'transferFrom',
        args: [sender.account.address, fresh.address, 13n],
      })
      await sender.waitForTransactionReceipt({ hash: received, pollingInterval: 20 })
      const item = await indexed(fresh.address, received)
      expect(item.metadata).toMatchObject({ operationType: 'receive', sentTo: tiles })
      expect(item.transfers).toEqual([
        {
          nft_info: { name: 'Portico Tiles #13', flags: { is_spam: false } },
          direction: 'in',
          sender: sameAddress(sender.account.address),
          recipient: sameAddress(fresh.address),
          quantity: { numeric: '1' },
          value: 0,
          price: 0,
        },
      ])

      const holder = walletOf(freshKey)
      const back = await holder.writeContract({
        address: tiles,
        abi: collectionAbi,
        functionName: 'transferFrom',
        args: [fresh.address, sender.account.address, 13n],
      })
      await holder.waitForTransactionReceipt({ hash: back, pollingInterval: 20 })
      const sent = await indexed(fresh.address, back)
      expect(sent.metadata).toMatchObject({ operationType: 'send', sentFrom: fresh.address })
      expect(sent.transfers[0]).toMatchObject({ direction: 'out', nft_info: { name: 'Portico Tiles #13' } })

      // Only the collection's minter (the devnet deployer) mints; on devnet B it is listed as spam.
      const minter = walletOf(DEVNET_DEPLOYER.privateKey, B)
      const mint = await minter.writeContract({
        address: tiles,
        abi: collectionAbi,
        functionName: 'mint',
        args: [fresh.address],
      })
      await minter.waitForTransactionReceipt({ hash: mint, pollingInterval: 20 })
      const minted = await indexed(fresh.address, mint, `&chainId=${B}`)
      expect(minted.metadata.operationType).toBe('mint')
      expect(minted.transfers[0]).toMatchObject({ direction: 'in', nft_info: { flags: { is_spam: true } } })
    })
  })

  describe('paging by cursor (docs/rules/states.md Transactions list paged by cursor, api.md next)', () => {
    it('returns every transaction exactly once across pages of both networks while new blocks arrive', async () => {
      const account = DEV_ACCOUNTS[0].address
      const before = await allPages(account)
      expect(before.length).toBeGreaterThan(10)
      const feeder = walletOf(DEV_ACCOUNTS[3].privateKey, B)
      const seen: TransactionItem[] = []
      const arrived: Hex[] = []
      let page = await history(account)
      for (;;) {
        seen.push(...page.data)
        // A new transaction for the account lands on devnet B between pages.
        const hash = await feeder.sendTransaction({ to: account, value: 1n })
        await feeder.waitForTransactionReceipt({ hash, pollingInterval: 20 })
        arrived.push(hash)
        if (!page.next) break
        page = await history(account, `&cursor=${page.next}`)
      }
      const ids = seen.map((item) => item.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).toEqual(expect.arrayContaining(before.map((item) => item.id)))
      // Pages are newest first: minedAt never increases along the walk.
      const times = seen.map((item) => Date.parse(item.metadata.minedAt))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect(seen.some((item) => arrived.includes(item.metadata.hash as Hex))).toBe(false)
      await indexed(account, arrived.at(-1) as Hex)
    })

    it('a chainId page holds only that network and its cursor stays on it', async () => {
      const items = await allPages(DEV_ACCOUNTS[1].address, `&chainId=${B}`)
      expect(items.length).toBeGreaterThan(5)
      expect(new Set(items.map((item) => item.metadata.chain))).toEqual(new Set([B]))
      const first = await history(DEV_ACCOUNTS[1].address, `&chainId=${B}`)
      expect(Object.keys(decodeHistoryCursor(first.next as string))).toEqual([B])
    })
  })

  describe('reorgs (docs/rules/api.md history stays true to the chain)', () => {
    it('rolls back a block replaced after evm_revert and indexes the new chain', async () => {
      const receiver = privateKeyToAccount(generatePrivateKey()).address
      const payer = walletOf(DEV_ACCOUNTS[2].privateKey, B)
      const test = createTestClient({ mode: 'anvil', chain: chainOf(B), transport: http(devnet.urls[31338]) })
      const snapshot = await test.snapshot()
      const orphan = await payer.sendTransaction({ to: receiver, value: parseEther('1') })
      await payer.waitForTransactionReceipt({ hash: orphan, pollingInterval: 20 })
      await indexed(receiver, orphan, `&chainId=${B}`)

      await test.revert({ id: snapshot })
      await test.mine({ blocks: 1 })
      const replacement = await payer.sendTransaction({ to: receiver, value: parseEther('2') })
      await payer.waitForTransactionReceipt({ hash: replacement, pollingInterval: 20 })
      const item = await indexed(receiver, replacement, `&chainId=${B}`)
      expect(item.transfers[0]?.quantity.numeric).toBe('2')
      const { data } = await history(receiver, `&chainId=${B}`)
      expect(data.map((entry) => entry.metadata.hash)).toEqual([replacement])
    })
  })

  describe('restart (docs/rules/api.md history survives the server)', () => {
    it('resumes from the stored cursor with the same data directory: no duplicates, nothing missed', async () => {
      const account = DEV_ACCOUNTS[1].address
      const payer = walletOf(DEV_ACCOUNTS[3].privateKey)
      const first = await payer.sendTransaction({ to: account, value: 7n })
      await payer.waitForTransactionReceipt({ hash: first, pollingInterval: 20 })
      await indexed(account, first)
      const before = await allPages(account)
      const cursor = async () =>
        (
          await app.portico.storage.db
            .selectFrom('history_cursors')
            .selectAll()
            .orderBy('caip_network_id')
            .execute()
        ).map((row) => [row.caip_network_id, Number(row.next_block)])
      const stopped = await cursor()

      await app.close()
      // Mined while the server is down: the restarted indexer must pick it up from its cursor.
      const whileDown = await payer.sendTransaction({ to: account, value: 8n })
      await payer.waitForTransactionReceipt({ hash: whileDown, pollingInterval: 20 })
      warnings.length = 0
      await start()
      await indexed(account, whileDown)
      const after = await allPages(account)
      const ids = after.map((item) => item.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).toEqual([`${A}:${whileDown}`, ...before.map((item) => item.id)])
      const resumed = await cursor()
      resumed.forEach(([network, next], index) => {
        expect(network).toBe(stopped[index]?.[0])
        expect(next).toBeGreaterThanOrEqual(stopped[index]?.[1] as number)
      })
      expect(warnings.filter((line) => line.includes('history'))).toEqual([])
    }, 30_000)
  })

  describe('input validation (docs/rules/validation.md addresses and CAIP ids, api.md query parameters)', () => {
    const account = DEV_ACCOUNTS[0].address
    const expectError = async (path: string, status: number, message: string | RegExp) => {
      const body = await get<ErrorBody>(path, status)
      expect(body.statusCode).toBe(status)
      expect(body.message).toMatch(message)
    }

    it('refuses a malformed or non-EVM address (activity is EVM only)', async () => {
      await expectError(
        '/v1/account/0x1234/history',
        400,
        'Invalid address "0x1234": expected an EVM address',
      )
      await expectError(
        '/v1/account/HpRzK8rWTeNGqqHMJQ6s1F5iM5WZzDpWEaRQPR5x3Dd5/history',
        400,
        /^Invalid address/,
      )
    })

    it('refuses a malformed chainId and a network without history', async () => {
      await expectError(`/v1/account/${account}/history?chainId=foo`, 400, 'Invalid CAIP-2 network id: foo')
      await expectError(
        `/v1/account/${account}/history?chainId=eip155:999`,
        400,
        'Network eip155:999 has no transaction history',
      )
    })

    it('refuses a cursor it did not write, or one for other networks', async () => {
      await expectError(`/v1/account/${account}/history?cursor=not-a-cursor`, 400, 'Invalid cursor')
      await expectError(`/v1/account/${account}/history?cursor=${'%25'.repeat(3)}`, 400, 'Invalid cursor')
      const forB = encodeHistoryCursor({ [B]: { blockNumber: 5, transactionIndex: 0 } })
      await expectError(`/v1/account/${account}/history?chainId=${A}&cursor=${forB}`, 400, 'Invalid cursor')
      await expectError(`/v1/account/${account}/history?cursor=`, 400, /querystring.cursor/)
    })

    it('refuses unknown query parameters, like every route', async () => {
      await expectError(`/v1/account/${account}/history?limit=5`, 400, 'Unknown query parameter "limit"')
    })

    it('answers an account without transactions with an empty page', async () => {
      const nobody = privateKeyToAccount(generatePrivateKey()).address
      expect(await history(nobody)).toEqual({ data: [], next: null })
    })
  })
})

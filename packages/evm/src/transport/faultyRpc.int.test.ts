import { writeFileSync } from 'node:fs'
import { DEV_ACCOUNTS, type StartAnvilReturnType, startAnvil } from '@portico/devnet'
import { createPublicClient, createWalletClient, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { RpcChainMismatchError } from '../errors/config.ts'
import { createRpcTransport } from './createRpcTransport.ts'
import { type FaultyRpcProxy, startFaultyRpcProxy } from './testing/faultyRpcProxy.ts'

const CHAIN_ID = 31337
const chain = {
  id: CHAIN_ID,
  name: 'Faulty',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] as string[] } },
} as const
const figures: string[] = []

// Issue 21 (faults in the kit's chain RPC): a real anvil behind proxies that inject a flaky provider's
// faults. docs/rules/api.md Chain RPC (fallback, 3 retries from 150 ms, Retry-After) and errors.md (retryable codes).
describe('the chain RPC transport through faulty proxies (issue 21, docs/rules/api.md, errors.md)', () => {
  let anvil: StartAnvilReturnType
  const proxies: FaultyRpcProxy[] = []
  const proxy = async () => {
    const started = await startFaultyRpcProxy(anvil.url)
    proxies.push(started)
    return started
  }
  const client = (urls: string[]) =>
    createPublicClient({ chain, transport: createRpcTransport({ urls, chainId: CHAIN_ID }) })
  const methods = (p: FaultyRpcProxy, method: string) => p.log.filter((entry) => entry.method === method)

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: CHAIN_ID, port: 0 })
  }, 60_000)

  afterEach(async () => {
    await Promise.all(proxies.splice(0).map((p) => p.close()))
  })

  afterAll(async () => {
    await anvil?.stop()
    const file = process.env.PORTICO_CHAOS_FAULT_REPORT
    if (file) for (const line of figures) writeFileSync(file, `${JSON.stringify(line)}\n`, { flag: 'a' })
  })

  it('retries 5xx, 429 (after Retry-After), -32005, -32603 and cut connections, and answers from the chain', async () => {
    const p = await proxy()
    const rpc = client([p.url])
    await rpc.getChainId()
    p.queue(
      { kind: 'status', status: 502 },
      { kind: 'status', status: 429, retryAfter: '1' },
      { kind: 'rpcError', code: -32005, message: 'limit exceeded' },
    )
    const started = performance.now()
    expect(await rpc.getBlockNumber({ cacheTime: 0 })).toBeGreaterThanOrEqual(0n)
    expect(methods(p, 'eth_blockNumber')).toHaveLength(4)
    expect(performance.now() - started).toBeGreaterThanOrEqual(950)
    p.queue({ kind: 'drop' }, { kind: 'rpcError', code: -32603 }, { kind: 'status', status: 504 })
    expect(await rpc.getBalance({ address: DEV_ACCOUNTS[0]!.address })).toBeGreaterThan(0n)
    expect(methods(p, 'eth_getBalance')).toHaveLength(4)
    figures.push(
      'Chain RPC: 502, 429 + Retry-After 1 s, -32005, cut connection, -32603, 504 each retried (Retry-After waited) and answered from anvil',
    )
  }, 30_000)

  it('does not retry what docs/rules/errors.md Retry codes leaves out: -32000, HTTP 400 and 404', async () => {
    const p = await proxy()
    const rpc = client([p.url])
    await rpc.getChainId()
    for (const fault of [
      { kind: 'rpcError', code: -32000, message: 'invalid input' },
      { kind: 'status', status: 400 },
      { kind: 'status', status: 404 },
    ] as const) {
      const before = methods(p, 'eth_blockNumber').length
      p.queue(fault)
      await expect(rpc.getBlockNumber({ cacheTime: 0 })).rejects.toThrow()
      expect(methods(p, 'eth_blockNumber').length - before, JSON.stringify(fault)).toBe(1)
    }
  })

  it('falls back to the next endpoint when one keeps failing, and gives up after 3 retries', async () => {
    const broken = await proxy()
    const working = await proxy()
    broken.always({ kind: 'status', status: 503 })
    expect(await client([broken.url, working.url]).getBlockNumber({ cacheTime: 0 })).toBeGreaterThanOrEqual(
      0n,
    )
    expect(methods(working, 'eth_blockNumber')).toHaveLength(1)
    working.always({ kind: 'drop' })
    const [brokenBefore, workingBefore] = [broken.log.length, working.log.length]
    await expect(client([broken.url, working.url]).getBlockNumber({ cacheTime: 0 })).rejects.toThrow()
    // The first round and 3 retries, each trying both endpoints once.
    expect([broken.log.length - brokenBefore, working.log.length - workingBefore]).toEqual([4, 4])
  }, 30_000)

  it('skips an endpoint on the wrong chain and refuses to use one alone (RpcChainMismatchError)', async () => {
    const liar = await proxy()
    const honest = await proxy()
    liar.lieAboutChainId(1)
    const balance = await client([liar.url, honest.url]).getBalance({ address: DEV_ACCOUNTS[0]!.address })
    expect(balance).toBeGreaterThan(0n)
    // The liar was asked for its chain id only, never for data.
    expect(liar.log.every((entry) => entry.method === 'eth_chainId')).toBe(true)
    expect(methods(honest, 'eth_getBalance')).toHaveLength(1)
    const alone = client([liar.url]).getBalance({ address: DEV_ACCOUNTS[0]!.address })
    await expect(alone).rejects.toThrow(RpcChainMismatchError)
    await expect(alone).rejects.toThrow('The RPC endpoint is on another chain')
    figures.push(
      'Chain RPC: an endpoint answering another chain id is never used for data; alone, RpcChainMismatchError',
    )
  })

  describe('a transaction is never sent twice (docs/rules/api.md Chain RPC)', () => {
    const account = privateKeyToAccount(DEV_ACCOUNTS[3]!.privateKey as Hex)
    const receiver = DEV_ACCOUNTS[4]!.address
    const send = async (urls: string[]) => {
      const transport = createRpcTransport({ urls, chainId: CHAIN_ID })
      const wallet = createWalletClient({ account, chain, transport })
      return wallet.sendTransaction({ to: receiver, value: parseEther('0.01') })
    }
    const nodeNonce = async () =>
      createPublicClient({ chain, transport: createRpcTransport({ urls: [anvil.url] }) }).getTransactionCount(
        {
          address: account.address,
          blockTag: 'pending',
        },
      )

    const sends = (p: FaultyRpcProxy) => methods(p, 'eth_sendRawTransaction').length
    const expectMinedOnce = async (hash: Hex, nonce: number) => {
      const rpc = createPublicClient({ chain, transport: createRpcTransport({ urls: [anvil.url] }) })
      // The node answers the hash before it has mined the block: wait for it, as a dapp does.
      const receipt = await rpc.waitForTransactionReceipt({ hash, pollingInterval: 100, timeout: 10_000 })
      expect(receipt.status).toBe('success')
      expect(await nodeNonce()).toBe(nonce + 1)
    }

    it('answers the hash when the connection was cut after the node took it, without sending again', async () => {
      const p = await proxy()
      const nonce = await nodeNonce()
      p.queueFor('eth_sendRawTransaction', { kind: 'dropAfterForward' })
      const hash = await send([p.url])
      expect(sends(p)).toBe(1)
      expect(methods(p, 'eth_getTransactionByHash')).toHaveLength(1)
      await expectMinedOnce(hash, nonce)
      figures.push(
        'Chain RPC: a send whose connection was cut after the node took it → found by hash, sent once',
      )
    }, 30_000)

    it('does not send it to the fallback endpoint either', async () => {
      const first = await proxy()
      const second = await proxy()
      const nonce = await nodeNonce()
      first.queueFor('eth_sendRawTransaction', { kind: 'dropAfterForward' })
      const hash = await send([first.url, second.url])
      expect([sends(first), sends(second)]).toEqual([1, 0])
      await expectMinedOnce(hash, nonce)
    }, 30_000)

    it('sends again when the first attempt never reached the node, once', async () => {
      const p = await proxy()
      const nonce = await nodeNonce()
      p.queueFor('eth_sendRawTransaction', { kind: 'drop' })
      const hash = await send([p.url])
      expect(sends(p)).toBe(2)
      await expectMinedOnce(hash, nonce)
    }, 30_000)

    it('a signed send refused with 429 waits for Retry-After, then is sent once more', async () => {
      const p = await proxy()
      const nonce = await nodeNonce()
      p.queueFor('eth_sendRawTransaction', { kind: 'status', status: 429, retryAfter: '2' })
      const started = performance.now()
      const hash = await send([p.url])
      const [refused, accepted] = methods(p, 'eth_sendRawTransaction')
      expect(accepted!.at - refused!.at).toBeGreaterThanOrEqual(1_950)
      expect(performance.now() - started).toBeGreaterThanOrEqual(1_950)
      expect(sends(p)).toBe(2)
      await expectMinedOnce(hash, nonce)
      figures.push(
        'Chain RPC: a signed send refused with 429 + Retry-After 2 s → sent again after 2 s, mined once',
      )
    }, 30_000)

    it('a send that timed out (10 s) after the node took it is found by hash, not sent again', async () => {
      const p = await proxy()
      const nonce = await nodeNonce()
      p.queueFor('eth_sendRawTransaction', { kind: 'hangAfterForward' })
      const started = performance.now()
      const hash = await send([p.url])
      expect(performance.now() - started).toBeGreaterThanOrEqual(9_900)
      expect(sends(p)).toBe(1)
      await expectMinedOnce(hash, nonce)
      figures.push('Chain RPC: a send that timed out (10 s) after broadcast → found by hash, sent once')
    }, 40_000)
  })

  // The node signs (an unlocked dev account, as anvil and a local node offer): a resent
  // eth_sendTransaction would be a second transaction with the next nonce, so the kit fixes the nonce
  // before the first attempt and, after a failure, looks the transaction up by that nonce.
  describe('a transaction the node signs is never sent twice (docs/rules/api.md Chain RPC)', () => {
    const from = DEV_ACCOUNTS[2]!.address
    const receiver = DEV_ACCOUNTS[4]!.address
    const send = (urls: string[]) =>
      createWalletClient({
        chain,
        transport: createRpcTransport({ urls, chainId: CHAIN_ID }),
      }).sendTransaction({
        account: from,
        to: receiver,
        value: parseEther('0.01'),
      })
    const node = () => createPublicClient({ chain, transport: createRpcTransport({ urls: [anvil.url] }) })
    const nonceOf = () => node().getTransactionCount({ address: from, blockTag: 'pending' })
    const sends = (p: FaultyRpcProxy) => methods(p, 'eth_sendTransaction').length
    const expectMinedOnce = async (hash: Hex, nonce: number) => {
      const transaction = await node().getTransaction({ hash })
      expect(transaction.from.toLowerCase()).toBe(from.toLowerCase())
      expect(transaction.nonce).toBe(nonce)
      const receipt = await node().waitForTransactionReceipt({ hash, pollingInterval: 100, timeout: 10_000 })
      expect(receipt.status).toBe('success')
      expect(await nonceOf()).toBe(nonce + 1)
    }

    it('answers the hash when the connection was cut after the node took it, without sending again', async () => {
      const p = await proxy()
      const nonce = await nonceOf()
      p.queueFor('eth_sendTransaction', { kind: 'dropAfterForward' })
      const hash = await send([p.url])
      expect(sends(p)).toBe(1)
      await expectMinedOnce(hash, nonce)
      figures.push(
        'Chain RPC: a node-signed send (eth_sendTransaction) whose answer was cut after the node took it → found by nonce, sent once',
      )
    }, 30_000)

    it('a node-signed send that timed out (10 s) after the node took it is found by nonce, not sent again', async () => {
      const p = await proxy()
      const nonce = await nonceOf()
      p.queueFor('eth_sendTransaction', { kind: 'hangAfterForward' })
      const started = performance.now()
      const hash = await send([p.url])
      expect(performance.now() - started).toBeGreaterThanOrEqual(9_900)
      expect(sends(p)).toBe(1)
      await expectMinedOnce(hash, nonce)
      figures.push(
        'Chain RPC: a node-signed send that timed out (10 s) after the node took it → found by nonce, sent once',
      )
    }, 40_000)

    it('sends again, with the same nonce, when the first attempt never reached the node', async () => {
      const p = await proxy()
      const nonce = await nonceOf()
      p.queueFor('eth_sendTransaction', { kind: 'drop' }, { kind: 'status', status: 503, retryAfter: '1' })
      const started = performance.now()
      const hash = await send([p.url])
      expect(performance.now() - started).toBeGreaterThanOrEqual(950)
      expect(sends(p)).toBe(3)
      await expectMinedOnce(hash, nonce)
    }, 30_000)
  })
})

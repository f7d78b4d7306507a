import { DEV_ACCOUNTS } from '@portico/devnet'
import { createMemoryAdapter } from '@portico/testing/core/memoryAdapter'
import { startTestServer } from '@portico/testing/core/testServer'
import { useDevnetServer } from '@portico/testing/core/useDevnetServer'
import { createWalletClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.ts'
import type { TokenBalance } from '../contract/blockchain.ts'
import { createPortico } from '../instance/createPortico.ts'
import { createMemoryStorage } from '../storage/backends.ts'
import type { ToastState } from '../stores/toast.ts'
import { toPendingTransaction } from '../transactions/pendingTransaction.ts'
import { ACTIVITY_REFRESH_MS, PENDING_REFRESH_MS } from './transactions.ts'
import { getWalletFeatures } from './walletFeatures.ts'

const testServer = useDevnetServer()
const RECEIVER = privateKeyToAccount(generatePrivateKey()).address

/** A fresh key with 1 ETH on devnet A (anvil_setBalance): a sender no other test sends from. */
async function fundedOutsider(rpc: string) {
  const outsider = privateKeyToAccount(generatePrivateKey())
  await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [outsider.address, '0xde0b6b3a7640000'],
    }),
  })
  return outsider
}

/** A real transfer of ETH on devnet A, signed by the account. */
async function transfer(sender: ReturnType<typeof privateKeyToAccount>, ether: string) {
  const rpc = testServer().rpcUrls?.[31337] as string
  const wallet = createWalletClient({ account: sender, transport: http(rpc) })
  return wallet.sendTransaction({
    to: RECEIVER,
    value: parseEther(ether),
    chain: {
      id: 31337,
      name: 'A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpc] } },
    },
  })
}

const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 0,
  price: 3000,
  quantity: { decimals: '18', numeric: '0' },
  iconUrl: '',
}

async function connected(address: string, apiUrl = testServer().url) {
  const wallet = createMemoryAdapter({ address })
  const portico = createPortico(
    { apiUrl, adapters: [wallet.adapter], analytics: false },
    { storage: createMemoryStorage() },
  )
  portico.mount()
  await connect(portico, { connectorId: 'dev' })
  return { portico, transactions: getWalletFeatures(portico).transactions }
}

describe('transactions store (docs/rules/entities.md transaction store, states.md Transactions list)', () => {
  it('a shown list picks up a transfer made outside the dapp on its own, and lists no entry twice (issue 37 item 16)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const rpc = testServer().rpcUrls?.[31337] as string
    const outsider = await fundedOutsider(rpc)
    const chain = {
      id: 31337,
      name: 'A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpc] } },
    } as const
    const send = () =>
      createWalletClient({ account: outsider, transport: http(rpc) }).sendTransaction({
        to: account.address,
        value: parseEther('0.01'),
        chain,
      })
    const first = await send()
    const { transactions } = await connected(account.address)
    const hashes = () =>
      transactions.store.getState().transactions.map((item) => item.metadata.hash.toLowerCase())
    const stop = transactions.watch()
    try {
      await expect.poll(hashes, { timeout: 15_000 }).toContain(first.toLowerCase())
      // Sent while the list is shown: no read is asked for, the list refreshes by itself.
      const second = await send()
      await expect
        .poll(hashes, { timeout: ACTIVITY_REFRESH_MS * 3, interval: 250 })
        .toContain(second.toLowerCase())
      expect(hashes()[0]).toBe(second.toLowerCase())
      await new Promise((resolve) => setTimeout(resolve, ACTIVITY_REFRESH_MS + 500))
      const ids = transactions.store.getState().transactions.map((item) => item.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(hashes().filter((hash) => hash === first.toLowerCase())).toHaveLength(1)
    } finally {
      stop()
    }
  }, 40_000)

  it('a fresh account: the first page is empty and the store says so', async () => {
    const { transactions } = await connected(privateKeyToAccount(generatePrivateKey()).address)
    await transactions.fetchNext()
    expect(transactions.store.getState()).toMatchObject({ transactions: [], empty: true, loading: false })
  })

  it('a transaction sent in the modal shows at once as pending, then as the indexed one (same hash)', async () => {
    const sender = privateKeyToAccount(DEV_ACCOUNTS[2]!.privateKey)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const { portico, transactions } = await connected(sender.address)
    const rpc = testServer().rpcUrls?.[31337] as string
    const wallet = createWalletClient({ account: sender, transport: http(rpc) })
    const hash = await wallet.sendTransaction({
      to: receiver,
      value: parseEther('0.25'),
      chain: {
        id: 31337,
        name: 'A',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpc] } },
      },
    })
    transactions.addPending(
      toPendingTransaction({
        hash,
        chain: 'eip155:31337',
        from: sender.address,
        to: receiver,
        token: ETH,
        amount: '0.25',
      }),
    )
    const [first] = transactions.store.getState().transactions
    expect(first).toMatchObject({
      id: `pending:${hash}`,
      metadata: { status: 'pending', operationType: 'send' },
    })
    expect(first?.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '0.25' }, value: 750 })

    // The refresh reads the first page again until the indexer lists the hash; the pending entry goes.
    await expect
      .poll(
        () => {
          const items = transactions.store.getState().transactions
          return items
            .filter((item) => item.metadata.hash.toLowerCase() === hash.toLowerCase())
            .map((item) => item.id)
        },
        { timeout: 20_000, interval: 200 },
      )
      .toEqual([expect.not.stringMatching(/^pending:/)])
    const indexed = transactions.store.getState().transactions[0]
    expect(indexed?.metadata).toMatchObject({ hash, status: 'confirmed' })
    expect(portico.account.store.getState().address).toBe(sender.address)
  }, 30_000)

  it('docs/rules/screens.md, errors.md: the pending refresh that fails shows no toast and keeps the indexed and sent entries', async () => {
    const own = await startTestServer({ rpcUrls: testServer().rpcUrls })
    const sender = privateKeyToAccount(DEV_ACCOUNTS[3]!.privateKey)
    const { portico, transactions } = await connected(sender.address, own.url)
    const first = await transfer(sender, '0.1')
    // The visitor opens Activity until the indexer lists the first transfer.
    await expect
      .poll(
        async () => {
          transactions.reset()
          await transactions.fetchNext()
          return transactions.store.getState().transactions.some((item) => item.metadata.hash === first)
        },
        { timeout: 20_000, interval: 300 },
      )
      .toBe(true)
    const toasts: ToastState[] = []
    portico.toast.store.subscribe(() => toasts.push(portico.toast.store.getState()))
    const second = await transfer(sender, '0.2')
    transactions.addPending(
      toPendingTransaction({
        hash: second,
        chain: 'eip155:31337',
        from: sender.address,
        to: RECEIVER,
        token: ETH,
        amount: '0.2',
      }),
    )
    const shown = () => transactions.store.getState().transactions.map((item) => item.metadata.hash)
    expect(shown().slice(0, 2)).toEqual([second, first])
    // The history stops answering: the refresh timer's reads fail (two ticks) and change nothing shown.
    await own.close()
    await new Promise((resolve) => setTimeout(resolve, 2 * PENDING_REFRESH_MS + 500))
    expect(toasts.filter((toast) => toast.open)).toEqual([])
    expect(transactions.store.getState()).toMatchObject({ loading: false, empty: false })
    expect(shown().slice(0, 2)).toEqual([second, first])
    expect(transactions.store.getState().transactions[0]?.metadata.status).toBe('pending')
  }, 90_000)

  it("docs/rules/errors.md: a read the visitor asks for that fails shows 'Failed to fetch transactions' and empties the list", async () => {
    const own = await startTestServer({ rpcUrls: testServer().rpcUrls })
    const { portico, transactions } = await connected(
      privateKeyToAccount(generatePrivateKey()).address,
      own.url,
    )
    await own.close()
    await transactions.fetchNext()
    expect(portico.toast.store.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to fetch transactions',
    })
    expect(transactions.store.getState()).toMatchObject({ transactions: [], loading: false, empty: false })
  }, 60_000)

  it('docs/rules/errors.md: a read the visitor asks for while the refresh timer reads shows the failure', async () => {
    const own = await startTestServer({ rpcUrls: testServer().rpcUrls })
    const sender = privateKeyToAccount(generatePrivateKey())
    const { portico, transactions } = await connected(sender.address, own.url)
    transactions.addPending(
      toPendingTransaction({
        hash: `0x${'ab'.repeat(32)}`,
        chain: 'eip155:31337',
        from: sender.address,
        to: RECEIVER,
        token: ETH,
        amount: '1',
      }),
    )
    await own.close()
    // The timer's read starts; the visitor opens Activity while it runs and joins it.
    const joined = await new Promise<Promise<void>>((resolve) => {
      const stop = transactions.store.subscribe(() => {
        if (!transactions.store.getState().loading) return
        stop()
        queueMicrotask(() => resolve(transactions.fetchNext()))
      })
    })
    await joined
    expect(portico.toast.store.getState()).toMatchObject({
      variant: 'error',
      message: 'Failed to fetch transactions',
    })
  }, 60_000)
})

import { DEV_ACCOUNTS } from '@portico/devnet'
import { createWalletClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.ts'
import type { TokenBalance } from '../assets/types.ts'
import { createPortico } from '../instance/createPortico.ts'
import { createMemoryStorage } from '../instance/environment.ts'
import { getWalletFeatures } from '../instance/walletFeatures.ts'
import { toPendingTransaction } from '../transactions/pendingTransaction.ts'
import { createMemoryAdapter } from './testing/memoryAdapter.ts'
import { useDevnetServer } from './testing/useDevnetServer.ts'

const testServer = useDevnetServer()

const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 0,
  price: 3000,
  quantity: { decimals: '18', numeric: '0' },
  iconUrl: '',
}

async function connected(address: string) {
  const wallet = createMemoryAdapter({ address })
  const portico = createPortico(
    { apiUrl: testServer().url, adapters: [wallet.adapter], analytics: false },
    { storage: createMemoryStorage() },
  )
  portico.mount()
  await connect(portico, { connectorId: 'dev' })
  return { portico, transactions: getWalletFeatures(portico).transactions }
}

describe('transactions store (SPEC §3 transaction store, §4 Transactions list)', () => {
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
})

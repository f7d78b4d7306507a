// @vitest-environment happy-dom
import { DEV_ACCOUNTS, DEVNET_CONTRACT_ADDRESSES } from '@portico/devnet'
import { type Address, createPublicClient, type EIP1193Provider, erc20Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { createHarness, DEV_WALLET_ID } from '../../test/createHarness.ts'
import { TransactionReceiptTimeoutError } from '../errors/transaction.ts'

// Account 2 sends here, so no other test file on the shared devnet races it for nonces.
const SENDER_INDEX = 2
const sender = DEV_ACCOUNTS[SENDER_INDEX]
const { pusd, usdt } = DEVNET_CONTRACT_ADDRESSES

function freshAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address
}

describe('transfers and fee estimates through the wallet (docs/rules/states.md Send, api.md)', () => {
  const harness = createHarness()
  afterEach(() => harness.cleanup())
  const [devnetA, devnetB] = harness.networks
  const client = (network = devnetA) =>
    createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })

  async function connected(
    options: Parameters<typeof harness.setupAdapter>[0] & {
      wrap?: (provider: EIP1193Provider) => EIP1193Provider
    } = {},
  ) {
    const { wrap, ...adapterOptions } = options
    const wallet = harness.installWallet({ wrap })
    wallet.selectAccount(SENDER_INDEX)
    const { adapter } = harness.setupAdapter(adapterOptions)
    await adapter.connect({ connectorId: DEV_WALLET_ID })
    const account = { connectorId: DEV_WALLET_ID, address: sender.address }
    return { adapter, wallet, account }
  }

  async function tokenBalance(token: Address, address: Address, network = devnetA) {
    return client(network).readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  }

  it('sends 0.1 ETH natively: the receiver gets exactly the amount', async () => {
    const { adapter, account } = await connected()
    const to = freshAddress()
    const hash = await adapter.transfer({ ...account, caipNetwork: devnetA, to, amount: 10n ** 17n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await client().getBalance({ address: to })).toBe(10n ** 17n)
  })

  it('sends 1.5 PUSD (6 decimals) with the standard ABI: exact balance changes on both sides', async () => {
    const { adapter, account } = await connected()
    const to = freshAddress()
    const before = await tokenBalance(pusd, sender.address)
    await adapter.transfer({
      ...account,
      caipNetwork: devnetA,
      token: { address: pusd, decimals: 6 },
      to,
      amount: 1_500_000n,
    })
    expect(await tokenBalance(pusd, to)).toBe(1_500_000n)
    expect(before - (await tokenBalance(pusd, sender.address))).toBe(1_500_000n)
  })

  it('sends the USDT-style token with the no-return ABI when it is listed in usdtContracts', async () => {
    const { adapter, wallet, account } = await connected({ usdtContracts: [usdt] })
    await adapter.switchNetwork({ connectorId: DEV_WALLET_ID, caipNetwork: devnetB })
    expect(wallet.chainId).toBe(devnetB.id)
    const to = freshAddress()
    await adapter.transfer({
      ...account,
      caipNetwork: devnetB,
      token: { address: usdt, decimals: 6 },
      to,
      amount: 100_000n,
    })
    expect(await tokenBalance(usdt, to, devnetB)).toBe(100_000n)
  })

  it('without the USDT-style entry the standard ABI fails in simulation, before anything is signed', async () => {
    const { adapter, account } = await connected()
    const nonce = await client().getTransactionCount({ address: sender.address })
    await expect(
      adapter.transfer({
        ...account,
        caipNetwork: devnetA,
        token: { address: usdt, decimals: 6 },
        to: freshAddress(),
        amount: 1n,
      }),
    ).rejects.toThrow(/returned no data|decode/i)
    expect(await client().getTransactionCount({ address: sender.address })).toBe(nonce)
  })

  it('a transaction that never gets a receipt is TransactionReceiptTimeoutError, with its hash', async () => {
    const lostHash = `0x${'ab'.repeat(32)}` as const
    const { adapter, account } = await connected({
      receiptTimeoutMs: 300,
      receiptPollingIntervalMs: 50,
      // The wallet "sends" but the transaction never reaches the chain.
      wrap: (provider) => ({
        ...provider,
        request: ((args: { method: string }) =>
          args.method === 'eth_sendTransaction'
            ? Promise.resolve(lostHash)
            : provider.request(args as never)) as EIP1193Provider['request'],
      }),
    })
    const error = await adapter
      .transfer({ ...account, caipNetwork: devnetA, to: freshAddress(), amount: 1n })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TransactionReceiptTimeoutError)
    expect(error).toMatchObject({ name: 'TransactionReceiptTimeoutError', hash: lostHash })
  })

  it('estimates the fee as gas × feeRate: 21000 gas for ETH, more for a token transfer', async () => {
    const { adapter, account } = await connected()
    const feeRate = 2_000_000_000n
    const to = freshAddress()
    const native = await adapter.estimateTransfer({
      ...account,
      caipNetwork: devnetA,
      to,
      amount: 1n,
      feeRate,
    })
    expect(native).toBe(21_000n * feeRate)
    const token = await adapter.estimateTransfer({
      ...account,
      caipNetwork: devnetA,
      token: { address: pusd, decimals: 6 },
      to,
      amount: 1n,
      feeRate,
    })
    expect(token).toBeGreaterThan(native)
    expect(token % feeRate).toBe(0n)
  })
})

// @vitest-environment happy-dom
import {
  connect,
  createMemoryStorage,
  createPortico,
  getCallsStatus,
  getCapabilities,
  lazyAdapter,
  type Portico,
  sendCalls,
  showCallsStatus,
  WalletCallsError,
} from '@portico/core'
import { DEVNET_CONTRACT_ADDRESSES } from '@portico/devnet'
import { type Address, createPublicClient, type EIP1193Provider, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { createHarness, DEV_WALLET_ID } from '../../test/createHarness.ts'

async function until<value>(read: () => Promise<value>, done: (value: value) => boolean): Promise<value> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('until timed out')
}

// docs/rules/permissions.md (wallet_sendCalls needs approval, wallet_getCapabilities is safe), errors.md (5700–5760, 'Fetching
// call status not approved by the wallet.'), limits.md (capability keys).
describe('wallet calls (EIP-5792) through the EVM adapter and core actions', () => {
  const harness = createHarness()
  const { networks, installWallet } = harness
  const apiUrl = inject('apiUrl')
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
    harness.cleanup()
  })

  async function connected(wrap?: (provider: EIP1193Provider) => EIP1193Provider): Promise<Portico> {
    // A fresh account of its own, so no other suite's transactions race its nonces.
    const key = generatePrivateKey()
    await publicClient().request({
      method: 'anvil_setBalance' as never,
      params: [privateKeyToAccount(key).address, '0x3635C9ADC5DEA00000'] as never,
    })
    installWallet({ privateKeys: [key], wrap })
    const adapter = lazyAdapter({
      namespace: 'eip155',
      networks,
      load: async () => (await import('../createEvmAdapter.ts')).createEvmAdapter({ networks }),
    })
    const portico = createPortico(
      { networks, adapters: [adapter], apiUrl, analytics: false },
      { storage: createMemoryStorage() },
    )
    cleanups.push(portico.mount())
    await adapter.preload?.()
    for (let attempt = 0; attempt < 100 && !portico.connectors.getConnector(DEV_WALLET_ID); attempt++)
      await new Promise((resolve) => setTimeout(resolve, 20))
    await connect(portico, { connectorId: DEV_WALLET_ID })
    return portico
  }

  const publicClient = () => createPublicClient({ transport: http(harness.urls[31337]) })
  const ethBalance = (address: Address) => publicClient().getBalance({ address })
  const transfer = (to: Address, amount: string) => ({ to, value: parseEther(amount) })

  it("reads the wallet's capabilities for the active network", async () => {
    const portico = await connected()
    expect(await getCapabilities(portico)).toEqual({
      atomic: { status: 'unsupported' },
      assetDiscovery: { supported: true },
    })
  })

  it('sends a batch one call after another with one approval, and reads its status and receipts', async () => {
    const portico = await connected()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const { id } = await sendCalls(portico, {
      calls: [transfer(recipient, '1.25'), transfer(recipient, '2')],
    })
    const status = await until(
      () => getCallsStatus(portico, { id }),
      (value) => value.status !== 'pending',
    )
    expect(status).toMatchObject({ id, status: 'success', statusCode: 200, atomic: false })
    expect(status.receipts).toHaveLength(2)
    expect(status.receipts.every((receipt) => receipt.status === 'success')).toBe(true)
    expect(await ethBalance(recipient)).toBe(parseEther('3.25'))
    await expect(showCallsStatus(portico, { id })).resolves.toBeUndefined()
  })

  it('maps EIP-5792 refusals to typed errors: atomicity, unknown batch, rejection, and unauthorized status', async () => {
    const portico = await connected()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const atomic = await sendCalls(portico, {
      calls: [transfer(recipient, '1')],
      atomicRequired: true,
    }).catch((error) => error)
    expect(atomic).toBeInstanceOf(WalletCallsError)
    expect(atomic).toMatchObject({ reason: 'AtomicityNotSupported', code: 5760 })
    const unknown = await getCallsStatus(portico, { id: '0x1234' }).catch((error) => error)
    expect(unknown).toMatchObject({ reason: 'UnknownBundleId', code: 5730 })
    const capability = await sendCalls(portico, {
      calls: [transfer(recipient, '1')],
      capabilities: { paymasterService: { url: 'http://127.0.0.1:1' } },
    }).catch((error) => error)
    expect(capability).toMatchObject({ reason: 'UnsupportedNonOptionalCapability', code: 5700 })
    expect(await ethBalance(recipient)).toBe(0n)
  })

  it('a wallet without wallet_sendCalls gets the calls as transactions one by one; the status is read from the chain', async () => {
    const withoutCalls = (provider: EIP1193Provider) =>
      ({
        ...provider,
        request: (async (args: { method: string; params?: unknown }) => {
          if (args.method === 'wallet_sendCalls' || args.method === 'wallet_getCallsStatus')
            throw Object.assign(new Error('Unsupported method'), { code: 4200 })
          return provider.request(args as never)
        }) as EIP1193Provider['request'],
      }) as EIP1193Provider
    const portico = await connected(withoutCalls)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const { id } = await sendCalls(portico, {
      calls: [transfer(recipient, '0.5'), transfer(recipient, '0.5')],
    })
    const status = await until(
      () => getCallsStatus(portico, { id }),
      (value) => value.status !== 'pending' && value.receipts.length === 2,
    )
    expect(status).toMatchObject({ status: 'success', atomic: false })
    expect(await ethBalance(recipient)).toBe(parseEther('1'))
  })

  it('a failing call in a one-by-one batch stops the rest, and the batch reads as failed', async () => {
    const withoutCalls = (provider: EIP1193Provider) =>
      ({
        ...provider,
        request: (async (args: { method: string; params?: unknown }) => {
          if (args.method === 'wallet_sendCalls')
            throw Object.assign(new Error('Unsupported method'), { code: 4200 })
          return provider.request(args as never)
        }) as EIP1193Provider['request'],
      }) as EIP1193Provider
    const portico = await connected(withoutCalls)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    // An ERC20 contract has no payable fallback: sending it ETH fails.
    const failing = { to: DEVNET_CONTRACT_ADDRESSES.pusd, value: parseEther('0.1') }
    const { id } = await sendCalls(portico, {
      calls: [transfer(recipient, '0.25'), failing, transfer(recipient, '0.25')],
    })
    const status = await until(
      () => getCallsStatus(portico, { id }),
      (value) => value.status !== 'pending',
    )
    expect(status).toMatchObject({ status: 'failure', atomic: false })
    expect(status.receipts).toHaveLength(1)
    expect(await ethBalance(recipient)).toBe(parseEther('0.25'))
  })
})

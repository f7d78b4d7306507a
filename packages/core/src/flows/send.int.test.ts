import { createMemoryAdapter, TEST_NETWORKS } from '@portico/testing/core/memoryAdapter'
import { useDevnetServer } from '@portico/testing/core/useDevnetServer'
import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.ts'
import { openModal } from '../actions/openModal.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { TransactionRejectedError } from '../errors/transactions.ts'
import { createPortico } from '../instance/createPortico.ts'
import { createMemoryStorage } from '../storage/backends.ts'
import { getWalletFeatures } from './walletFeatures.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RECEIVER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const testServer = useDevnetServer()

async function sendController() {
  const wallet = createMemoryAdapter({ address: ADDRESS })
  const portico = createPortico(
    { apiUrl: testServer().url, adapters: [wallet.adapter], analytics: false },
    { storage: createMemoryStorage() },
  )
  portico.mount()
  await connect(portico, { connectorId: 'dev' })
  const { send, balances } = getWalletFeatures(portico)
  const tokens = await balances.fetch()
  return { portico, wallet, send, tokens }
}

describe('send state (docs/rules/entities.md Send state, states.md Send, api.md identity)', () => {
  it('docs/rules/api.md: looks up the receiver identity only for a valid address', async () => {
    const { send } = await sendController()
    await send.setReceiver(RECEIVER)
    expect(send.store.getState()).toMatchObject({ receiverAddress: RECEIVER, receiverProfileName: undefined })
    await send.setReceiver('0x1234')
    expect(send.store.getState()).toMatchObject({ receiverAddress: '0x1234', receiverProfileName: undefined })
    const receiverLookups = testServer().requests.filter((request) =>
      request.path.startsWith('/v1/identity/0xf39'),
    )
    expect(receiverLookups).toHaveLength(1)
    expect(receiverLookups[0]!.query.get('sender')).toBe(ADDRESS)
  })

  it('docs/rules/entities.md Gas price result: the fee is the standard gas price times the estimated gas', async () => {
    const { send, tokens } = await sendController()
    send.setToken(tokens.find((token) => token.symbol === 'ETH'))
    send.setAmount('1')
    await send.setReceiver(RECEIVER)
    const fee = await send.fetchNetworkFee()
    const { gasPrice, networkFee, networkBalanceInUSD } = send.store.getState()
    expect(fee).toBe(21_000n * BigInt(gasPrice!.standard))
    expect(networkFee).toBe(fee)
    expect(Number(networkBalanceInUSD)).toBeGreaterThan(0)
  })

  it('docs/rules/errors.md: when the gas price is unavailable the network fee is null, silently', async () => {
    const { send, tokens, portico } = await sendController()
    await switchNetwork(portico, { caipNetwork: TEST_NETWORKS[1]! })
    send.setToken({ ...tokens[0]!, chainId: 'eip155:31338' })
    send.setAmount('1')
    await send.setReceiver(RECEIVER)
    expect(await send.fetchNetworkFee()).toBeNull()
    expect(send.store.getState().networkFee).toBeUndefined()
    expect(portico.toast.store.getState().open).toBe(false)
  })

  it('docs/rules/states.md Send: loading during the send; on success the state resets, balances are fetched again and Account shows', async () => {
    const { send, tokens, portico, wallet } = await sendController()
    openModal(portico)
    portico.router.push('WalletSend')
    send.setToken(tokens.find((token) => token.symbol === 'ETH'))
    send.setAmount('0.5')
    await send.setReceiver(RECEIVER)
    testServer().requests.length = 0
    const loading: boolean[] = []
    const stop = send.store.subscribe((state) => loading.push(state.loading))
    const hash = await send.send()
    stop()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(loading[0]).toBe(true)
    expect(send.store.getState()).toMatchObject({
      loading: false,
      token: undefined,
      receiverAddress: undefined,
    })
    expect(wallet.state.sent[0]).toMatchObject({ to: RECEIVER, amount: 500_000_000_000_000_000n })
    const refetch = testServer().requests.find((request) => request.path === `/v1/account/${ADDRESS}/balance`)
    expect(refetch?.query.get('forceUpdate')).toBe('true')
    expect(portico.router.store.getState().history).toEqual(['Account'])
  })

  it('docs/rules/states.md Send: loading is reset after a failed send, and the form is kept', async () => {
    const { send, tokens, wallet } = await sendController()
    wallet.state.rejectTransfer = { code: 4001, message: 'User rejected the request.' }
    send.setToken(tokens[0])
    send.setAmount('1')
    await send.setReceiver(RECEIVER)
    // The wallet's own English is kept as the cause; the visitor reads a message the UI translates.
    const error = await send.send().catch((error: unknown) => error)
    expect(error).toBeInstanceOf(TransactionRejectedError)
    expect(error).toMatchObject({
      shortMessage: 'Transaction rejected in the wallet',
      messageId: 'transactionRejected',
      code: 4001,
    })
    expect((error as TransactionRejectedError).cause).toMatchObject({ message: 'User rejected the request.' })
    expect(send.store.getState()).toMatchObject({
      loading: false,
      sendTokenAmount: '1',
      receiverAddress: RECEIVER,
    })
  })

  it('reset empties the state', async () => {
    const { send } = await sendController()
    send.setAmount('1')
    await send.setReceiver(RECEIVER)
    send.reset()
    expect(send.store.getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      loading: false,
    })
  })
})

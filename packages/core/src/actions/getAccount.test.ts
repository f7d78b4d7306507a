import { createTestPortico, TEST_ADDRESS } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import { connect } from './connect.ts'
import { type GetAccountReturnType, getAccount } from './getAccount.ts'
import { watchAccount } from './watchAccount.ts'

const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('getAccount and watchAccount (docs/rules/entities.md Account state, states.md Account status)', () => {
  it('is disconnected, then connected with the address; the same state gives the same object', async () => {
    const { portico } = createTestPortico()
    expect(getAccount(portico)).toMatchObject({
      status: 'disconnected',
      isConnected: false,
      address: undefined,
    })
    await connect(portico, { connectorId: 'dev' })
    expect(getAccount(portico)).toMatchObject({
      status: 'connected',
      isConnected: true,
      isConnecting: false,
      address: TEST_ADDRESS,
      namespace: 'eip155',
    })
    expect(getAccount(portico)).toBe(getAccount(portico))
  })

  it('docs/rules/entities.md Account state: a wallet-side network change keeps the balance and profile of the same address', async () => {
    const { portico, wallet } = createTestPortico()
    await connect(portico, { connectorId: 'dev' })
    await expect.poll(() => getAccount(portico).balance).toBe('1.23456')
    portico.account.setProfile({ name: 'alice.portico', image: undefined })
    wallet.walletChange({ chainId: 31338 })
    expect(getAccount(portico)).toMatchObject({
      caipAddress: `eip155:31338:${TEST_ADDRESS}`,
      balance: '1.23456',
      profileName: 'alice.portico',
    })
  })

  it('docs/rules/entities.md Account state: a wallet-side account change clears the balance and profile, then reads the new balance', async () => {
    const { portico, wallet } = createTestPortico()
    await connect(portico, { connectorId: 'dev' })
    await expect.poll(() => getAccount(portico).balance).toBe('1.23456')
    portico.account.setProfile({ name: 'alice.portico', image: undefined })
    const changes: [GetAccountReturnType, GetAccountReturnType][] = []
    const stop = watchAccount(portico, { onChange: (account, previous) => changes.push([account, previous]) })
    wallet.walletChange({ address: OTHER })
    expect(getAccount(portico)).toMatchObject({ address: OTHER, balance: undefined, profileName: undefined })
    expect(changes[0]![1].address).toBe(TEST_ADDRESS)
    expect(changes[0]![0].address).toBe(OTHER)
    await expect.poll(() => getAccount(portico).balance).toBe('1.23456')
    stop()
    const count = changes.length
    wallet.walletDisconnect('dev')
    expect(changes).toHaveLength(count)
    expect(getAccount(portico).isConnected).toBe(false)
  })

  it('docs/rules/states.md Switching network: a wallet moving to a chain the dapp does not know opens UnsupportedChain', async () => {
    const { portico, wallet } = createTestPortico()
    await connect(portico, { connectorId: 'dev' })
    wallet.walletChange({ chainId: 1 })
    expect(portico.modal.store.getState().open).toBe(true)
    expect(portico.router.store.getState().view).toBe('UnsupportedChain')
    expect(getAccount(portico).caipAddress).toBe(`eip155:1:${TEST_ADDRESS}`)
    expect(portico.networks.store.getState().caipNetwork).toBeUndefined()
  })
})

import { createTestPortico, TEST_ADDRESS, TEST_ETHER } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import { toCaipAddress } from '../caip/caipAddress.ts'
import type { TokenBalance } from '../contract/blockchain.ts'
import { connect } from './connect.ts'
import { sendToken } from './sendToken.ts'

const RECEIVER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PUSD = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'

const ether = TEST_ETHER
const pusd: TokenBalance = {
  ...ether,
  name: 'Portico USD',
  symbol: 'PUSD',
  address: toCaipAddress(`eip155:31337:${PUSD}`),
  quantity: { decimals: '6', numeric: '10' },
}

async function connected() {
  const context = createTestPortico()
  await connect(context.portico, { connectorId: 'dev' })
  return context
}

describe('sendToken', () => {
  it('docs/rules/states.md Send: native coin without a token address, amount from the decimals, SEND_INITIATED and SEND_SUCCESS', async () => {
    const { portico, wallet, events } = await connected()
    const hash = await sendToken(portico, { token: ether, to: ` ${RECEIVER} `, amount: '1.5' })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(wallet.state.sent).toEqual([
      expect.objectContaining({
        connectorId: 'dev',
        address: TEST_ADDRESS,
        token: undefined,
        to: RECEIVER,
        amount: 1_500_000_000_000_000_000n,
      }),
    ])
    const properties = { accountType: 'eoa', token: 'ETH', amount: '1.5', network: 'eip155:31337' }
    expect(events.filter((event) => event.event.startsWith('SEND_'))).toEqual([
      expect.objectContaining({ event: 'SEND_INITIATED', properties }),
      expect.objectContaining({ event: 'SEND_SUCCESS', properties }),
    ])
  })

  it('docs/rules/states.md Send: a token with an address is a token transfer of its contract, in its own decimals', async () => {
    const { portico, wallet } = await connected()
    await sendToken(portico, { token: pusd, to: RECEIVER, amount: '2.25' })
    expect(wallet.state.sent[0]).toMatchObject({ token: { address: PUSD, decimals: 6 }, amount: 2_250_000n })
  })

  it('docs/rules/states.md Send: the header balance is read again after a send', async () => {
    const { portico } = await connected()
    portico.account.setBalance(undefined)
    await sendToken(portico, { token: ether, to: RECEIVER, amount: '1' })
    await expect.poll(() => portico.account.store.getState().balance).toBe('1.23456')
  })

  it.each([
    [{ token: ether, to: RECEIVER, amount: '' }, 'An amount and receiver address are required'],
    [{ token: ether, to: ' ', amount: '1' }, 'An amount and receiver address are required'],
    [{ token: undefined, to: RECEIVER, amount: '1' }, 'A token is required'],
    [
      { token: { ...pusd, address: '' as const }, to: RECEIVER, amount: '1' },
      'SendController:sendERC20Token - tokenAddress is required',
    ],
  ] as const)(
    'docs/rules/validation.md Send: %o fails with docs/rules/errors.md message and asks no wallet',
    async (parameters, message) => {
      const { portico, wallet, events } = await connected()
      await expect(sendToken(portico, parameters as never)).rejects.toMatchObject({ shortMessage: message })
      expect(wallet.state.transfers).toBe(0)
      expect(events.some((event) => event.event === 'SEND_INITIATED')).toBe(false)
    },
  )

  it("docs/rules/states.md Send: a network outside eip155, solana and bip122 is 'Unsupported chain'", async () => {
    const { portico, wallet } = await connected()
    portico.networks.setActive({
      ...portico.networks.store.getState().caipNetwork!,
      chainNamespace: 'polkadot',
    })
    await expect(sendToken(portico, { token: ether, to: RECEIVER, amount: '1' })).rejects.toMatchObject({
      shortMessage: 'Unsupported chain',
    })
    expect(wallet.state.transfers).toBe(0)
  })

  it('a declined transfer rethrows the wallet error and tracks no SEND_SUCCESS', async () => {
    const { portico, wallet, events } = await connected()
    wallet.state.rejectTransfer = { code: 4001, message: 'User rejected the request.' }
    await expect(sendToken(portico, { token: ether, to: RECEIVER, amount: '1' })).rejects.toMatchObject({
      code: 4001,
    })
    expect(events.map((event) => event.event)).toContain('SEND_INITIATED')
    expect(events.map((event) => event.event)).not.toContain('SEND_SUCCESS')
  })
})

import { createTestPortico } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import { connect } from './connect.ts'
import { signMessage } from './signMessage.ts'

describe('signMessage', () => {
  it("asks the active account's wallet and returns its signature", async () => {
    const { portico } = createTestPortico()
    await connect(portico, { connectorId: 'dev' })
    expect(await signMessage(portico, { message: 'Hello from my dapp' })).toBe('signed:Hello from my dapp')
  })

  it("docs/rules/errors.md: without an account it fails with 'No ActiveCaipAddress found'", async () => {
    const { portico } = createTestPortico()
    await expect(signMessage(portico, { message: 'hi' })).rejects.toMatchObject({
      shortMessage: expect.stringMatching(/No ActiveCaipAddress found/),
    })
  })

  it("docs/rules/errors.md: a wallet failure is 'Error signing message', with the wallet error as cause", async () => {
    const { portico, wallet } = createTestPortico()
    await connect(portico, { connectorId: 'dev' })
    wallet.state.rejectSign = { code: 4001, message: 'User rejected the request.' }
    const failure = await signMessage(portico, { message: 'hi' }).catch((error: unknown) => error)
    expect(failure).toMatchObject({ shortMessage: 'Error signing message', cause: { code: 4001 } })
  })
})

import { createTestPortico, TEST_ETHER } from '@portico/testing/core/testPortico'
import { startTestServer, type TestServer } from '@portico/testing/core/testServer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from './connect.ts'
import { estimateSend } from './estimateSend.ts'

const RECEIVER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ether = TEST_ETHER

// The real server without a chain behind it: /v1/convert/gas-price cannot answer.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 60_000)
afterAll(() => server?.close())

describe('estimateSend', () => {
  it('docs/rules/errors.md: when the gas price is unavailable the estimate is null, silently, and the wallet is not asked', async () => {
    const { portico, wallet } = createTestPortico({ options: { apiUrl: server.url } })
    await connect(portico, { connectorId: 'dev' })
    let estimates = 0
    const estimateTransfer = wallet.adapter.estimateTransfer
    wallet.adapter.estimateTransfer = async (transfer) => {
      estimates++
      return estimateTransfer(transfer)
    }
    expect(await estimateSend(portico, { token: ether, to: RECEIVER, amount: '1' })).toBeNull()
    expect(server.requests.some((request) => request.path === '/v1/convert/gas-price')).toBe(true)
    expect(estimates).toBe(0)
    expect(portico.toast.store.getState().open).toBe(false)
  })

  it('docs/rules/validation.md: an invalid send is null rather than an error', async () => {
    const { portico } = createTestPortico({ options: { apiUrl: server.url } })
    await connect(portico, { connectorId: 'dev' })
    expect(await estimateSend(portico, { token: undefined, to: RECEIVER, amount: '1' })).toBeNull()
  })
})

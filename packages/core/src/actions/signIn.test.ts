import { DEV_ACCOUNTS } from '@portico/devnet'
import { createTestPortico, TEST_ADDRESS } from '@portico/testing/core/testPortico'
import { startTestServer, type TestServer } from '@portico/testing/core/testServer'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiwxOption } from '../instance/options.ts'
import { SIWX_TOKENS_KEY } from '../siwx/createServerSiwxConfig.ts'
import { createMemoryStorage } from '../storage/backends.ts'
import { cancelSignIn } from './cancelSignIn.ts'
import { closeModal } from './closeModal.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { requestSignIn } from './requestSignIn.ts'
import { signIn } from './signIn.ts'

// The memory wallet's address is the devnet's second dev account, so it can sign for real.
const signer = privateKeyToAccount(
  DEV_ACCOUNTS.find((account) => account.address === TEST_ADDRESS)!.privateKey,
)

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 60_000)
afterAll(() => server?.close())

function setup(siwx: SiwxOption | undefined, storage = createMemoryStorage()) {
  const test = createTestPortico({
    storage,
    options: {
      apiUrl: server.url,
      siwx,
      metadata: { name: 'Test dapp', url: 'http://localhost:5173/' },
    },
  })
  test.wallet.adapter.signMessage = ({ message }) => signer.signMessage({ message })
  return test
}

const view = (portico: ReturnType<typeof setup>['portico']) => portico.router.store.getState().view
const open = (portico: ReturnType<typeof setup>['portico']) => portico.modal.store.getState().open
const serverSessions = async (token: string) =>
  (
    (await (
      await fetch(`${server.url}/v1/sessions/${TEST_ADDRESS}?projectId=portico-local`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { sessions: unknown[] }
  ).sessions

describe('sign-in flow (docs/rules/states.md Sign-in flow, api.md SIWX_AUTH_SUCCESS / SIWX_AUTH_ERROR, errors.md)', () => {
  it('after connecting, SIWXSignMessage opens; closing is refused while required; signing stores the server session', async () => {
    const storage = createMemoryStorage()
    const { portico, events } = setup({ required: true }, storage)
    await connect(portico, { connectorId: 'dev' })
    await expect.poll(() => open(portico) && view(portico)).toBe('SIWXSignMessage')
    expect(portico.modal.isCloseDisabled()).toBe(true)
    closeModal(portico)
    expect(open(portico)).toBe(true)

    const session = await signIn(portico)
    expect(session.data).toMatchObject({
      accountAddress: TEST_ADDRESS,
      chainId: 'eip155:31337',
      domain: 'localhost:5173',
    })
    expect(session.data.statement).toBe('Sign in to Test dapp')
    expect(portico.modal.isCloseDisabled()).toBe(false)
    expect(events.map((event) => event.event)).toContain('SIWX_AUTH_SUCCESS')
    const tokens = JSON.parse(storage.getItem(SIWX_TOKENS_KEY)!).state as Record<string, { token: string }>
    const token = tokens[`eip155:31337:${TEST_ADDRESS}`]!.token
    expect(await serverSessions(token)).toHaveLength(1)

    // A reload: the same storage, a new instance; the server still has the session, so nothing asks.
    const reloaded = setup({ required: true }, storage)
    await connect(reloaded.portico, { connectorId: 'dev' })
    expect(await requestSignIn(reloaded.portico)).toBe(false)
    expect(reloaded.portico.siwx.getSession(`eip155:31337:${TEST_ADDRESS}`)).toBeDefined()

    // signOutOnDisconnect (default true) revokes it.
    await disconnect(reloaded.portico)
    await expect.poll(() => serverSessions(token)).toEqual([])
  })

  it("a declined signature is 'Error signing message' and tracks SIWX_AUTH_ERROR; the sign view stays", async () => {
    const { portico, wallet, events } = setup({ required: true })
    await connect(portico, { connectorId: 'dev' })
    await expect.poll(() => view(portico)).toBe('SIWXSignMessage')
    wallet.adapter.signMessage = async () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    }
    await expect(signIn(portico)).rejects.toMatchObject({ shortMessage: 'Error signing message' })
    expect(portico.siwx.store.getState()).toMatchObject({ status: 'error', error: 'Error signing message' })
    expect(events.map((event) => event.event)).toContain('SIWX_AUTH_ERROR')
    expect(view(portico)).toBe('SIWXSignMessage')
  })

  it('cancel: required disconnects when no network has a session; optional just closes', async () => {
    const required = setup({ required: true })
    await connect(required.portico, { connectorId: 'dev' })
    await expect.poll(() => view(required.portico)).toBe('SIWXSignMessage')
    expect(await cancelSignIn(required.portico)).toBe('disconnected')
    expect(required.portico.isConnected()).toBe(false)
    expect(open(required.portico)).toBe(false)

    const optional = setup({ required: false })
    await connect(optional.portico, { connectorId: 'dev' })
    await expect.poll(() => view(optional.portico)).toBe('SIWXSignMessage')
    expect(await cancelSignIn(optional.portico)).toBe('closed')
    expect(optional.portico.isConnected()).toBe(true)
    expect(open(optional.portico)).toBe(false)
  })

  it('switching to another network asks again; a network the dapp does not configure never asks', async () => {
    const { portico, wallet } = setup({ required: false })
    await connect(portico, { connectorId: 'dev' })
    await expect.poll(() => view(portico)).toBe('SIWXSignMessage')
    await signIn(portico)
    closeModal(portico)
    wallet.walletChange({ chainId: 31338 })
    await expect.poll(() => open(portico) && view(portico)).toBe('SIWXSignMessage')
    await cancelSignIn(portico)
    wallet.walletChange({ chainId: 999 })
    expect(portico.networks.store.getState().caipNetwork).toBeUndefined()
    expect(await requestSignIn(portico)).toBe(false)
    expect(open(portico) && view(portico)).not.toBe('SIWXSignMessage')
  })

  it("without the siwx option nothing asks, and the actions say 'SIWX is not enabled'", async () => {
    const { portico } = setup(undefined)
    await connect(portico, { connectorId: 'dev' })
    expect(await requestSignIn(portico)).toBe(false)
    await expect(signIn(portico)).rejects.toMatchObject({ shortMessage: 'SIWX is not enabled' })
    await expect(cancelSignIn(portico)).rejects.toMatchObject({ shortMessage: 'SIWX is not enabled' })
    expect(open(portico)).toBe(false)
  })
})

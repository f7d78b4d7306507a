import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, openModal, renderPortico } from '../test/setup.tsx'

let harness: Harness | undefined
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

async function choosePorticoDevWallet() {
  await openModal(harness!)
  await act(async () => {
    harness!.modal().getByRole('button', { name: 'Portico Dev Wallet' }).click()
  })
}

describe('ConnectingExternal view (docs/rules/screens.md, errors.md)', () => {
  it('connects through the adapter and closes the modal', async () => {
    harness = await renderPortico()
    await choosePorticoDevWallet()
    await waitFor(() => expect(harness!.portico.account.store.getState().status).toBe('connected'))
    await waitFor(() => expect(harness!.portico.modal.store.getState().open).toBe(false))
  })

  it("shows 'Connection rejected' on 4001 and retries", async () => {
    harness = await renderPortico({ reject: { code: 4001, message: 'User rejected the request.' } })
    await choosePorticoDevWallet()
    const modal = harness.modal()
    await waitFor(() => modal.getByText('Connection rejected'))
    expect(
      modal.getByText('You declined the request in Portico Dev Wallet. Try again when you are ready.'),
    ).toBeTruthy()
    expect(harness.shadow().querySelector('.connecting-logo.error')).toBeTruthy()
    expect(modal.getByRole('dialog', { name: 'Portico Dev Wallet' })).toBeTruthy()
    harness.wallet.state.reject = undefined
    await act(async () => {
      modal.getByRole('button', { name: 'Try again' }).click()
    })
    await waitFor(() => expect(harness!.portico.account.store.getState().status).toBe('connected'))
  })

  it('asks the wallet once even when effects run twice (StrictMode)', async () => {
    harness = await renderPortico({ strict: true })
    await choosePorticoDevWallet()
    await waitFor(() => expect(harness!.portico.account.store.getState().status).toBe('connected'))
    expect(harness.wallet.state.connects).toBe(1)
  })

  it("shows 'Failed to connect' for other errors", async () => {
    harness = await renderPortico({ reject: { code: -32603, message: 'Internal error' } })
    await choosePorticoDevWallet()
    await waitFor(() => harness!.modal().getByText('Failed to connect'))
    // The wallet's own message is shown under docs/rules/errors.md's text, and the card shakes (docs/rules/screens.md, 500 ms).
    expect(harness.modal().getByText('Internal error')).toBeTruthy()
    expect(harness.portico.modal.store.getState().shakeCount).toBe(1)
    await waitFor(() => expect(harness!.shadow().querySelector('.card.shake')).toBeTruthy())
  })
})

describe('a connector that is not in this browser', () => {
  it('opens the frame that says where to get the wallet instead of connecting', async () => {
    harness = await renderPortico()
    await act(async () => {
      harness!.portico.mount()
      harness!.portico.connectors.setConnectors('eip155', [
        { id: 'com.example', name: 'Example Wallet', chain: 'eip155', type: 'INJECTED', installed: false },
      ])
    })
    await openModal(harness)
    await act(async () => harness!.modal().getByRole('button', { name: 'Example Wallet' }).click())
    await waitFor(() => harness!.modal().getByRole('dialog', { name: 'Example Wallet' }))
    expect(await harness.modal().findByText('Example Wallet is not installed in this browser.')).toBeTruthy()
    expect(harness.portico.account.store.getState().status).toBe('disconnected')
  })
})

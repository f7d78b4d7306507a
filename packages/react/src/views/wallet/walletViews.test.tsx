import { connect } from '@portico/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, openModal, renderPortico } from '../../test/setup.tsx'

let harness: Harness | undefined
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

async function connectedAccount() {
  harness = await renderPortico()
  await act(async () => {
    harness!.portico.mount()
    await connect(harness!.portico, { connectorId: 'dev' })
  })
  await openModal(harness)
  return harness
}

describe('Account tabs: Tokens and NFTs (docs/rules/screens.md, states.md Balance, validation.md)', () => {
  it('lists the balance from the blockchain API floored to 3 decimals with its USD value and total', async () => {
    const h = await connectedAccount()
    const modal = h.modal()
    await waitFor(() => expect(modal.getByText('Ether')).toBeTruthy())
    expect(modal.getAllByText('$3,703.68').length).toBe(2)
    // The header shows it too.
    expect(modal.getAllByText('1.234 ETH').length).toBe(2)
    expect(h.server.requests.map((request) => request.path)).toContain(
      '/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance',
    )
  })

  it('shows the empty NFTs state when the account holds none', async () => {
    const h = await connectedAccount()
    await act(async () => h.modal().getByRole('tab', { name: 'NFTs' }).click())
    await waitFor(() => expect(h.modal().getByText('No NFTs yet')).toBeTruthy())
  })
})

describe('Send views (docs/rules/entities.md–validation.md)', () => {
  it('checks amount, balance and receiver before the preview; a declined send stays on the preview', async () => {
    const h = await connectedAccount()
    await act(async () => h.modal().getByRole('button', { name: 'Send' }).click())
    const modal = h.modal()
    await waitFor(() => modal.getByRole('button', { name: 'Select token: ETH' }))
    const submit = () => modal.getByRole('button', { name: /amount|balance|address|Review send/i })
    expect(submit().textContent).toBe('Enter an amount')
    await act(async () => fireEvent.change(modal.getByLabelText('Amount'), { target: { value: '5' } }))
    expect(submit().textContent).toBe('Insufficient balance')
    await act(async () => modal.getByRole('button', { name: 'Max' }).click())
    expect((modal.getByLabelText('Amount') as HTMLInputElement).value).toBe('1.23456')
    expect(submit().textContent).toBe('Add address')
    const to = modal.getByLabelText('To', { exact: true })
    await act(async () => fireEvent.change(to, { target: { value: '0x1234' } }))
    expect(submit().textContent).toBe('Invalid address')
    expect((submit() as HTMLButtonElement).disabled).toBe(true)
    await act(async () =>
      fireEvent.change(to, { target: { value: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' } }),
    )
    expect(submit().textContent).toBe('Review send')
    await act(async () => submit().click())
    await waitFor(() => modal.getByRole('dialog', { name: 'Review send' }))
    await waitFor(() => expect(modal.getByText('1.23456 ETH')).toBeTruthy())
    // The test directory answers no gas price, so the fee is unavailable rather than made up.
    await waitFor(() => expect(modal.getByText('Unavailable')).toBeTruthy())
    h.wallet.state.rejectTransfer = { code: 4001, message: 'User rejected the request.' }
    await act(async () => modal.getByRole('button', { name: 'Send' }).click())
    await waitFor(() =>
      expect(h.portico.toast.store.getState()).toMatchObject({
        variant: 'error',
        message: 'Transaction rejected in the wallet',
      }),
    )
    expect(h.wallet.state.sent).toHaveLength(1)
    expect(h.portico.router.store.getState().view).toBe('WalletSendPreview')
  })
})
